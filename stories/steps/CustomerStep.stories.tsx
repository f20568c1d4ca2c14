import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companyCustomer } from '../../demo/api/fixtures/customers.ts';
import { emptyCustomerForm, type CustomerForm } from '../../src/domain/index.ts';
import type { Voucher } from '../../src/domain/schemas/voucher.ts';
import { voucherFromCheck } from '../../src/domain/voucher.ts';
import CustomerStep from '../../src/steps/customer/CustomerStep.tsx';
import { atCustomerStep, localeOf, ShellStory } from '../shell/storyRuntime.tsx';

/**
 * The customer step (spec sections 2, 4, 5, 7) in each state: empty, invalid after "next", a private customer's
 * rule messages, company search results, none, failed and pending, a filled bank account, the live checks
 * pending, the voucher checking, valid, invalid, expired and failed, the terms an itemized bill needs, a billing
 * address abroad; on the demo API through msw, sampled in four languages (each pending state in all four).
 */
const meta = {
  title: 'Steps/Customer',
  component: CustomerStep,
  parameters: { layout: 'fullscreen' },
  beforeEach: async () => {
    await fetch('/api/_demo/reset', { method: 'POST' });
  },
} satisfies Meta<typeof CustomerStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 30_000 };
const url = '/plans/VOIPPRIV/customer/';

/** Started at the customer step of VOIPPRIV with this customer form and voucher. */
const at = (customer: Partial<CustomerForm>, voucher: Voucher | null = null) =>
  atCustomerStep('VOIPPRIV', (booted) => ({ form: { ...booted.form, customer: { ...emptyCustomerForm(), ...customer }, voucher } }));

const stepOf = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const step = canvasElement.querySelector<HTMLElement>('[data-part="customer"]');
    expect(step).not.toBeNull();
    // the sections below the first screenful come in a render of their own
    expect(step!.querySelector('[data-pending="after-first-paint"]')).toBeNull();
    return step!.closest<HTMLElement>('[part="step-frame"]')!;
  }, slow);

const pressNext = (frame: HTMLElement) => {
  const buttons = frame.querySelectorAll<HTMLButtonElement>('[part="step-actions"] [part="button"]');
  return userEvent.click(buttons[buttons.length - 1]!);
};

// the demo company as a visitor types it: the IBAN in groups of four
const filled: Partial<CustomerForm> = { ...companyCustomer, accountNumber: 'DE89 3704 0044 0532 0130 00' };

export const Empty: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url={url} at={at({})} />,
  play: async ({ canvasElement }) => {
    const frame = await stepOf(canvasElement);
    await expect(frame.querySelector('#customer-companyName')).not.toBeNull();
    await expect(frame.querySelector('#customer-accountNumber')).not.toBeNull();
    await expect(frame.querySelector('[data-part="voucher"]')?.getAttribute('data-state')).toBe('entering');
  },
};
export const EmptyInEnglish: Story = { ...Empty, globals: { locale: 'en' } };

export const Invalid: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url={url} at={at({})} />,
  play: async ({ canvasElement }) => {
    const frame = await stepOf(canvasElement);
    await pressNext(frame);
    const summary = await waitFor(() => {
      const found = frame.querySelector<HTMLElement>('section[tabindex="-1"]');
      expect(found).not.toBeNull();
      return found!;
    }, slow);
    await waitFor(() => expect(summary).toHaveFocus(), slow);
    await expect(within(summary).getAllByRole('link').length).toBeGreaterThanOrEqual(8);
  },
};
export const InvalidInFrench: Story = { ...Invalid, globals: { locale: 'fr' } };

export const PrivateWithErrors: Story = {
  render: (_, { globals }) => (
    <ShellStory locale={localeOf(globals)} url={url} at={at({ ...filled, customerType: 'private', salutation: 'Mrs', birthDate: '01.01.2020', accountNumber: 'DE89370400440532013001', itemizedBill: 'full' })} />
  ),
  play: async ({ canvasElement }) => {
    const frame = await stepOf(canvasElement);
    await pressNext(frame);
    await waitFor(() => expect(frame.querySelector('#customer-birthDate')?.getAttribute('aria-invalid')).toBe('true'), slow);
    await expect(frame.querySelector('#customer-accountNumber')?.getAttribute('aria-invalid')).toBe('true');
    await expect(frame.querySelector('#customer-acceptTerms')?.getAttribute('aria-invalid')).toBe('true');
  },
};
export const PrivateWithErrorsInDutch: Story = { ...PrivateWithErrors, globals: { locale: 'nl' } };

export const CompanyResults: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url={url} at={at({})} />,
  play: async ({ canvasElement }) => {
    const frame = await stepOf(canvasElement);
    await userEvent.type(frame.querySelector<HTMLInputElement>('#customer-companyName')!, 'GmbH');
    await waitFor(() => expect(frame.querySelectorAll('[role="option"]').length).toBeGreaterThanOrEqual(2), slow);
  },
};
export const CompanyResultsInEnglish: Story = { ...CompanyResults, globals: { locale: 'en' } };

/** The IBAN's BIC found by the root machine with the country's table (its own tests: tests/machines/order.bic.test.ts). */
const derivedBicAt = atCustomerStep('VOIPPRIV', (booted) => ({
  form: { ...booted.form, customer: { ...emptyCustomerForm(), ...filled, accountBIC: 'COBADEFFXXX' } },
  bicTable: { country: 'DE', bics: { '37040044': 'COBADEFFXXX' } },
}));

export const BankDerivedBic: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url={url} at={derivedBicAt} />,
  play: async ({ canvasElement }) => {
    const frame = await stepOf(canvasElement);
    const bic = frame.querySelector<HTMLInputElement>('#customer-accountBIC')!;
    await waitFor(() => expect(bic.value).toBe('COBADEFFXXX'), slow);
    // found, not asked for
    expect(bic.required).toBe(false);
  },
};

const welcome = voucherFromCheck({ code: 'WELCOME10', isValid: true, discountType: 'percent', discountValue: 10, discountMonthly: 2, discountOneTime: 0, message: 'voucher.message.valid' });
const voucherStory = (voucher: Voucher, state: string): Story => ({
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url={url} at={at(filled, voucher)} />,
  play: async ({ canvasElement }) => {
    const frame = await stepOf(canvasElement);
    await waitFor(() => expect(frame.querySelector('[data-part="voucher"]')?.getAttribute('data-state')).toBe(state), slow);
    await expect(frame.querySelector('[data-part="voucher"] [role="alert"], [data-part="voucher"] [role="status"]')).not.toBeNull();
  },
});

export const VoucherValid: Story = voucherStory(welcome, 'valid');
export const VoucherValidInFrench: Story = { ...VoucherValid, globals: { locale: 'fr' } };
export const VoucherInvalid: Story = voucherStory(voucherFromCheck({ code: 'NOPE', isValid: false, message: 'voucher.message.invalid' }), 'invalid');
export const VoucherExpired: Story = voucherStory(voucherFromCheck({ code: 'ALT2024', isValid: false, message: 'voucher.message.expired' }), 'expired');
export const VoucherExpiredInDutch: Story = { ...VoucherExpired, globals: { locale: 'nl' } };

// ---- pending states: the demo API holds the next matching call for 30 s ----

const hold = (path: string, times = 1) =>
  fetch('/api/_demo/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path, delayMs: 30_000, times }) });

/** Pending means the requests are out: the held faults were taken by them. */
const heldCallsSent = () =>
  waitFor(async () => {
    const answer = (await (await fetch('/api/_demo/faults')).json()) as { data: unknown[] };
    expect(answer.data).toEqual([]);
  }, slow);

const fieldStateOf = (frame: HTMLElement, id: string) => frame.querySelector(`#${id}`)?.closest('[data-state]')?.getAttribute('data-state');

/** The phone number and the VAT id, typed before, checked live by the server (spec sections 4, 7): both spinners. */
export const LiveChecksPending: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url={url} at={at({ ...filled, vatID: 'DE123456789' })} />,
  beforeEach: async () => {
    await hold('plans/*/order/validate', 2);
  },
  play: async ({ canvasElement }) => {
    const frame = await stepOf(canvasElement);
    await heldCallsSent();
    await waitFor(() => expect(frame.querySelectorAll('[data-mark="pending"]').length).toBe(2), slow);
    await expect(fieldStateOf(frame, 'customer-phoneNumber')).toBe('pending');
    await expect(fieldStateOf(frame, 'customer-vatID')).toBe('pending');
  },
};
export const LiveChecksPendingInEnglish: Story = { ...LiveChecksPending, globals: { locale: 'en' } };
export const LiveChecksPendingInDutch: Story = { ...LiveChecksPending, globals: { locale: 'nl' } };
export const LiveChecksPendingInFrench: Story = { ...LiveChecksPending, globals: { locale: 'fr' } };

/** The company search sent after the pause and not yet answered (spec section 4): the list says it is searching. */
export const CompanySearchPending: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url={url} at={at({})} />,
  beforeEach: async () => {
    await hold('companies');
  },
  play: async ({ canvasElement }) => {
    const frame = await stepOf(canvasElement);
    await userEvent.type(frame.querySelector<HTMLInputElement>('#customer-companyName')!, 'GmbH');
    await heldCallsSent();
    await waitFor(() => expect(frame.querySelector('[data-part="company-search"]')?.getAttribute('data-state')).toBe('searching'), slow);
    // the list's note: 'Firmen werden gesucht …' and its translations
    await waitFor(() => expect(frame.querySelector('[data-part="company-search"]')?.textContent).toMatch(/…/), slow);
  },
};
export const CompanySearchPendingInEnglish: Story = { ...CompanySearchPending, globals: { locale: 'en' } };
export const CompanySearchPendingInDutch: Story = { ...CompanySearchPending, globals: { locale: 'nl' } };
export const CompanySearchPendingInFrench: Story = { ...CompanySearchPending, globals: { locale: 'fr' } };

/** A voucher code submitted and not yet answered (spec section 7): the field and the button show the check. */
export const VoucherChecking: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url={url} at={at(filled)} />,
  beforeEach: async () => {
    await hold('plans/*/vouchers');
  },
  play: async ({ canvasElement }) => {
    const frame = await stepOf(canvasElement);
    const voucher = frame.querySelector<HTMLElement>('[data-part="voucher"]')!;
    await userEvent.type(voucher.querySelector<HTMLInputElement>('#customer-voucherCode')!, 'WELCOME10');
    await userEvent.click(voucher.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await heldCallsSent();
    await waitFor(() => expect(voucher.getAttribute('data-state')).toBe('checking'), slow);
    await expect(voucher.querySelector('[data-mark="pending"]')).not.toBeNull();
  },
};
export const VoucherCheckingInEnglish: Story = { ...VoucherChecking, globals: { locale: 'en' } };
export const VoucherCheckingInDutch: Story = { ...VoucherChecking, globals: { locale: 'nl' } };
export const VoucherCheckingInFrench: Story = { ...VoucherChecking, globals: { locale: 'fr' } };

/** Terms and newsletter (spec section 2) with an itemized bill chosen: the terms become required. */
export const TermsNeeded: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url={url} at={at({ ...filled, itemizedBill: 'shortened', newsletter: true })} />,
  play: async ({ canvasElement }) => {
    const frame = await stepOf(canvasElement);
    await waitFor(() => expect(frame.querySelector('#customer-acceptTerms')).not.toBeNull(), slow);
    await expect(frame.querySelector('#customer-acceptTerms')).toBeRequired();
    await expect(frame.querySelector('#customer-newsletter')).toBeChecked();
  },
};
export const TermsNeededInFrench: Story = { ...TermsNeeded, globals: { locale: 'fr' } };

/**
 * A separate billing address in the Netherlands: its country chosen, its postal code by the Dutch pattern. The
 * e-mail address is left out, so "next" stays on the step and shows every error: the Dutch postal code is not one.
 * (With a complete form the step would move on, or not, by how fast the live checks answered.)
 */
export const BillingAbroad: Story = {
  render: (_, { globals }) => (
    <ShellStory
      locale={localeOf(globals)}
      url={url}
      at={at({ ...filled, email: '', hasSeparateBillingAddress: true, billingSalutation: 'Mrs', billingFirstName: 'Eva', billingLastName: 'Visser', billingStreet: 'Herengracht', billingHouseNumber: '12', billingPostalCode: '1015 BS', billingRegion: 'Amsterdam', billingCountry: 'NL' })}
    />
  ),
  play: async ({ canvasElement }) => {
    const frame = await stepOf(canvasElement);
    await expect((frame.querySelector('#customer-billingCountry') as HTMLSelectElement).value).toBe('NL');
    await pressNext(frame);
    await waitFor(() => expect(canvasElement.querySelector('#customer-email')?.getAttribute('aria-invalid')).toBe('true'), slow);
    await expect((canvasElement.querySelector('#customer-billingCountry') as HTMLSelectElement).value).toBe('NL');
    await expect(canvasElement.querySelector('#customer-billingPostalCode')?.getAttribute('aria-invalid')).not.toBe('true');
  },
};
export const BillingAbroadInDutch: Story = { ...BillingAbroad, globals: { locale: 'nl' } };

const failNext = (path: string) =>
  fetch('/api/_demo/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path, status: 503 }) });

/** No company matches the text (spec section 4): the list says so and manual entry is offered. */
export const CompanyNoResults: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url={url} at={at({})} />,
  play: async ({ canvasElement }) => {
    const frame = await stepOf(canvasElement);
    await userEvent.type(frame.querySelector<HTMLInputElement>('#customer-companyName')!, 'Zzyzx');
    await waitFor(() => expect(frame.querySelector('[data-part="company-search"]')?.getAttribute('data-state')).toBe('noResults'), slow);
    await expect(frame.querySelector('[data-part="company-search"] [role="status"]')).not.toBeNull();
    await expect(frame.querySelectorAll('[data-part="company-search"] button').length).toBeGreaterThanOrEqual(1);
  },
};
export const CompanyNoResultsInFrench: Story = { ...CompanyNoResults, globals: { locale: 'fr' } };

/** The company search failed (spec section 4): a note, and manual entry offered; what was typed stays. */
export const CompanySearchFailed: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url={url} at={at({})} />,
  beforeEach: async () => {
    await failNext('companies');
  },
  play: async ({ canvasElement }) => {
    const frame = await stepOf(canvasElement);
    await userEvent.type(frame.querySelector<HTMLInputElement>('#customer-companyName')!, 'GmbH');
    await waitFor(() => expect(frame.querySelector('[data-part="company-search"]')?.getAttribute('data-state')).toBe('failed'), slow);
    await expect((frame.querySelector('#customer-companyName') as HTMLInputElement).value).toBe('GmbH');
    await expect(frame.querySelector('[data-part="company-search"] [role="status"]')).not.toBeNull();
  },
};
export const CompanySearchFailedInDutch: Story = { ...CompanySearchFailed, globals: { locale: 'nl' } };

/** The voucher check failed (spec sections 7, 8): the code stays, a retry is offered. */
export const VoucherFailed: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url={url} at={at(filled)} />,
  beforeEach: async () => {
    await failNext('plans/*/vouchers');
  },
  play: async ({ canvasElement }) => {
    const frame = await stepOf(canvasElement);
    const voucher = frame.querySelector<HTMLElement>('[data-part="voucher"]')!;
    await userEvent.type(voucher.querySelector<HTMLInputElement>('#customer-voucherCode')!, 'WELCOME10');
    await userEvent.click(voucher.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await waitFor(() => expect(voucher.getAttribute('data-state')).toBe('failed'), slow);
    await expect(voucher.querySelector<HTMLInputElement>('#customer-voucherCode')!.value).toBe('WELCOME10');
    await expect(voucher.querySelector('[role="alert"]')).not.toBeNull();
  },
};
export const VoucherFailedInEnglish: Story = { ...VoucherFailed, globals: { locale: 'en' } };

const withoutAddress: Record<'de' | 'en' | 'nl' | 'fr', { check: string; missing: string }> = {
  de: { check: 'Adresse prüfen', missing: 'Anschlussadresse: Noch nicht geprüft: Bitte prüfen Sie die Verfügbarkeit an Ihrer Adresse.' },
  en: { check: 'Check address', missing: 'Connection address: Not checked yet: please check the availability at your address.' },
  nl: { check: 'Adres controleren', missing: 'Aansluitadres: Nog niet gecontroleerd: controleer de beschikbaarheid op uw adres.' },
  fr: { check: "Vérifier l'adresse", missing: 'Adresse de raccordement : Pas encore vérifiée : veuillez vérifier la disponibilité à votre adresse.' },
};

/**
 * A VoIP plan whose address was never checked: every other field is filled, "check address" (not "change") is
 * offered, and "next" names the missing address in the summary; its link opens the address check.
 */
export const WithoutConnectionAddress: Story = {
  render: (_, { globals }) => (
    <ShellStory locale={localeOf(globals)} url={url} at={at({ ...filled, accountBIC: 'COBADEFFXXX', connectionAddress: emptyCustomerForm().connectionAddress })} />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = withoutAddress[localeOf(globals)];
    const frame = await stepOf(canvasElement);
    const section = frame.querySelector<HTMLElement>('[data-part="connection-address"]')!;
    await expect(within(section).getByRole('button', { name: t.check })).toBeVisible();
    await pressNext(frame);
    await waitFor(() => expect(within(frame).getAllByRole('link').map((link) => link.textContent)).toContain(t.missing), slow);
    await expect(section).toHaveAttribute('data-state', 'missing');
  },
};
export const WithoutConnectionAddressInEnglish: Story = { ...WithoutConnectionAddress, globals: { locale: 'en' } };
export const WithoutConnectionAddressInDutch: Story = { ...WithoutConnectionAddress, globals: { locale: 'nl' } };
export const WithoutConnectionAddressInFrench: Story = { ...WithoutConnectionAddress, globals: { locale: 'fr' } };

/** The bank details removed after a time without activity (DESIGN.md, "Data at rest"): asked for again above the empty fields, the rest kept. */
export const BankDetailsRemoved: Story = {
  render: (_, { globals }) => (
    <ShellStory
      locale={localeOf(globals)}
      url={url}
      at={atCustomerStep('VOIPPRIV', (booted) => ({
        form: { ...booted.form, customer: { ...emptyCustomerForm(), ...filled, accountOwner: '', accountNumber: '' }, paymentDataRemoved: true },
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    const frame = await stepOf(canvasElement);
    const payment = frame.querySelector<HTMLElement>('[data-part="payment"]')!;
    await expect(within(payment).getByRole('alert')).toBeVisible();
    await expect(frame.querySelector<HTMLInputElement>('#customer-accountNumber')?.value).toBe('');
    await expect(frame.querySelector<HTMLInputElement>('#customer-firstName')?.value).toBe('Anna');
  },
};
export const BankDetailsRemovedInDutch: Story = { ...BankDetailsRemoved, globals: { locale: 'nl' } };
