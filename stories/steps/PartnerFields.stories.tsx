import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { authTokens } from '../../demo/api/fixtures/catalogue.ts';
import { findPlan, planResponse } from '../../demo/api/fixtures/plans.ts';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import * as stepRules from '../../machines/stepRules.ts';
import { emptyCustomerForm, type CustomerForm } from '../../src/domain/index.ts';
import { ReferenceNumberField } from '../../src/steps/account/ReferenceNumberField.tsx';
import { localeOf, OnStoryRuntime, ShellStory, type StoryRuntimeOptions } from '../shell/storyRuntime.tsx';
import type { StoryLocale } from '../ui/texts.ts';

/**
 * A partner order's own fields (spec sections 2, 3, 5, 6, 7, 8): the reference number in each of its states (next
 * free number loading, offered, none offered, emptied, typed, checking, taken, lookup failed) and the verification
 * method of a trusted partner's voice order; on the demo API through msw (faults for the slow and failing
 * answers), sampled in four languages. Refused access with its way to the portal, too.
 */
const meta = {
  title: 'Steps/Partner order',
  parameters: { layout: 'padded' },
  beforeEach: async () => {
    await fetch('/api/_demo/reset', { method: 'POST' });
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 30_000 };
const trusted = authTokens['demo-partner']!;

/** The next matching demo-API call answers with this fault (`POST /api/_demo/faults`). */
async function injectFault(fault: { path: string; status?: number; delayMs?: number }) {
  await fetch('/api/_demo/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ times: 1, ...fault }) });
}

/** The trusted partner PARTNER01 (agent AG-007) in the flow of VOIPPRIV, at this step, with this customer. */
const partnerAt = (step: 'customer' | 'account', customer: Partial<CustomerForm> = {}): StoryRuntimeOptions['at'] => ({
  value: { ready: { page: { plan: { flow: { [step]: 'editing' } } }, modal: 'closed', quoteStatus: 'initial' } } as OrderSnapshot['value'],
  context: (booted) => ({
    auth: trusted,
    plan: planResponse(findPlan('VOIPPRIV')!),
    stepRules,
    route: { name: 'step', plan: 'VOIPPRIV', step },
    flow: { highestStep: step, cameFromPlanList: true, skippedSteps: ['product'] },
    partner: { ...booted.partner, isPartnerPortal: true, isTrustedPartner: true, partnerCode: 'PARTNER01', agentCode: 'AG-007' },
    form: { ...booted.form, customer: { ...emptyCustomerForm(), ...customer } },
  }),
});

/** The reference-number field alone, on a running partner order (the account step's screen comes with its own issue). */
function ReferenceStory({ locale }: { locale: StoryLocale }) {
  return (
    <OnStoryRuntime url="/plans/VOIPPRIV/account/" language={locale} at={partnerAt('account')} className="max-w-md">
      <ReferenceNumberField />
    </OnStoryRuntime>
  );
}

const renderReference: Story['render'] = (_, { globals }) => <ReferenceStory key={localeOf(globals)} locale={localeOf(globals)} />;

const referenceField = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const field = canvasElement.querySelector<HTMLElement>('[data-part="reference-number"]');
    expect(field).not.toBeNull();
    return field!;
  }, slow);
const inputOf = (field: HTMLElement) => field.querySelector<HTMLInputElement>('input')!;
const stateIs = (field: HTMLElement, state: string) => waitFor(() => expect(field).toHaveAttribute('data-state', state), slow);

export const ReferenceOffered: Story = {
  render: renderReference,
  play: async ({ canvasElement }) => {
    const field = await referenceField(canvasElement);
    await stateIs(field, 'available');
    await expect(inputOf(field).value).toMatch(/^REF-2026-\d{4}$/);
  },
};
export const ReferenceOfferedInEnglish: Story = { ...ReferenceOffered, globals: { locale: 'en' } };

export const ReferenceLoading: Story = {
  render: renderReference,
  beforeEach: () => injectFault({ path: 'partners/PARTNER01/references', delayMs: 30_000 }),
  play: async ({ canvasElement }) => {
    const field = await referenceField(canvasElement);
    await stateIs(field, 'loadingNext');
  },
};

export const ReferenceNoneOffered: Story = {
  render: renderReference,
  beforeEach: () => injectFault({ path: 'partners/PARTNER01/references', status: 503 }),
  play: async ({ canvasElement }) => {
    const field = await referenceField(canvasElement);
    await stateIs(field, 'noOffer');
    await expect(inputOf(field).value).toBe('');
  },
};
export const ReferenceNoneOfferedInFrench: Story = { ...ReferenceNoneOffered, globals: { locale: 'fr' } };

export const ReferenceEmptied: Story = {
  render: renderReference,
  play: async ({ canvasElement }) => {
    const field = await referenceField(canvasElement);
    await stateIs(field, 'available');
    await userEvent.clear(inputOf(field));
    await stateIs(field, 'empty');
  },
};
export const ReferenceEmptiedInDutch: Story = { ...ReferenceEmptied, globals: { locale: 'nl' } };

export const ReferenceTyping: Story = {
  render: renderReference,
  play: async ({ canvasElement }) => {
    const field = await referenceField(canvasElement);
    await stateIs(field, 'available');
    await userEvent.clear(inputOf(field));
    await userEvent.type(inputOf(field), 'KD-1');
    // checked only 500 ms after the last keystroke
    await expect(field).toHaveAttribute('data-state', 'typing');
  },
};

export const ReferenceChecking: Story = {
  render: renderReference,
  play: async ({ canvasElement }) => {
    const field = await referenceField(canvasElement);
    await stateIs(field, 'available');
    await injectFault({ path: 'partners/PARTNER01/references/KD-2', delayMs: 30_000 });
    await userEvent.clear(inputOf(field));
    await userEvent.type(inputOf(field), 'KD-2');
    await stateIs(field, 'checking');
  },
};

export const ReferenceTaken: Story = {
  render: renderReference,
  play: async ({ canvasElement }) => {
    const field = await referenceField(canvasElement);
    await stateIs(field, 'available');
    await userEvent.clear(inputOf(field));
    await userEvent.type(inputOf(field), 'REF-2026-0001');
    await stateIs(field, 'invalid.taken');
    await expect(inputOf(field)).toHaveAttribute('aria-invalid', 'true');
  },
};
export const ReferenceTakenInEnglish: Story = { ...ReferenceTaken, globals: { locale: 'en' } };

export const ReferenceLookupFailed: Story = {
  render: renderReference,
  play: async ({ canvasElement }) => {
    const field = await referenceField(canvasElement);
    await stateIs(field, 'available');
    await injectFault({ path: 'partners/PARTNER01/references/KD-3', status: 500 });
    await userEvent.clear(inputOf(field));
    await userEvent.type(inputOf(field), 'KD-3');
    await stateIs(field, 'invalid.lookupFailed');
    await expect(inputOf(field)).toHaveAttribute('aria-invalid', 'true');
  },
};
export const ReferenceLookupFailedInFrench: Story = { ...ReferenceLookupFailed, globals: { locale: 'fr' } };

const verificationOf = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const section = canvasElement.querySelector<HTMLElement>('[data-part="verification-method"]');
    expect(section).not.toBeNull();
    return section!;
  }, slow);

export const VerificationAsked: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/customer/" at={partnerAt('customer')} />,
  play: async ({ canvasElement }) => {
    const section = await verificationOf(canvasElement);
    await expect(section.querySelectorAll('input[type="radio"]')).toHaveLength(3);
    await expect(section.querySelector('input[type="text"]')).toBeNull();
  },
};
export const VerificationAskedInDutch: Story = { ...VerificationAsked, globals: { locale: 'nl' } };

export const VerificationOtherWithComment: Story = {
  render: (_, { globals }) => (
    <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/customer/" at={partnerAt('customer', { verificationMethod: { type: 'other', comment: 'Führerschein geprüft' } })} />
  ),
  play: async ({ canvasElement }) => {
    const section = await verificationOf(canvasElement);
    await expect(section.querySelector<HTMLInputElement>('input[type="text"]')?.value).toBe('Führerschein geprüft');
  },
};
export const VerificationOtherWithCommentInFrench: Story = { ...VerificationOtherWithComment, globals: { locale: 'fr' } };

export const VerificationMissing: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/customer/" at={partnerAt('customer')} />,
  play: async ({ canvasElement }) => {
    const section = await verificationOf(canvasElement);
    const buttons = canvasElement.querySelectorAll<HTMLButtonElement>('[part="step-actions"] [part="button"]');
    await userEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(section.querySelector('fieldset')?.textContent ?? '').toMatch(/\S/), slow);
    await waitFor(() => expect(section.querySelector('[id$="-error"]')).not.toBeNull(), slow);
  },
};
export const VerificationMissingInEnglish: Story = { ...VerificationMissing, globals: { locale: 'en' } };

export const AccessRefusedWithPortalLink: Story = {
  render: (_, { globals }) => (
    <ShellStory
      locale={localeOf(globals)}
      url="/plans/VOIPPRIV/"
      attributes={{ partnerPortalUrl: 'https://partner.example/orders' }}
      api={{ authenticate: async () => ({ ...trusted, isPartnerPortal: false, usePartnerProcess: false }) }}
    />
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-page="accessDenied"] [role="alert"]')).not.toBeNull(), slow);
    const link = canvasElement.querySelector('[data-page="accessDenied"] a');
    await expect(link).toHaveAttribute('href', 'https://partner.example/orders');
    await expect(link).toHaveAttribute('target', '_top');
  },
};
export const AccessRefusedWithPortalLinkInEnglish: Story = { ...AccessRefusedWithPortalLink, globals: { locale: 'en' } };
