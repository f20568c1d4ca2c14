import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import { Order } from '../../../src/domain/schemas/order.ts';
import type { ElementQuery, JourneyDriver } from './driver.ts';

/*
 * The journeys' vocabulary, once for every suite (issue 47): the form's labels and the demo's data, and the steps a
 * person takes on them, written against the JourneyDriver (driver.ts). The engine journeys (*.journey.ts, in Firefox
 * and WebKit through tests/browser/engines/run.ts, in Chromium through tests/browser/e2e/journeys.spec.ts), the e2e
 * specs (the `driver` fixture of tests/browser/e2e/fixtures.ts) and the model's executors (tests/browser/model/) all
 * fill the form with these functions, the way a person does it (pointer and keys). An architecture test
 * (tests/architecture/journeyKit.test.ts) keeps fillPrivateCustomer, fillCompanyCustomer and checkBerlinAddress here alone.
 */

/** A step's chunk and its texts load on a busy 2-core machine: not a speed test. */
export const wait = { timeout: 20_000 };

/** The four languages of the form, each with the word its step frame's "next" button says. */
export const languages = ['de', 'en', 'nl', 'fr'] as const;
export type Language = (typeof languages)[number];

export const nextLabel: Record<Language, string> = { de: 'Weiter', en: 'Next', nl: 'Volgende', fr: 'Suivant' };

/** The customer step's labels. */
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

export const next = (driver: JourneyDriver) => driver.click({ role: 'button', name: nextLabel.de }, wait);

const field = (name: string | RegExp): ElementQuery => ({ role: 'textbox', name });

export const connectionAddress: ElementQuery = { role: 'region', name: customerLabels.connectionAddress };

/**
 * Until every live check of the form has its answer (a checking field is `data-state="pending"`): a fault the test
 * injects next (an ended session, a rotated XSRF cookie) then meets the call it is meant for, not a check still on
 * its way, which would be refused for it and count as an unexpected error.
 */
export const liveChecksAnswered = (driver: JourneyDriver) => driver.waitForNone('[data-state="pending"]', wait);

/** The address check's dialog: the Berlin address typed, its suggestion chosen by keyboard, then "continue". */
export async function checkBerlinAddress(driver: JourneyDriver) {
  const dialog: ElementQuery = { role: 'dialog', name: addressCheck.dialog };
  const search: ElementQuery = { role: 'combobox', name: addressCheck.search, within: dialog };
  await driver.type(search, addressCheck.typed, wait);
  await driver.waitFor({ role: 'option', name: addressCheck.suggestion, within: dialog }, wait);
  await driver.press('ArrowDown');
  await driver.press('Enter');
  await driver.waitForText(addressCheck.available, dialog, wait);
  await driver.click({ role: 'button', name: addressCheck.continue, within: dialog }, wait);
  await driver.waitForHidden(dialog, wait);
}

/**
 * The customer step filled in for the demo's company Isar Software AG, found by the company search (which fills
 * the connection address), paying by direct debit with a valid IBAN; ends once every live check has its answer.
 */
export async function fillCompanyCustomer(driver: JourneyDriver, email: string) {
  const company: ElementQuery = { role: 'combobox', name: customerLabels.company };
  await driver.type(company, companyCustomer.search, wait);
  await driver.waitFor({ role: 'option', name: companyCustomer.suggestion }, wait);
  await driver.press('ArrowDown');
  await driver.press('Enter');
  await driver.waitForText(companyCustomer.connectionAddress, connectionAddress, wait);
  await driver.type(field(customerLabels.firstName), companyCustomer.firstName);
  await driver.type(field(customerLabels.lastName), companyCustomer.lastName);
  await driver.type(field(customerLabels.phone), companyCustomer.phone);
  await driver.type(field(customerLabels.email), email);
  await driver.type(field(customerLabels.accountHolder), companyCustomer.accountHolder);
  await payByDirectDebit(driver, companyCustomer.iban);
  await liveChecksAnswered(driver);
}

/**
 * The customer step filled in for a private customer paying by direct debit (the connection address is checked
 * already); ends once every live check has its answer.
 */
export async function fillPrivateCustomer(driver: JourneyDriver, customer: PrivateCustomer) {
  await driver.select({ role: 'combobox', name: customerLabels.salutation }, customer.salutation, wait);
  await driver.type(field(customerLabels.firstName), customer.firstName);
  await driver.type(field(customerLabels.lastName), customer.lastName);
  await driver.type(field(customerLabels.birthDate), customer.birthDate);
  await driver.type(field(customerLabels.phone), demoPhone);
  await driver.type(field(customerLabels.email), customer.email);
  await driver.type(field(customerLabels.accountHolder), `${customer.firstName} ${customer.lastName}`);
  await payByDirectDebit(driver, customer.iban);
  await liveChecksAnswered(driver);
}

async function payByDirectDebit(driver: JourneyDriver, iban: string) {
  await driver.type(field(customerLabels.iban), iban);
  const bic = field(customerLabels.bic);
  const deadline = Date.now() + wait.timeout;
  while ((await driver.value(bic)) !== companyCustomer.bic) {
    if (Date.now() > deadline) assert.equal(await driver.value(bic), companyCustomer.bic, 'the BIC derived from the IBAN');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await driver.check({ role: 'checkbox', name: customerLabels.mandate });
}

/** The account step's password, then confirm's acceptances and the order button. */
export async function accountAndConfirm(driver: JourneyDriver, plan: string, password: string) {
  await driver.waitForUrl(new RegExp(`/plans/${plan}/account/`), wait);
  await driver.type(field(accountLabels.password), password, wait);
  await driver.type(field(accountLabels.repeat), password);
  await next(driver);
  await driver.waitForUrl(new RegExp(`/plans/${plan}/confirm/`), wait);
  for (const name of confirmations) await driver.check({ role: 'checkbox', name }, wait);
  await driver.click({ role: 'button', name: placeOrderLabel });
}

/** The one order the demo API received with this e-mail address, parsed against the spec's Order shape. */
export async function orderOf(driver: JourneyDriver, email: string, origin?: string) {
  const mine = (await driver.orders(origin)).filter((order) => (order.body as { contact?: { email?: string } }).contact?.email === email);
  assert.equal(mine.length, 1, `one order placed with ${email}`);
  return z.parse(z.strictObject(Order.shape), mine[0]!.body);
}

/** An e-mail address no other journey (nor another engine's run of this one) uses. */
export const uniqueEmail = (driver: JourneyDriver, label: string) => `${label}-${driver.engine}-${Date.now()}@example.com`;
