import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companyCustomer } from '../../demo/api/fixtures/customers.ts';
import { findPlan, planResponse } from '../../demo/api/fixtures/plans.ts';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import type { OrderContext } from '../../machines/order/context.ts';
import type { StepName } from '../../machines/steps.ts';
import * as stepRules from '../../machines/stepRules.ts';
import { emptyCustomerForm, type CustomerForm } from '../../src/domain/index.ts';
import { Shell } from '../../src/shell/Shell.tsx';
import { localeOf, ShellStory, type StoryRuntimeOptions } from '../shell/storyRuntime.tsx';

/**
 * The account and confirm steps and the pages after a submitted order (spec sections 2, 4, 7, 8), each state on
 * the demo API through msw, sampled in four languages.
 */
const meta = {
  title: 'Steps/Account and confirm',
  component: Shell,
  parameters: { layout: 'fullscreen' },
  beforeEach: async () => {
    await fetch('/api/_demo/reset', { method: 'POST' });
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 30_000 };

const customer = companyCustomer;

/** Started at a step of VOIPPRIV with this customer form (and more of the context). */
const at = (step: StepName, form: Partial<CustomerForm>, more: Partial<OrderContext> = {}): StoryRuntimeOptions['at'] => ({
  value: { ready: { page: { plan: { flow: { [step]: 'editing' } } }, modal: 'closed', quoteStatus: 'initial' } } as OrderSnapshot['value'],
  context: (booted) => ({
    plan: planResponse(findPlan('VOIPPRIV')!),
    stepRules,
    route: { name: 'step', plan: 'VOIPPRIV', step },
    flow: { highestStep: step, cameFromPlanList: true, skippedSteps: ['product'] },
    partner: booted.partner,
    form: { ...booted.form, customer: { ...emptyCustomerForm(), ...form } },
    ...more,
  }),
});

const frameOf = (canvasElement: HTMLElement, step: StepName) =>
  waitFor(() => {
    const frame = canvasElement.querySelector<HTMLElement>(`[part="step-frame"][data-step="${step}"]`);
    expect(frame?.querySelector(step === 'account' ? '#account-password, #account-reference-title' : '#confirm-submit')).toBeTruthy();
    return frame!;
  }, slow);

export const AccountEmpty: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/account/" at={at('account', customer)} />,
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, 'account');
    const password = frame.querySelector<HTMLInputElement>('#account-password')!;
    await expect(password.type).toBe('password');
    await expect(password.autocomplete).toBe('new-password');
  },
};
export const AccountEmptyInFrench: Story = { ...AccountEmpty, globals: { locale: 'fr' } };

export const AccountInvalid: Story = {
  render: (_, { globals }) => (
    <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/account/" at={at('account', { ...customer, password: 'kurz', repeatPassword: 'anders' })} />
  ),
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, 'account');
    const buttons = frame.querySelectorAll<HTMLButtonElement>('[part="step-actions"] [part="button"]');
    await userEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(frame.querySelector('#account-password')?.getAttribute('aria-invalid')).toBe('true'), slow);
  },
};
export const AccountInvalidInDutch: Story = { ...AccountInvalid, globals: { locale: 'nl' } };

export const AccountPasswordShown: Story = {
  render: (_, { globals }) => (
    <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/account/" at={at('account', { ...customer, password: 'geheim-2026', repeatPassword: 'geheim-2026' })} />
  ),
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, 'account');
    await userEvent.click(frame.querySelector<HTMLInputElement>('input[name="showPassword"]')!);
    await waitFor(() => expect(frame.querySelector<HTMLInputElement>('#account-password')!.type).toBe('text'), slow);
  },
};
export const AccountPasswordShownInEnglish: Story = { ...AccountPasswordShown, globals: { locale: 'en' } };

const confirmAt = (more: Partial<CustomerForm> = {}) => at('confirm', { ...customer, password: 'geheim-2026', repeatPassword: 'geheim-2026', ...more });
const accepted = { accountAccept1: true, accountAccept2: true, accountAccept3: true, accountAccept4: true, acceptTerms: true };

export const ConfirmReady: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/confirm/" at={confirmAt()} />,
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, 'confirm');
    await expect(frame.querySelectorAll('[data-summary]').length).toBeGreaterThanOrEqual(2);
    await expect(frame.querySelector('table')).not.toBeNull();
  },
};
export const ConfirmReadyInEnglish: Story = { ...ConfirmReady, globals: { locale: 'en' } };

export const ConfirmAcceptancesMissing: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/confirm/" at={confirmAt()} />,
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, 'confirm');
    await userEvent.click(frame.querySelector<HTMLButtonElement>('#confirm-submit')!);
    await waitFor(() => expect(frame.querySelector('#confirm-acceptTerms')?.getAttribute('aria-invalid')).toBe('true'), slow);
  },
};
export const ConfirmAcceptancesMissingInFrench: Story = { ...ConfirmAcceptancesMissing, globals: { locale: 'fr' } };

export const ConfirmSubmitFailed: Story = {
  beforeEach: async () => {
    await fetch('/api/_demo/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: 'orders', method: 'POST', status: 500 }) });
  },
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/confirm/" at={confirmAt(accepted)} />,
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, 'confirm');
    await userEvent.click(frame.querySelector<HTMLButtonElement>('#confirm-submit')!);
    await waitFor(() => expect(frame.querySelector('[role="alert"], .error-summary, [data-part="error-summary"]')).not.toBeNull(), slow);
  },
};
export const ConfirmSubmitFailedInDutch: Story = { ...ConfirmSubmitFailed, globals: { locale: 'nl' } };

const summaryTexts: Record<'de' | 'en' | 'nl' | 'fr', { download: string; failed: string }> = {
  de: { download: 'Vertragszusammenfassung herunterladen (PDF)', failed: 'Die Vertragszusammenfassung konnte nicht geladen werden. Bitte versuchen Sie es erneut.' },
  en: { download: 'Download the contract summary (PDF)', failed: 'The contract summary could not be loaded. Please try again.' },
  nl: { download: 'Contractsamenvatting downloaden (pdf)', failed: 'De contractsamenvatting kon niet worden geladen. Probeer het opnieuw.' },
  fr: { download: 'Télécharger le récapitulatif contractuel (PDF)', failed: "Le récapitulatif contractuel n'a pas pu être chargé. Veuillez réessayer." },
};

/** `GET contract-summary` answers 200 with a body that is not a PDF: nothing is saved, the step says the download failed. */
export const ContractSummaryNotAPdf: Story = {
  beforeEach: async () => {
    await fetch('/api/_demo/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: 'contract-summary', method: 'GET', malformed: true }) });
  },
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/confirm/" at={confirmAt()} />,
  play: async ({ canvasElement, globals }) => {
    const t = summaryTexts[localeOf(globals)];
    const frame = await frameOf(canvasElement, 'confirm');
    await userEvent.click(within(frame).getByRole('button', { name: t.download }));
    await waitFor(() => expect(within(frame).getByRole('alert')).toHaveTextContent(t.failed), slow);
  },
};
export const ContractSummaryNotAPdfInEnglish: Story = { ...ContractSummaryNotAPdf, globals: { locale: 'en' } };
export const ContractSummaryNotAPdfInDutch: Story = { ...ContractSummaryNotAPdf, globals: { locale: 'nl' } };
export const ContractSummaryNotAPdfInFrench: Story = { ...ContractSummaryNotAPdf, globals: { locale: 'fr' } };

const pageAt = (page: 'thanks' | 'nect', changedSteps: StepName[] = []): StoryRuntimeOptions['at'] => ({
  value: { ready: { page, modal: 'closed', quoteStatus: 'initial' } } as OrderSnapshot['value'],
  context: () => ({
    route: page === 'thanks' ? { name: 'thanks', plan: 'VOIPBIZ' } : { name: 'nect' },
    submitted: { transactionId: 'DEMO-100042', verification: page === 'nect' ? { type: 'nect', url: 'https://nect.example/ident/DEMO-100042' } : null, changedSteps },
  }),
});

export const Thanks: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPBIZ/thanks/" at={pageAt('thanks')} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-page="thanks"]')?.textContent).toContain('DEMO-100042'), slow);
  },
};
export const ThanksInFrench: Story = { ...Thanks, globals: { locale: 'fr' } };

/** Issue 48: the order had arrived before the visitor's last changes (its answer was lost): the page names the steps it does not hold. */
export const ThanksForAnOrderThatArrivedBeforeChanges: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPBIZ/thanks/" at={pageAt('thanks', ['customer', 'confirm'])} />,
  play: async ({ canvasElement }) => {
    const page = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[data-page="thanks"]');
      expect(found?.querySelectorAll('li')).toHaveLength(2);
      return found!;
    }, slow);
    expect(page.textContent).toContain('DEMO-100042');
  },
};
export const ThanksForAnOrderThatArrivedBeforeChangesInEnglish: Story = { ...ThanksForAnOrderThatArrivedBeforeChanges, globals: { locale: 'en' } };
export const ThanksForAnOrderThatArrivedBeforeChangesInDutch: Story = { ...ThanksForAnOrderThatArrivedBeforeChanges, globals: { locale: 'nl' } };
export const ThanksForAnOrderThatArrivedBeforeChangesInFrench: Story = { ...ThanksForAnOrderThatArrivedBeforeChanges, globals: { locale: 'fr' } };

export const Nect: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/nect" at={pageAt('nect')} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-page="nect"] a[href^="https://nect.example/"]')).not.toBeNull(), slow);
  },
};
export const NectInEnglish: Story = { ...Nect, globals: { locale: 'en' } };
