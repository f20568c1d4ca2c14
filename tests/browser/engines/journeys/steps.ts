import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import { Order } from '../../../../src/domain/schemas/order.ts';
import { accountLabels, addressCheck, companyCustomer, confirmations, customerLabels, demoPhone, placeOrderLabel, type PrivateCustomer } from '../../e2e/orderData.ts';
import { nextLabel } from '../../e2e/screens.ts';
import type { ElementQuery, JourneyDriver } from '../driver.ts';

/*
 * The steps the engine journeys share, on the driver: the same fields, labels and data as the Playwright e2e tests
 * (tests/browser/e2e/orderData.ts), filled the way a person does it (pointer and keys).
 */

/** A step's chunk and its texts load on a busy 2-core machine: not a speed test. */
export const wait = { timeout: 20_000 };

export const next = (driver: JourneyDriver) => driver.click({ role: 'button', name: nextLabel.de }, wait);

const field = (name: string | RegExp): ElementQuery => ({ role: 'textbox', name });

export const connectionAddress: ElementQuery = { role: 'region', name: customerLabels.connectionAddress };

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

/** The customer step for the demo's company, found by the company search, paying by direct debit. */
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
}

/** The customer step for a private customer (the connection address checked already). */
export async function fillPrivateCustomer(driver: JourneyDriver, customer: PrivateCustomer) {
  await driver.select({ role: 'combobox', name: customerLabels.salutation }, customer.salutation);
  await driver.type(field(customerLabels.firstName), customer.firstName);
  await driver.type(field(customerLabels.lastName), customer.lastName);
  await driver.type(field(customerLabels.birthDate), customer.birthDate);
  await driver.type(field(customerLabels.phone), demoPhone);
  await driver.type(field(customerLabels.email), customer.email);
  await driver.type(field(customerLabels.accountHolder), `${customer.firstName} ${customer.lastName}`);
  await payByDirectDebit(driver, customer.iban);
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
