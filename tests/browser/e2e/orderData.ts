import type { Locator, Page, Request } from '@playwright/test';
import * as z from 'zod/mini';
import { Order } from '../../../src/domain/schemas/order.ts';
import { expect } from './fixtures.ts';

/** Every `PUT order` body the page sends (framed or not), parsed against the spec's Order shape (section 3). */
export function savedOrders(page: Page) {
  const bodies: Array<z.infer<typeof Order>> = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'PUT' || !request.url().endsWith('/api/order')) return;
    bodies.push(z.parse(z.strictObject(Order.shape), request.postDataJSON() as unknown));
  });
  return bodies;
}

/**
 * The customer step's labels and the demo's company customer, shared with the engine journeys (tests/browser/engines/), which
 * fill the same fields in Firefox and WebKit through their own driver.
 */
export const customerLabels = {
  company: /Firmenname/,
  customerType: { private: 'Privatkunde' },
  salutation: /^Anrede/,
  firstName: /^Vorname/,
  lastName: /^Nachname/,
  birthDate: /^Geburtsdatum/,
  phone: /^Telefonnummer/,
  email: /^E-Mail-Adresse/,
  accountHolder: /^Kontoinhaber/,
  iban: /^IBAN/,
  bic: /^BIC/,
  mandate: /Lastschriftmandat/,
  connectionAddress: 'Anschlussadresse',
} as const;

/** A mobile number the phone checks accept, typed after the country's +49. */
export const demoPhone = '6641234567';

/** The demo's company Isar Software AG, found by the company search (which fills the connection address). */
export const companyCustomer = {
  search: 'Isar',
  suggestion: /Isar Software AG/,
  connectionAddress: 'Marienplatz 8, 80331 München',
  firstName: 'Anna',
  lastName: 'Schmidt',
  phone: demoPhone,
  accountHolder: 'Isar Software AG',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
} as const;

/**
 * Until every live check of the form has its answer (a checking field is `data-state="pending"`): a fault the test
 * injects next (an ended session, a rotated XSRF cookie) then meets the call it is meant for, not a check still on
 * its way, which would be refused for it and count as an unexpected error.
 */
async function liveChecksAnswered(form: Locator) {
  await expect(form.locator('[data-state="pending"]')).toHaveCount(0, { timeout: 10_000 });
}

/**
 * The customer step filled in for the demo's company Isar Software AG, found by the company search (which fills
 * the connection address), paying by direct debit with a valid IBAN.
 */
export async function fillCompanyCustomer(form: Locator, email: string) {
  const company = form.getByRole('combobox', { name: customerLabels.company });
  await company.fill(companyCustomer.search, { timeout: 15_000 });
  await expect(form.getByRole('option', { name: companyCustomer.suggestion })).toBeVisible({ timeout: 10_000 });
  await company.press('ArrowDown');
  await company.press('Enter');
  await expect(form.getByRole('region', { name: customerLabels.connectionAddress })).toContainText(companyCustomer.connectionAddress, { timeout: 10_000 });
  await form.getByLabel(customerLabels.firstName).fill(companyCustomer.firstName);
  await form.getByLabel(customerLabels.lastName).fill(companyCustomer.lastName);
  await form.getByLabel(customerLabels.phone).fill(companyCustomer.phone);
  await form.getByLabel(customerLabels.email).fill(email);
  await form.getByLabel(customerLabels.accountHolder).fill(companyCustomer.accountHolder);
  await form.getByLabel(customerLabels.iban).fill(companyCustomer.iban);
  await expect(form.getByLabel(customerLabels.bic)).toHaveValue(companyCustomer.bic, { timeout: 10_000 });
  await form.getByRole('checkbox', { name: customerLabels.mandate }).check();
  await liveChecksAnswered(form);
}

export interface PrivateCustomer {
  salutation: 'Mr' | 'Mrs';
  firstName: string;
  lastName: string;
  /** as typed, DD.MM.YYYY */
  birthDate: string;
  email: string;
  /** as typed: grouped with spaces or not */
  iban: string;
}

/** The customer step filled in for a private customer paying by direct debit (the connection address is checked already). */
export async function fillPrivateCustomer(form: Locator, customer: PrivateCustomer) {
  await form.getByLabel(customerLabels.salutation).selectOption(customer.salutation);
  await form.getByLabel(customerLabels.firstName).fill(customer.firstName);
  await form.getByLabel(customerLabels.lastName).fill(customer.lastName);
  await form.getByLabel(customerLabels.birthDate).fill(customer.birthDate);
  await form.getByLabel(customerLabels.phone).fill(demoPhone);
  await form.getByLabel(customerLabels.email).fill(customer.email);
  await form.getByLabel(customerLabels.accountHolder).fill(`${customer.firstName} ${customer.lastName}`);
  await form.getByLabel(customerLabels.iban).fill(customer.iban);
  await expect(form.getByLabel(customerLabels.bic)).toHaveValue(companyCustomer.bic, { timeout: 10_000 });
  await form.getByRole('checkbox', { name: customerLabels.mandate }).check();
  await liveChecksAnswered(form);
}

/** The address check's dialog as the demo answers it: a Berlin address with several providers. */
export const addressCheck = {
  dialog: 'Verfügbarkeit prüfen',
  search: 'Adresse suchen',
  typed: 'Friedrichstr 123',
  suggestion: 'Friedrichstraße 123, 10117 Berlin',
  available: 'Gute Nachrichten: Ihr Anschluss ist verfügbar!',
  continue: 'Weiter zur Bestellung',
} as const;

/** The account step's password fields. */
export const accountLabels = { password: /^Passwort$/, repeat: /^Passwort wiederholen/ } as const;

/** What the confirm step asks to accept before "Zahlungspflichtig bestellen" places the order. */
export const confirmations = [/Verkehrsdaten/, /Störungen/, /Rechnung online/, /Telefonbuch/, /AGB/] as const;
export const placeOrderLabel = 'Zahlungspflichtig bestellen';
export const thanksHeading = 'Vielen Dank für Ihre Bestellung!';
