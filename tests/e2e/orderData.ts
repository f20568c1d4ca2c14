import type { Locator, Page, Request } from '@playwright/test';
import * as z from 'zod/mini';
import { Order } from '../../src/domain/schemas/order.ts';
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
 * The customer step filled in for the demo's company Isar Software AG, found by the company search (which fills
 * the connection address), paying by direct debit with a valid IBAN.
 */
export async function fillCompanyCustomer(form: Locator, email: string) {
  const company = form.getByRole('combobox', { name: /Firmenname/ });
  await company.fill('Isar', { timeout: 15_000 });
  await expect(form.getByRole('option', { name: /Isar Software AG/ })).toBeVisible({ timeout: 10_000 });
  await company.press('ArrowDown');
  await company.press('Enter');
  await expect(form.getByRole('region', { name: 'Anschlussadresse' })).toContainText('Marienplatz 8, 80331 München', { timeout: 10_000 });
  await form.getByLabel(/^Vorname/).fill('Anna');
  await form.getByLabel(/^Nachname/).fill('Schmidt');
  await form.getByLabel(/^Telefonnummer/).fill('6641234567');
  await form.getByLabel(/^E-Mail-Adresse/).fill(email);
  await form.getByLabel(/^Kontoinhaber/).fill('Isar Software AG');
  await form.getByLabel(/^IBAN/).fill('DE89370400440532013000');
  await expect(form.getByLabel(/^BIC/)).toHaveValue('COBADEFFXXX', { timeout: 10_000 });
  await form.getByRole('checkbox', { name: /Lastschriftmandat/ }).check();
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
  await form.getByLabel(/^Anrede/).selectOption(customer.salutation);
  await form.getByLabel(/^Vorname/).fill(customer.firstName);
  await form.getByLabel(/^Nachname/).fill(customer.lastName);
  await form.getByLabel(/^Geburtsdatum/).fill(customer.birthDate);
  await form.getByLabel(/^Telefonnummer/).fill('6641234567');
  await form.getByLabel(/^E-Mail-Adresse/).fill(customer.email);
  await form.getByLabel(/^Kontoinhaber/).fill(`${customer.firstName} ${customer.lastName}`);
  await form.getByLabel(/^IBAN/).fill(customer.iban);
  await expect(form.getByLabel(/^BIC/)).toHaveValue('COBADEFFXXX', { timeout: 10_000 });
  await form.getByRole('checkbox', { name: /Lastschriftmandat/ }).check();
}
