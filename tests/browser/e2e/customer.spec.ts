import type { Page } from '@playwright/test';
import { expect, orderForm, test } from './fixtures.ts';
import { savedOrders } from './orderData.ts';

const form = (page: Page) => orderForm(page);
const next = (page: Page) => form(page).getByRole('button', { name: 'Weiter', exact: true }).click();

/** Enters a voucher code, applies it and waits for the check's message. */
async function applyVoucher(page: Page, code: string, message: string) {
  await form(page).getByLabel('Gutscheincode').fill(code);
  await form(page).getByRole('button', { name: 'Einlösen' }).click();
  await expect(form(page).getByText(message, { exact: true })).toBeVisible({ timeout: 10_000 });
}

/** The demo's vouchers that are refused: an unknown code, an expired one. */
async function refusedVouchers(page: Page) {
  await applyVoucher(page, 'NOPE', 'Dieser Gutscheincode ist ungültig.');
  await applyVoucher(page, 'ALT2024', 'Dieser Gutschein ist abgelaufen.');
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

  await refusedVouchers(page);
  await applyVoucher(page, 'WELCOME10', 'Ihr Gutschein wurde angewendet.');

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

test('a private customer completes the step: autofill tokens, invalid then valid IBAN, vouchers with the cart, billing abroad, reload, PUT order', async ({ page }) => {
  test.slow();
  const bodies = savedOrders(page);
  await page.goto('/plans/VOIPPRIV/?skip_to=customer');
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/(\?.*)?$/, { timeout: 10_000 });
  await form(page).getByRole('radio', { name: 'Privatkunde' }).check();

  // the connection address, from the address check the "check" action opens
  await form(page).getByRole('button', { name: 'Adresse prüfen' }).click();
  const check = form(page).getByRole('dialog', { name: 'Verfügbarkeit prüfen' });
  await check.getByRole('button', { name: 'Adresse manuell eingeben' }).click({ timeout: 10_000 });
  await check.getByRole('textbox', { name: 'Straße' }).fill('Königsallee');
  await check.getByRole('textbox', { name: 'Hausnummer' }).fill('60');
  await check.getByRole('textbox', { name: 'PLZ' }).fill('40212');
  await check.getByRole('textbox', { name: 'Ort' }).fill('Düsseldorf');
  await check.getByRole('button', { name: 'Verfügbarkeit prüfen' }).click();
  await check.getByRole('button', { name: 'Weiter zur Bestellung' }).click({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/(\?.*)?$/, { timeout: 10_000 });
  const address = form(page).getByRole('region', { name: 'Anschlussadresse' });
  await expect(address).toContainText('Königsallee 60, 40212 Düsseldorf', { timeout: 10_000 });

  // every personal, phone, e-mail, billing and payment field carries its autofill token, type and input mode
  const personal = form(page).getByRole('region', { name: 'Ihre Daten' });
  const tokens: Array<[ReturnType<Page['locator']>, string]> = [
    [personal.getByRole('combobox', { name: /^Anrede/ }), 'honorific-prefix'],
    [personal.getByLabel(/^Vorname/), 'given-name'],
    [personal.getByLabel(/^Nachname/), 'family-name'],
    [personal.getByLabel(/^Geburtsdatum/), 'bday'],
    [form(page).getByRole('combobox', { name: /Ländervorwahl/ }), 'tel-country-code'],
    [form(page).getByLabel(/^Telefonnummer/), 'tel-national'],
    [personal.getByLabel(/^E-Mail-Adresse/), 'email'],
    [form(page).getByLabel(/^Kontoinhaber/), 'name'],
  ];
  for (const [field, token] of tokens) await expect(field).toHaveAttribute('autocomplete', token);
  await expect(form(page).getByLabel(/^Telefonnummer/)).toHaveAttribute('type', 'tel');
  await expect(form(page).getByLabel(/^Geburtsdatum/)).toHaveAttribute('inputmode', 'numeric');
  await expect(personal.getByLabel(/^E-Mail-Adresse/)).toHaveAttribute('type', 'email');

  await personal.getByRole('combobox', { name: /^Anrede/ }).selectOption('Mrs');
  await personal.getByLabel(/^Titel/).fill('Dr.');
  await personal.getByLabel(/^Vorname/).fill('Eva');
  await personal.getByLabel(/^Nachname/).fill('Visser');
  await personal.getByLabel(/^Geburtsdatum/).fill('15.04.1985');
  await form(page).getByLabel(/^Telefonnummer/).fill('6641234567');
  await personal.getByLabel(/^E-Mail-Adresse/).fill('eva@example.com');

  // a separate billing address in the Netherlands, with the Dutch postal code, and a billing e-mail
  await form(page).getByRole('checkbox', { name: 'Abweichende Rechnungsadresse' }).check();
  const billing = form(page).getByRole('region', { name: 'Rechnungsadresse' });
  await expect(billing.getByRole('combobox', { name: /Land \(Rechnung\)/ })).toHaveAttribute('autocomplete', 'billing country');
  await expect(billing.getByLabel(/^PLZ/)).toHaveAttribute('autocomplete', 'billing postal-code');
  await expect(billing.getByLabel(/^Ort/)).toHaveAttribute('autocomplete', 'billing address-level2');
  await billing.getByRole('combobox', { name: /Anrede \(Rechnung\)/ }).selectOption('Mrs');
  await billing.getByLabel(/^Vorname/).fill('Eva');
  await billing.getByLabel(/^Nachname/).fill('Visser');
  await billing.getByRole('combobox', { name: /Land \(Rechnung\)/ }).selectOption('NL');
  await billing.getByLabel(/^Straße/).fill('Herengracht');
  await billing.getByLabel(/^Hausnummer/).fill('12');
  await billing.getByLabel(/^PLZ/).fill('10155');
  await billing.getByLabel(/^PLZ/).blur();
  await expect(billing.getByText('Ungültige Postleitzahl', { exact: true })).toBeVisible({ timeout: 10_000 });
  await billing.getByLabel(/^PLZ/).fill('1015 BS');
  await expect(billing.getByText('Ungültige Postleitzahl', { exact: true })).toBeHidden({ timeout: 10_000 });
  await billing.getByLabel(/^Ort/).fill('Amsterdam');
  await form(page).getByRole('checkbox', { name: 'Rechnung an eine andere E-Mail-Adresse' }).check();
  await expect(billing.getByLabel(/^E-Mail für Rechnungen/)).toHaveAttribute('autocomplete', 'billing email');
  await billing.getByLabel(/^E-Mail für Rechnungen/).fill('rechnung@example.com');

  // an invalid IBAN, then a valid one typed with spaces: grouped, the BIC found from it
  await form(page).getByLabel(/^Kontoinhaber/).fill('Eva Visser');
  const iban = form(page).getByLabel(/^IBAN/);
  await iban.fill('DE89370400440532013001');
  await iban.blur();
  await expect(form(page).getByText('Ungültige IBAN', { exact: true })).toBeVisible({ timeout: 10_000 });
  await iban.fill('');
  await iban.pressSequentially('DE89 3704 0044 0532 0130 00');
  await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
  await expect(form(page).getByLabel(/^BIC/)).toHaveValue('COBADEFFXXX', { timeout: 10_000 });
  await expect(form(page).getByText('Ungültige IBAN', { exact: true })).toBeHidden();
  await form(page).getByRole('checkbox', { name: /Lastschriftmandat/ }).check();

  // itemized bill: the terms become required; the newsletter chosen
  await form(page).getByRole('radio', { name: 'Gekürzt' }).check();
  const terms = form(page).getByRole('checkbox', { name: /Ich akzeptiere die AGB/ });
  await expect(terms).toHaveAttribute('required', '');
  await terms.check();
  await form(page).getByRole('checkbox', { name: /Newsletter/ }).check();

  // vouchers: invalid, expired, valid; the cart shows the discount with a minus once the server applied it
  const cartButton = form(page).locator('[data-part="cart-button"]');
  const cart = form(page).getByRole('dialog', { name: 'Ihre Bestellung' });
  await refusedVouchers(page);
  await cartButton.click();
  await expect(cart.locator('[data-part="cart-contents"]')).toHaveAttribute('data-state', 'synced', { timeout: 10_000 });
  await expect(cart.getByRole('row', { name: /Gutschein/ })).toHaveCount(0);
  const totalBefore = await cart.getByRole('row').last().textContent();
  await cart.getByRole('button', { name: 'Schließen' }).first().click();
  await applyVoucher(page, 'WELCOME10', 'Ihr Gutschein wurde angewendet.');
  await cartButton.click();
  const discount = cart.getByRole('row', { name: /Gutschein WELCOME10/ });
  await expect(discount).toContainText('−', { timeout: 10_000 });
  // synced: the note that the voucher is still to be applied is gone
  await expect(cart.getByText('Ihr Gutschein wird im nächsten Schritt berücksichtigt.')).toBeHidden();
  expect(await cart.getByRole('row').last().textContent()).not.toBe(totalBefore);
  await cart.getByRole('button', { name: 'Schließen' }).first().click();

  // reload: every field kept
  await page.reload();
  await expect(form(page).getByRole('radio', { name: 'Privatkunde' })).toBeChecked({ timeout: 10_000 });
  await expect(form(page).getByRole('region', { name: 'Ihre Daten' }).getByRole('combobox', { name: /^Anrede/ })).toHaveValue('Mrs');
  const kept: Array<[RegExp, string]> = [
    [/^Titel/, 'Dr.'],
    [/^Geburtsdatum/, '15.04.1985'],
    [/^Telefonnummer/, '6641234567'],
    [/^Kontoinhaber/, 'Eva Visser'],
    [/^IBAN/, 'DE89 3704 0044 0532 0130 00'],
    [/^BIC/, 'COBADEFFXXX'],
    [/^E-Mail für Rechnungen/, 'rechnung@example.com'],
  ];
  for (const [label, value] of kept) await expect(form(page).getByLabel(label)).toHaveValue(value);
  const keptPersonal = form(page).getByRole('region', { name: 'Ihre Daten' });
  await expect(keptPersonal.getByLabel(/^Vorname/)).toHaveValue('Eva');
  await expect(keptPersonal.getByLabel(/^E-Mail-Adresse/)).toHaveValue('eva@example.com');
  const keptBilling = form(page).getByRole('region', { name: 'Rechnungsadresse' });
  await expect(keptBilling.getByRole('combobox', { name: /Land \(Rechnung\)/ })).toHaveValue('NL');
  await expect(keptBilling.getByLabel(/^PLZ/)).toHaveValue('1015 BS');
  await expect(keptBilling.getByLabel(/^Straße/)).toHaveValue('Herengracht');
  await expect(form(page).getByRole('radio', { name: 'Gekürzt' })).toBeChecked();
  await expect(form(page).getByRole('checkbox', { name: /Ich akzeptiere die AGB/ })).toBeChecked();
  await expect(form(page).getByRole('checkbox', { name: /Newsletter/ })).toBeChecked();
  await expect(form(page).getByRole('checkbox', { name: /Lastschriftmandat/ })).toBeChecked();
  await expect(form(page).getByLabel('Gutscheincode')).toHaveValue('WELCOME10');
  await expect(form(page).getByRole('region', { name: 'Anschlussadresse' })).toContainText('Königsallee 60, 40212 Düsseldorf');

  await next(page);
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/account\/(\?.*)?$/, { timeout: 10_000 });
  const body = bodies.at(-1)!;
  expect(body.customer).toMatchObject({ salutation: 'Mrs', title: 'Dr.', firstName: 'Eva', lastName: 'Visser', birthday: '15.04.1985' });
  expect(body.customer?.companyName).toBeUndefined();
  expect(body.contact).toMatchObject({ email: 'eva@example.com' });
  expect(body.contact?.phoneNumber).toContain('6641234567');
  expect(body.orderAddress).toEqual({ street: 'Königsallee', houseNumber: '60', zipCode: '40212', city: 'Düsseldorf', country: 'DE' });
  expect(body.accountSettings).toMatchObject({ callDetailRecord: 'shortened', newsletterSetting: true, payByDirectDebit: true, invoicePdfAttachment: 0 });
  expect(body.bankAccount).toEqual({ owner: 'Eva Visser', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
  expect(body.invoice).toMatchObject({
    recipient: { salutation: 'Mrs', firstName: 'Eva', lastName: 'Visser' },
    address: { street: 'Herengracht', houseNumber: '12', zipCode: '1015 BS', city: 'Amsterdam', country: 'NL' },
    email: 'rechnung@example.com',
  });
  expect(body.voucherCode).toBe('WELCOME10');
});
