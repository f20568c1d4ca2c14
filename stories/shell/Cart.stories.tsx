import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findPlan, planResponse } from '../../demo/api/fixtures/plans.ts';
import { translationsFor } from '../../demo/api/fixtures/translations/index.ts';
import { initialSelection, voucherFromCheck, type OrderCart, type Plan, type SelectedAddon, type Voucher } from '../../src/domain/index.ts';
import { addMessages, createI18n } from '../../src/i18n/createI18n.ts';
import { CartContents } from '../../src/shell/cart/CartContents.tsx';
import { Dialog } from '../../src/ui/index.ts';
import { cartView, type CartStatus } from '../../src/shell/cart/cartView.ts';
import * as stepRules from '../../machines/stepRules.ts';
import { localeOf, ShellStory } from './storyRuntime.tsx';
import type { StoryLocale } from '../ui/texts.ts';

/**
 * The price cart (spec sections 2, 4): every state of its contents, computed by the display rule from a demo plan,
 * a selection and the server's order cart; and the cart in the shell (button, dialog, customization title).
 */
const meta = {
  title: 'Shell/Price cart',
  component: CartContents,
  // every story renders its own state through the display rule
  args: { view: undefined as never },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CartContents>;

export default meta;
type Story = StoryObj<typeof meta>;

function WithTexts({ locale, children }: { locale: StoryLocale; children: ReactNode }) {
  const i18n = useMemo(() => {
    const instance = createI18n(locale);
    addMessages(instance, translationsFor('order4'));
    return instance;
  }, [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <div className="max-w-md">{children}</div>
    </I18nextProvider>
  );
}

interface CartState {
  plan: Plan;
  selection?: SelectedAddon[];
  orderCart?: OrderCart | null;
  status: CartStatus;
  voucher?: Voucher | null;
}

function Cart({ locale, state }: { locale: StoryLocale; state: CartState }) {
  const view = cartView(state.plan, state.selection ?? initialSelection(state.plan), state.orderCart ?? null, state.status, state.voucher ?? null, locale);
  return (
    <WithTexts locale={locale}>
      <CartContents view={view} />
    </WithTexts>
  );
}

const demo = (code: string) => planResponse(findPlan(code)!);
/** VOIPPRIV without its one-time activation fee, so no one-time cost calls for the server's totals. */
const privateMonthly: Plan = { ...demo('VOIPPRIV'), categories: demo('VOIPPRIV').categories.map((c) => ({ ...c, addons: c.addons.filter((a) => a.id !== 3116) })) };
const freePlan: Plan = { ...demo('SIPB'), monthly_price: 0, setup_price: 0, categories: [] };
const label = (de: string, en: string, nl: string, fr: string) => ({ de, en, nl, fr });
const serverCart: OrderCart = {
  totals: [
    { label: label('Gesamtsumme', 'Total', 'Totaal', 'Total'), monthly_cost: 11.49, one_time_cost: 9.99 },
    { label: label('Summe vor Rabatt', 'Total before discount', 'Totaal voor korting', 'Total avant remise'), monthly_cost: 12.99, one_time_cost: 9.99 },
  ],
  categories: [
    { name: 'discounts', items: [{ type: 'discount', label: label('1× Sprachbox inklusive', '1× Voice mailbox included', '1× Voicemailbox inbegrepen', '1× Messagerie vocale inclus'), monthly_cost: 1.5, one_time_cost: 0 }] },
  ],
};
const fix5 = voucherFromCheck({ code: 'FIX5', isValid: true, discountType: 'fixed', discountValue: 5, appliedToPrice: 'monthly', message: null });

const totalsOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-part="cart-contents"]')!;

export const Empty: Story = {
  render: (_, { globals }) => <Cart locale={localeOf(globals)} state={{ plan: freePlan, status: 'idle' }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toBeVisible();
    await expect(canvasElement.querySelector('p')).not.toBeNull();
  },
};
export const EmptyInFrench: Story = { ...Empty, globals: { locale: 'fr' } };

export const SumGross: Story = {
  render: (_, { globals }) => <Cart locale={localeOf(globals)} state={{ plan: privateMonthly, selection: [...initialSelection(privateMonthly), { id: 3115, quantity: 3 }], status: 'synced' }} />,
  play: async ({ canvasElement }) => {
    await expect(totalsOf(canvasElement)).toHaveAttribute('data-totals', 'gross');
    await expect(within(canvasElement).getByRole('row', { name: /\(3×\)/ })).toBeVisible();
  },
};
export const SumGrossInEnglish: Story = { ...SumGross, globals: { locale: 'en' } };

export const SumNet: Story = {
  render: (_, { globals }) => <Cart locale={localeOf(globals)} state={{ plan: demo('SIPB'), status: 'synced' }} />,
  play: async ({ canvasElement }) => expect(totalsOf(canvasElement)).toHaveAttribute('data-totals', 'net'),
};
export const SumNetInDutch: Story = { ...SumNet, globals: { locale: 'nl' } };

export const ServerTotalsWithDiscounts: Story = {
  render: (_, { globals }) => (
    <Cart locale={localeOf(globals)} state={{ plan: demo('VOIPPRIV'), selection: [...initialSelection(demo('VOIPPRIV')), { id: 3115, quantity: 2 }], orderCart: serverCart, status: 'synced' }} />
  ),
  play: async ({ canvasElement }) => {
    await expect(totalsOf(canvasElement)).toHaveAttribute('data-totals', 'server');
    await expect(within(canvasElement).getByText(/−1,50/)).toBeVisible();
  },
};
export const ServerTotalsWithDiscountsInFrench: Story = { ...ServerTotalsWithDiscounts, globals: { locale: 'fr' } };

/** a later post under way after the server's totals were shown: no stale numbers */
export const Pending: Story = {
  render: (_, { globals }) => <Cart locale={localeOf(globals)} state={{ plan: demo('VOIPPRIV'), orderCart: serverCart, status: 'pending' }} />,
  play: async ({ canvasElement }) => {
    await expect(totalsOf(canvasElement)).toHaveAttribute('data-totals', 'pending');
    await expect(canvasElement.querySelector('[data-part="cart-pending"]')).not.toBeNull();
  },
};
export const PendingInEnglish: Story = { ...Pending, globals: { locale: 'en' } };

/** the first post under way: the sum computed here stays, with the note that the server is asked */
export const FirstPostPending: Story = {
  render: (_, { globals }) => <Cart locale={localeOf(globals)} state={{ plan: demo('VOIPPRIV'), status: 'pending' }} />,
  play: async ({ canvasElement }) => {
    await expect(totalsOf(canvasElement)).toHaveAttribute('data-totals', 'gross');
    await expect(canvasElement.querySelector('[data-part="cart-pending"]')).not.toBeNull();
  },
};
export const FirstPostPendingInDutch: Story = { ...FirstPostPending, globals: { locale: 'nl' } };

export const FailedRefresh: Story = {
  render: (_, { globals }) => <Cart locale={localeOf(globals)} state={{ plan: demo('VOIPPRIV'), status: 'failed' }} />,
  play: async ({ canvasElement }) => {
    await expect(totalsOf(canvasElement)).toHaveAttribute('data-state', 'failed');
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
export const FailedRefreshInDutch: Story = { ...FailedRefresh, globals: { locale: 'nl' } };

export const VoucherNotSynced: Story = {
  render: (_, { globals }) => <Cart locale={localeOf(globals)} state={{ plan: privateMonthly, voucher: fix5, status: 'synced' }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/−5,00/)).toBeVisible();
    await expect(within(canvasElement).getAllByText(/./).length).toBeGreaterThan(3);
  },
};
export const VoucherNotSyncedInFrench: Story = { ...VoucherNotSynced, globals: { locale: 'fr' } };

/** In the shell: the header's cart button opens the dialog, titled for customization mode. */
export const CustomizationMode: Story = {
  render: (_, { globals }) => (
    <ShellStory
      locale={localeOf(globals)}
      url="/plans/VOIPPRIV/product/"
      api={{ loadPlan: async (code) => ({ ...demo(code), isCustomizationMode: true }) }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    // the button of this story's language: a locale switch remounts the shell
    const name = { de: /^Warenkorb/, en: /^Cart/, nl: /^Winkelwagen/, fr: /^Panier/ }[localeOf(globals)];
    const button = await within(canvasElement).findByRole('button', { name }, { timeout: 30_000 });
    // by keyboard, as a person without a mouse opens it
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', {}, { timeout: 30_000 });
    await expect(dialog).toHaveAccessibleName(/Konfiguration|configuration|configuratie/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};
/** The cart dialog's title in customization mode, in each language. */
function CustomizationDialog({ locale }: { locale: StoryLocale }) {
  const plan = { ...demo('VOIPPRIV'), isCustomizationMode: true };
  return (
    <WithTexts locale={locale}>
      <TitledCart plan={plan} locale={locale} />
    </WithTexts>
  );
}

function TitledCart({ plan, locale }: { plan: Plan; locale: StoryLocale }) {
  const { t } = useTranslation();
  return (
    <Dialog open title={t(plan.isCustomizationMode ? 'cart.titleCustomization' : 'cart.title')} onClose={() => undefined} closeLabel={t('common.close')}>
      <CartContents view={cartView(plan, initialSelection(plan), null, 'idle', null, locale)} />
    </Dialog>
  );
}

export const CustomizationTitleInEnglish: Story = {
  globals: { locale: 'en' },
  render: (_, { globals }) => <CustomizationDialog locale={localeOf(globals)} />,
  play: async () => {
    await expect(await within(document.body).findByRole('dialog', { name: 'Your configuration' }, { timeout: 30_000 })).toBeVisible();
  },
};
export const CustomizationTitleInDutch: Story = {
  globals: { locale: 'nl' },
  render: (_, { globals }) => <CustomizationDialog locale={localeOf(globals)} />,
  play: async () => {
    await expect(await within(document.body).findByRole('dialog', { name: 'Uw configuratie' }, { timeout: 30_000 })).toBeVisible();
  },
};

/** Spec section 2: the cart button is hidden on the confirm step (the header stays). */
export const HiddenOnConfirm: Story = {
  render: (_, { globals }) => (
    <ShellStory
      locale={localeOf(globals)}
      url="/plans/VOIPPRIV/confirm/"
      at={{
        value: { ready: { page: { plan: { flow: { confirm: 'editing' } } }, modal: 'closed', quoteStatus: 'initial' } } as never,
        context: (booted) => ({
          plan: demo('VOIPPRIV'),
          stepRules,
          route: { name: 'step', plan: 'VOIPPRIV', step: 'confirm' },
          flow: { highestStep: 'confirm', cameFromPlanList: true, skippedSteps: ['product', 'customer', 'account'] },
          partner: booted.partner,
        }),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[part="step-frame"][data-step="confirm"]')).not.toBeNull(), { timeout: 30_000 });
    await expect(canvasElement.querySelector('[part="header"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-part="cart-button"]')).toBeNull();
  },
};
