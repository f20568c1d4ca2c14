import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import { Shell } from '../../src/shell/Shell.tsx';
import { failure, localeOf, never, ShellStory } from './storyRuntime.tsx';

/**
 * The address-availability modal (spec sections 2, 4, 8): its content modes, every autocomplete state and every
 * result state. The root machine runs on fake actors (a plan load answers 412); the address-check chunk asks the
 * demo API through msw, with faults injected where a state needs a slow or failing server. The toolbar's
 * language switches all texts; each state is also sampled in another language.
 */
const meta = {
  title: 'Shell/Address check',
  component: Shell,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 30_000 };
/** The modal is portalled to document.body. */
const page = () => within(document.body);
const marker = (selector: string) => waitFor(() => expect(document.querySelector(selector)).not.toBeNull(), slow);

/** The next matching demo-API call answers with this fault (`POST /api/_demo/faults`). */
async function injectFault(fault: { path: string; status?: number; delayMs?: number }) {
  await fetch('/api/_demo/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ times: 1, ...fault }) });
}

async function typeInSearch(text: string) {
  // In the page: the dialog hides everything outside it from these queries.
  const search = await page().findByRole('combobox', {}, slow);
  await userEvent.clear(search);
  await userEvent.type(search, text);
  return search;
}

async function pickFirstSuggestion(text: string) {
  await typeInSearch(text);
  await page().findAllByRole('option', {}, slow);
  await userEvent.keyboard('{ArrowDown}{Enter}');
}

const plan412 = { loadPlan: () => Promise.reject(failure(412, 'loadPlan')) };

const LinePlan412 = (props: { locale: ReturnType<typeof localeOf>; query?: string }) => (
  <ShellStory locale={props.locale} url={`/plans/TALPRIV100/product/${props.query ?? ''}`} api={plan412} />
);

/** A verified address in the root form, for the modes that need one. */
const withVerifiedAddress = (value: OrderSnapshot['value'], query = '') => ({
  value,
  context: (booted: OrderSnapshot['context']) => ({
    route: { name: 'step' as const, plan: 'TALPRIV100', step: 'product' as const },
    query: { ...booted.query, quote: query.includes('quote=1') },
    form: {
      ...booted.form,
      customer: {
        ...booted.form.customer,
        connectionAddress: { street: 'Friedrichstraße', houseNumber: '123', postalCode: '10117', region: 'Berlin', country: 'DE', isApiValid: true },
      },
    },
  }),
});

// ---- content modes ----

/** onlyApc: a plan load answered 412; not dismissable. */
export const OnlyApc: Story = {
  render: (_, { globals }) => <LinePlan412 locale={localeOf(globals)} />,
  play: async () => {
    await marker('[data-mode="onlyApc"] [data-panel="prompt"]');
    await userEvent.keyboard('{Escape}');
    await expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  },
};
export const OnlyApcInEnglish: Story = { ...OnlyApc, globals: { locale: 'en' } };

/** apcAndQuote: a quote exists (`?quote=1`) and no address is verified: the quote message and the check. */
export const ApcAndQuote: Story = {
  render: (_, { globals }) => <LinePlan412 locale={localeOf(globals)} query="?quote=1" />,
  play: async () => {
    await marker('[data-mode="apcAndQuote"] [role="combobox"]');
  },
};
export const ApcAndQuoteInFrench: Story = { ...ApcAndQuote, globals: { locale: 'fr' } };

/** onlyQuote: a quote exists and the address is verified: continue without a check. */
export const OnlyQuote: Story = {
  render: (_, { globals }) => (
    <ShellStory
      locale={localeOf(globals)}
      url="/plans/TALPRIV100/product/?quote=1"
      at={withVerifiedAddress({ ready: { page: { plan: { flow: { product: 'editing' } } }, modal: { addressCheck: 'onlyQuote' }, quoteStatus: 'exists', session: 'active', connection: 'online' } }, '?quote=1')}
    />
  ),
  play: async () => {
    await marker('[data-mode="onlyQuote"] button');
  },
};
export const OnlyQuoteInDutch: Story = { ...OnlyQuote, globals: { locale: 'nl' } };

/** loading: the check is done and the plan loads (the updating message). */
export const Updating: Story = {
  render: (_, { globals }) => (
    <ShellStory
      locale={localeOf(globals)}
      url="/plans/TALPRIV100/product/"
      api={{ loadPlan: never }}
      at={withVerifiedAddress({ ready: { page: { plan: 'loading' }, modal: { addressCheck: 'loading' }, quoteStatus: 'initial', session: 'active', connection: 'online' } })}
    />
  ),
  play: async () => {
    await marker('[data-mode="loading"] [role="status"]');
  },
};
export const UpdatingInFrench: Story = { ...Updating, globals: { locale: 'fr' } };

/** Spec section 2: the maintenance warning of the service country (Austria's exists; France's is blanked). */
export const MaintenanceWarning: Story = {
  render: (_, { globals }) => (
    <ShellStory
      locale={localeOf(globals)}
      url="/plans/EBAT/product/"
      at={{
        value: { ready: { page: { plan: { flow: { product: 'editing' } } }, modal: { addressCheck: 'onlyApc' }, quoteStatus: 'initial', session: 'active', connection: 'online' } },
        context: () => ({ route: { name: 'step', plan: 'EBAT', step: 'product' } }),
      }}
    />
  ),
  play: async () => {
    await marker('[data-maintenance]');
  },
};
export const MaintenanceWarningInDutch: Story = { ...MaintenanceWarning, globals: { locale: 'nl' } };

// ---- autocomplete states ----

export const MissingHouseNumber: Story = {
  render: (_, { globals }) => <LinePlan412 locale={localeOf(globals)} />,
  play: async () => {
    await typeInSearch('Friedrichstraße');
    await marker('[data-state="missingHouseNumber"] [aria-invalid="true"]');
  },
};
export const MissingHouseNumberInEnglish: Story = { ...MissingHouseNumber, globals: { locale: 'en' } };

export const SearchLoading: Story = {
  render: (_, { globals }) => <LinePlan412 locale={localeOf(globals)} />,
  play: async () => {
    await injectFault({ path: 'auto-address', delayMs: 4_000 });
    await typeInSearch('Friedrichstraße 1');
    await marker('[data-state="loading"]');
  },
};
export const SearchLoadingInDutch: Story = { ...SearchLoading, globals: { locale: 'nl' } };

export const Suggestions: Story = {
  render: (_, { globals }) => <LinePlan412 locale={localeOf(globals)} />,
  play: async () => {
    await typeInSearch('Berlin 1');
    await marker('[data-state="suggestions"] [role="option"]');
    await userEvent.keyboard('{ArrowDown}');
    await marker('[role="option"][aria-selected="true"]');
  },
};
export const SuggestionsInFrench: Story = { ...Suggestions, globals: { locale: 'fr' } };

export const NoResults: Story = {
  render: (_, { globals }) => <LinePlan412 locale={localeOf(globals)} />,
  play: async () => {
    await typeInSearch('Nirgendwoweg 99');
    await marker('[data-message="noResults"]');
  },
};
export const NoResultsInEnglish: Story = { ...NoResults, globals: { locale: 'en' } };

export const SearchRequestError: Story = {
  render: (_, { globals }) => <LinePlan412 locale={localeOf(globals)} />,
  play: async () => {
    await injectFault({ path: 'auto-address', status: 503 });
    await typeInSearch('Friedrichstraße 123');
    await marker('[data-message="requestError"]');
  },
};
export const SearchRequestErrorInFrench: Story = { ...SearchRequestError, globals: { locale: 'fr' } };

/** The manual form of an international plan: the country with its phone prefix; France puts the number first. */
export const ManualEntryInternational: Story = {
  render: (_, { globals }) => (
    <ShellStory
      locale={localeOf(globals)}
      url="/plans/EBFR/product/"
      at={{
        value: { ready: { page: { plan: { flow: { product: 'editing' } } }, modal: { addressCheck: 'onlyApc' }, quoteStatus: 'initial', session: 'active', connection: 'online' } },
        context: () => ({ route: { name: 'step', plan: 'EBFR', step: 'product' } }),
      }}
    />
  ),
  play: async () => {
    await page().findByRole('combobox', {}, slow);
    await marker('[data-action="manualEntry"]');
    await userEvent.click(document.querySelector<HTMLButtonElement>('[data-action="manualEntry"]')!);
    await marker('form[data-country="FR"] select[name="country"]');
    const street = page().getAllByRole('textbox')[1]!;
    await userEvent.click(street);
    await userEvent.tab();
    await marker('form [aria-invalid="true"]');
  },
};
export const ManualEntryInternationalInDutch: Story = { ...ManualEntryInternational, globals: { locale: 'nl' } };

// ---- result states ----

export const Checking: Story = {
  render: (_, { globals }) => <LinePlan412 locale={localeOf(globals)} />,
  play: async () => {
    await injectFault({ path: 'provider-availabilities/*', delayMs: 4_000 });
    await pickFirstSuggestion('Friedrichstraße 123');
    await marker('[data-check="checking"]');
  },
};
export const CheckingInEnglish: Story = { ...Checking, globals: { locale: 'en' } };

/** Available with several providers: the providers table (Mbit with 0 to 2 decimals) and continue. */
export const Available: Story = {
  render: (_, { globals }) => <LinePlan412 locale={localeOf(globals)} />,
  play: async () => {
    await pickFirstSuggestion('Friedrichstraße 123');
    await marker('[data-check="available"] table');
    await marker('[data-panel="verified"]');
  },
};
export const AvailableInDutch: Story = { ...Available, globals: { locale: 'nl' } };

/** International: geographic numbers at a Paris address (number before the street). */
export const AvailableInternational: Story = {
  render: (_, { globals }) => (
    <ShellStory
      locale={localeOf(globals)}
      url="/plans/EBFR/product/"
      at={{
        value: { ready: { page: { plan: { flow: { product: 'editing' } } }, modal: { addressCheck: 'onlyApc' }, quoteStatus: 'initial', session: 'active', connection: 'online' } },
        context: () => ({ route: { name: 'step', plan: 'EBFR', step: 'product' } }),
      }}
    />
  ),
  play: async () => {
    await pickFirstSuggestion('10 Rue de Rivoli');
    await marker('[data-check="available"]');
  },
};
export const AvailableInternationalInFrench: Story = { ...AvailableInternational, globals: { locale: 'fr' } };

export const NotAvailable: Story = {
  render: (_, { globals }) => <LinePlan412 locale={localeOf(globals)} />,
  play: async () => {
    await pickFirstSuggestion('Dorfstraße 7 Feldberger');
    await marker('[data-check="notAvailable"]');
  },
};
export const NotAvailableInFrench: Story = { ...NotAvailable, globals: { locale: 'fr' } };

/** The availability check itself failed: said as such, not as the address search's failure. */
const checkFailed: Record<'de' | 'en' | 'nl' | 'fr', string> = {
  de: 'Die Verfügbarkeit an dieser Adresse konnte gerade nicht geprüft werden. Bitte versuchen Sie es erneut.',
  en: 'The availability at this address could not be checked right now. Please try again.',
  nl: 'De beschikbaarheid op dit adres kon nu niet worden gecontroleerd. Probeer het opnieuw.',
  fr: "La disponibilité à cette adresse n'a pas pu être vérifiée pour le moment. Veuillez réessayer.",
};

export const CheckServerError: Story = {
  render: (_, { globals }) => <LinePlan412 locale={localeOf(globals)} />,
  play: async ({ globals }) => {
    await injectFault({ path: 'provider-availabilities/*', status: 503 });
    await pickFirstSuggestion('Kurfürstendamm 21');
    await marker('[data-check="serverError"]');
    await expect(document.querySelector('[data-check="serverError"] [role="alert"]')).toHaveTextContent(checkFailed[localeOf(globals)]);
  },
};
export const CheckServerErrorInEnglish: Story = { ...CheckServerError, globals: { locale: 'en' } };
export const CheckServerErrorInDutch: Story = { ...CheckServerError, globals: { locale: 'nl' } };
export const CheckServerErrorInFrench: Story = { ...CheckServerError, globals: { locale: 'fr' } };
