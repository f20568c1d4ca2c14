import type { Page, Request } from '@playwright/test';
import * as z from 'zod/mini';
import { Order } from '../../src/domain/schemas/order.ts';
import { expect, orderForm, test } from './fixtures.ts';

const form = (page: Page) => orderForm(page);
const next = (page: Page) => form(page).getByRole('button', { name: 'Weiter', exact: true }).click();

/** Every `PUT order` body, parsed against the spec's Order shape (section 3). */
function savedOrders(page: Page) {
  const bodies: Array<z.infer<typeof Order>> = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'PUT' || !request.url().endsWith('/api/order')) return;
    bodies.push(z.parse(z.strictObject(Order.shape), request.postDataJSON() as unknown));
  });
  return bodies;
}

test('a company customer finds the company, enters an invalid then a valid IBAN, applies vouchers, keeps it all across reload and saves', async ({ page }) => {
  const bodies = savedOrders(page);
  await page.goto('/plans/VOIPPRIV/?skip_to=customer');
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/(\?.*)?$/, { timeout: 10_000 });
  const company = form(page).getByRole('combobox', { name: /Firmenname/ });
  await company.fill('Isar');
  const option = form(page).getByRole('option', { name: /Isar Software AG/ });
  await expect(option).toBeVisible({ timeout: 10_000 });
  await company.press('ArrowDown');
  await company.press('Enter');
  await expect(company).toHaveValue('Isar Software AG');
  await expect(form(page).getByRole('region', { name: 'Anschlussadresse' })).toContainText('Marienplatz 8, 80331 München');
  await expect.poll(() => bodies.some((body) => body.orderAddress?.city === 'München' && body.customer?.crefoNumber === '8170555123')).toBe(true);

  await form(page).getByLabel(/^Vorname/).fill('Anna');
  await form(page).getByLabel(/^Nachname/).fill('Schmidt');
  await form(page).getByLabel(/^Telefonnummer/).fill('6641234567');
  await form(page).getByLabel(/^E-Mail-Adresse/).fill('anna@example.com');
  await form(page).getByLabel(/^Kontoinhaber/).fill('Isar Software AG');
  const iban = form(page).getByLabel(/^IBAN/);
  await iban.fill('DE89370400440532013001');
  await iban.blur();
  await expect(form(page).getByText('Ungültige IBAN', { exact: true })).toBeVisible({ timeout: 10_000 });
  await iban.fill('de89 3704 0044 0532 0130 00');
  await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
  await expect(form(page).getByLabel(/^BIC/)).toHaveValue('COBADEFFXXX', { timeout: 10_000 });
  await expect(form(page).getByText('Ungültige IBAN', { exact: true })).toBeHidden();
  await form(page).getByRole('checkbox', { name: /Lastschriftmandat/ }).check();

  const voucher = form(page).getByLabel('Gutscheincode');
  const apply = form(page).getByRole('button', { name: 'Einlösen' });
  await voucher.fill('NOPE');
  await apply.click();
  await expect(form(page).getByText('Dieser Gutscheincode ist ungültig.', { exact: true })).toBeVisible({ timeout: 10_000 });
  await voucher.fill('ALT2024');
  await apply.click();
  await expect(form(page).getByText('Dieser Gutschein ist abgelaufen.', { exact: true })).toBeVisible({ timeout: 10_000 });
  await voucher.fill('WELCOME10');
  await apply.click();
  await expect(form(page).getByText('Ihr Gutschein wurde angewendet.', { exact: true })).toBeVisible({ timeout: 10_000 });

  await page.reload();
  await expect(form(page).getByRole('combobox', { name: /Firmenname/ })).toHaveValue('Isar Software AG', { timeout: 10_000 });
  await expect(form(page).getByLabel(/^Vorname/)).toHaveValue('Anna');
  await expect(form(page).getByLabel(/^IBAN/)).toHaveValue('DE89 3704 0044 0532 0130 00');
  await expect(form(page).getByLabel('Gutscheincode')).toHaveValue('WELCOME10');
  await expect(form(page).getByText('Ihr Gutschein wurde angewendet.', { exact: true })).toBeVisible();

  await next(page);
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/account\/(\?.*)?$/, { timeout: 10_000 });
  const body = bodies.at(-1)!;
  expect(body.customer).toMatchObject({ salutation: 'Company', companyName: 'Isar Software AG', firstName: 'Anna', lastName: 'Schmidt', birthday: '1970-01-01' });
  expect(body.contact?.email).toBe('anna@example.com');
  expect(body.bankAccount).toEqual({ owner: 'Isar Software AG', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
  expect(body.voucherCode).toBe('WELCOME10');
  expect(body.invoice).toBeUndefined();
});

test('a private customer: "next" on the empty step shows the focused summary; the rules show their messages; a separate billing address', async ({ page }) => {
  await page.goto('/plans/VOIPPRIV/?skip_to=customer');
  await form(page).getByRole('radio', { name: 'Privatkunde' }).check();
  await next(page);
  const summary = form(page).getByRole('region', { name: 'Bitte prüfen Sie Ihre Angaben' });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: /Vorname/ }).click();
  await expect(form(page).getByLabel(/^Vorname/)).toBeFocused();

  await form(page).getByLabel(/^Geburtsdatum/).fill('01.01.2020');
  await expect(form(page).getByText('Sie müssen mindestens 18 Jahre alt sein', { exact: true })).toBeVisible({ timeout: 10_000 });
  await form(page).getByLabel(/^Geburtsdatum/).fill('2020-01-01');
  await expect(form(page).getByText('Bitte im Format TT.MM.JJJJ eingeben', { exact: true })).toBeVisible({ timeout: 10_000 });
  await form(page).getByLabel(/^Geburtsdatum/).fill('15.04.1985');
  await form(page).getByLabel(/^E-Mail-Adresse/).fill('anna@');
  await expect(form(page).getByText('Ungültige E-Mail-Adresse', { exact: true })).toBeVisible({ timeout: 10_000 });

  await form(page).getByRole('checkbox', { name: 'Abweichende Rechnungsadresse' }).check();
  await form(page).getByLabel(/^PLZ/).fill('123');
  await expect(form(page).getByText('Ungültige Postleitzahl', { exact: true })).toBeVisible({ timeout: 10_000 });
  await form(page).getByLabel(/^PLZ/).fill('10117');
  await form(page).getByLabel(/^Straße/).fill('Friedrichstr. 5');

  await page.reload();
  await expect(form(page).getByRole('radio', { name: 'Privatkunde' })).toBeChecked({ timeout: 10_000 });
  await expect(form(page).getByLabel(/^Geburtsdatum/)).toHaveValue('15.04.1985');
  await expect(form(page).getByLabel(/^PLZ/)).toHaveValue('10117');
  await expect(form(page).getByLabel(/^Straße/)).toHaveValue('Friedrichstr. 5');
  await expect(form(page).getByLabel(/^Telefonnummer/)).toHaveAttribute('autocomplete', 'tel-national');
  const personal = form(page).getByRole('region', { name: 'Ihre Daten' });
  await expect(personal.getByLabel(/^Vorname/)).toHaveAttribute('autocomplete', 'given-name');
  await expect(form(page).getByRole('region', { name: 'Rechnungsadresse' }).getByLabel(/^Vorname/)).toHaveAttribute('autocomplete', 'billing given-name');
  await expect(personal.getByLabel(/^E-Mail-Adresse/)).toHaveAttribute('type', 'email');
});
