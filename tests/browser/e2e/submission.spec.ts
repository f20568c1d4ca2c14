import type { Page } from '@playwright/test';
import * as z from 'zod/mini';
import { Order } from '../../../src/domain/schemas/order.ts';
import { acceptAll, ordersOf, toConfirm } from './confirmStep.ts';
import { injectFault } from './demoFaults.ts';
import { expect, orderForm, test } from './fixtures.ts';
import { fillPrivateCustomer } from '../journeys/vocabulary.ts';

const form = (page: Page) => orderForm(page);
const next = (page: Page) => form(page).getByRole('button', { name: 'Weiter', exact: true }).click();
const wait = { timeout: 10_000 };

test('a business VoIP order: acceptances asked for, a double click sends one order whose body has the Order shape', async ({ page }) => {
  const email = `double-${Date.now()}@example.com`;
  const submitted: unknown[] = [];
  await page.exposeFunction('recordSubmitted', (detail: unknown) => submitted.push(detail));
  await page.addInitScript(() => document.addEventListener('order-form:submitted', (event) => (window as unknown as { recordSubmitted: (d: unknown) => void }).recordSubmitted((event as CustomEvent).detail)));
  await toConfirm(page, email);
  const submit = form(page).getByRole('button', { name: 'Zahlungspflichtig bestellen' });
  await submit.click();
  await expect(form(page).getByText('Bitte bestätigen Sie diese Einwilligung.').first()).toBeVisible(wait);
  expect(await ordersOf(page, email)).toHaveLength(0);
  await acceptAll(page);
  await submit.dblclick();
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/thanks\/$/, wait);
  const orders = await ordersOf(page, email);
  expect(orders).toHaveLength(1);
  await expect(form(page).getByText(orders[0]!.transactionId, { exact: false })).toBeVisible(wait);
  const body = z.parse(z.strictObject(Order.shape), orders[0]!.body);
  expect(body.customer).toMatchObject({ salutation: 'Company', companyName: 'Isar Software AG', firstName: 'Anna', lastName: 'Schmidt' });
  expect(body.contact?.email).toBe(email);
  expect(body.orderAddress).toMatchObject({ street: 'Marienplatz', houseNumber: '8', zipCode: '80331', city: 'München' });
  expect(body.bankAccount).toEqual({ owner: 'Isar Software AG', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
  expect(body.accountSettings?.invoicePdfAttachment).toBe(0);
  expect(body.password).toBe('********');
  expect(body.order?.plan).toMatchObject({ code: 'VOIPPRIV', quantity: 1 });
  expect(submitted).toHaveLength(1);
  expect(submitted[0]).toMatchObject({ transactionId: orders[0]!.transactionId, currency: 'EUR' });
  // the order is cleared: memory and session storage
  const stored = await page.evaluate(() => Object.values(sessionStorage).join(' '));
  expect(stored).not.toContain(email);
});

test.describe('failures', () => {
  test.use({ expectedApiErrors: [/^500 POST \/api\/orders$/] });

  test('a 500 on the first submit keeps everything; the retry sends the same key and gives one order', async ({ page }) => {
    const email = `retry-${Date.now()}@example.com`;
    await toConfirm(page, email);
    await acceptAll(page);
    await injectFault(page, { path: 'orders', method: 'POST', status: 500, times: 1 });
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/orders')) keys.push(request.headers()['idempotency-key'] ?? '');
    });
    await form(page).getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(form(page).getByText('Ihre Bestellung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.').first()).toBeVisible(wait);
    await expect(form(page).getByRole('checkbox', { name: /AGB/ })).toBeChecked();
    await form(page).getByRole('button', { name: 'Erneut senden' }).click();
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/thanks\/$/, wait);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(await ordersOf(page, email)).toHaveLength(1);
  });
});

test('reload on confirm keeps everything but the password, which the account step asks for again', async ({ page }) => {
  const email = `reload-${Date.now()}@example.com`;
  await toConfirm(page, email);
  await page.reload();
  // without the password confirm is past the last valid step: spec section 2 sends the visitor back to a step
  await expect(form(page).locator('[part="step-frame"]')).toBeVisible(wait);
  await page.goto('/plans/VOIPPRIV/customer/');
  await expect(form(page).getByLabel(/^E-Mail-Adresse/)).toHaveValue(email, wait);
  await expect(form(page).getByLabel(/^IBAN/)).toHaveValue(/DE89/);
  const stored = await page.evaluate(() => Object.values(sessionStorage).join(' '));
  expect(stored).toContain(email);
  expect(stored).not.toContain('geheim-2026');
});

/** The id (or text) of whatever has the focus, inside the element's shadow root too. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.id || active?.textContent?.trim() || '';
  });
}

async function tabTo(page: Page, target: RegExp): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (target.test(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function typeAt(page: Page, id: RegExp, text: string): Promise<void> {
  await tabTo(page, id);
  await page.keyboard.type(text);
}

async function pressAt(page: Page, target: RegExp, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** The product step, when the plan has one: a new connection, a previous tenant not known; then "next". */
async function newConnectionByKeyboard(page: Page): Promise<void> {
  if (!/\/product\/$/.test(page.url())) return;
  // the first radio of the question is "new"; from "Ja" the arrow moves to "Nein"
  await pressAt(page, /^connection-oldConnection-new$/, 'Space');
  await expect(form(page).getByRole('group', { name: 'Kennen Sie den Vormieter?' })).toBeVisible(wait);
  await pressAt(page, /^connection-previousTenant-isKnown-yes$/, 'ArrowRight');
  await expect(form(page).getByRole('radio', { name: 'Nein', exact: true })).toBeChecked();
  await pressAt(page, /^Weiter$/);
}

/** From the customer step's "next": the password twice, then every acceptance on confirm with Space. */
async function accountAndAcceptancesByKeyboard(page: Page, plan: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/plans/${plan}/account/$`), wait);
  await typeAt(page, /^account-password$/, 'tasten-2026');
  await page.keyboard.press('Tab');
  await page.keyboard.type('tasten-2026');
  await pressAt(page, /^Weiter$/);
  await expect(page).toHaveURL(new RegExp(`/plans/${plan}/confirm/$`), wait);
  for (const id of ['accountAccept1', 'accountAccept2', 'accountAccept3', 'accountAccept4', 'acceptTerms']) await pressAt(page, new RegExp(`^confirm-${id}$`), 'Space');
}

/** Tabs to the "order now" link of a plan's card on the plan list. */
async function tabToPlanOrder(page: Page, plan: string): Promise<void> {
  for (let presses = 0; presses < 120; presses += 1) {
    const onPlan = await page.evaluate((code) => {
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active?.tagName === 'A' && active.closest('article')?.getAttribute('data-plan') === code;
    }, plan);
    if (onPlan) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the order link of ${plan}`);
}

test('the account and confirm steps by keyboard alone: password, acceptances with Space, Enter places one order', async ({ page }) => {
  const email = `keyboard-${Date.now()}@example.com`;
  await toConfirm(page, email);
  // back to the account step by its "change" link, then forward again: the changed step leads back to confirm
  await tabTo(page, /Kundenkonto ändern/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/account\/(\?.*)?$/, wait);
  await tabTo(page, /^account-password$/);
  await page.keyboard.type('tastatur-2026');
  await page.keyboard.press('Tab');
  await page.keyboard.type('tastatur-2026');
  await tabTo(page, /^Weiter$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/confirm\/(\?.*)?$/, wait);
  for (const id of ['accountAccept1', 'accountAccept2', 'accountAccept3', 'accountAccept4', 'acceptTerms']) {
    await tabTo(page, new RegExp(`^confirm-${id}$`));
    await page.keyboard.press('Space');
  }
  await tabTo(page, /^confirm-submit$/);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/thanks\/$/, wait);
  expect(await ordersOf(page, email)).toHaveLength(1);
});

test('a private VoIP order with an address check ends on the identity-verification page the answer asks for', async ({ page, driver }) => {
  const email = `private-${Date.now()}@example.com`;
  await page.goto('/plans/VOIPPRIV/?skip_to=customer');
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/(\?.*)?$/, wait);
  await form(page).getByRole('radio', { name: 'Privatkunde' }).check();
  await form(page).getByRole('button', { name: 'Adresse prüfen' }).click();
  const dialog = form(page).getByRole('dialog', { name: 'Verfügbarkeit prüfen' });
  const search = dialog.getByRole('combobox', { name: 'Adresse suchen' });
  await search.fill('Friedrichstr 123');
  await expect(dialog.getByRole('option', { name: 'Friedrichstraße 123, 10117 Berlin' })).toBeVisible({ timeout: 20_000 });
  await search.press('ArrowDown');
  await search.press('Enter');
  await dialog.getByRole('button', { name: 'Weiter zur Bestellung' }).click(wait);
  await expect(form(page).getByRole('region', { name: 'Anschlussadresse' })).toContainText('Friedrichstraße 123, 10117 Berlin', wait);
  await fillPrivateCustomer(driver, { salutation: 'Mrs', firstName: 'Petra', lastName: 'Privat', birthDate: '15.04.1985', email, iban: 'DE89370400440532013000' });
  await next(page);
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/account\/(\?.*)?$/, wait);
  await form(page).getByLabel(/^Passwort$/).fill('privat-2026');
  await form(page).getByLabel(/^Passwort wiederholen/).fill('privat-2026');
  await next(page);
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/confirm\/(\?.*)?$/, wait);
  await acceptAll(page);
  await form(page).getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/nect$/, wait);
  const orders = await ordersOf(page, email);
  expect(orders).toHaveLength(1);
  await expect(form(page).getByRole('link', { name: 'Identifizierung starten' })).toHaveAttribute('href', `https://nect.example/ident/${orders[0]!.transactionId}`);
  const body = z.parse(z.strictObject(Order.shape), orders[0]!.body);
  expect(body.customer).toMatchObject({ salutation: 'Mrs', firstName: 'Petra', lastName: 'Privat', birthday: '15.04.1985' });
  expect(body.orderAddress).toEqual({ street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE' });
});

test.describe('a line plan', () => {
  test.use({ expectedApiErrors: [/^412 GET \/api\/plans\/TALPRIV100$/] });

  test('a private TAL order from the plan list: address check, product, activation, customer, account, confirm; one order with the Order shape', async ({ page, driver }) => {
    test.slow();
    const email = `tal-${Date.now()}@example.com`;
    await page.goto('/');
    await form(page).getByRole('article', { name: 'Glasfaser Home 100' }).getByRole('link', { name: 'Jetzt bestellen' }).click();
    const dialog = form(page).getByRole('dialog', { name: 'Verfügbarkeit prüfen' });
    const search = dialog.getByRole('combobox', { name: 'Adresse suchen' });
    await search.fill('Friedrichstr 123', { timeout: 20_000 });
    await expect(dialog.getByRole('option', { name: 'Friedrichstraße 123, 10117 Berlin' })).toBeVisible({ timeout: 20_000 });
    await search.press('ArrowDown');
    await search.press('Enter');
    await dialog.getByRole('button', { name: 'Weiter zur Bestellung' }).click(wait);
    await expect(page).toHaveURL(/\/plans\/TALPRIV100\/product\/$/, wait);

    await form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check();
    await form(page).getByRole('group', { name: 'Kennen Sie den Vormieter?' }).getByRole('radio', { name: 'Nein' }).check();
    await next(page);
    await expect(page).toHaveURL(/\/plans\/TALPRIV100\/activation\/$/, wait);
    await form(page).getByLabel('Gebäudeart').selectOption('detachedHouse');
    await next(page);
    await expect(page).toHaveURL(/\/plans\/TALPRIV100\/customer\/$/, wait);

    await form(page).getByRole('radio', { name: 'Privatkunde' }).check();
    await expect(form(page).getByRole('region', { name: 'Anschlussadresse' })).toContainText('Friedrichstraße 123, 10117 Berlin', wait);
    await fillPrivateCustomer(driver, { salutation: 'Mr', firstName: 'Jonas', lastName: 'Leitung', birthDate: '02.11.1979', email, iban: 'DE89 3704 0044 0532 0130 00' });
    await next(page);
    await expect(page).toHaveURL(/\/plans\/TALPRIV100\/account\/$/, wait);
    await form(page).getByLabel(/^Passwort$/).fill('leitung-2026');
    await form(page).getByLabel(/^Passwort wiederholen/).fill('leitung-2026');
    await next(page);
    await expect(page).toHaveURL(/\/plans\/TALPRIV100\/confirm\/$/, wait);
    await acceptAll(page);
    await form(page).getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page).toHaveURL(/\/plans\/TALPRIV100\/thanks\/$/, wait);

    const orders = await ordersOf(page, email);
    expect(orders).toHaveLength(1);
    const body = z.parse(z.strictObject(Order.shape), orders[0]!.body);
    expect(body.orderAddress).toEqual({ street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE' });
    expect(body.customer).toMatchObject({ salutation: 'Mr', firstName: 'Jonas', lastName: 'Leitung', birthday: '02.11.1979' });
    expect(body.taeLocation).toEqual({ buildingType: 'detachedHouse' });
    expect(body.technicianTimeSlot).toBe('morning');
    expect(body.bankAccount).toEqual({ owner: 'Jonas Leitung', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    expect(body.order?.plan).toMatchObject({ code: 'TALPRIV100', quantity: 1 });
    expect(body.accountSettings?.invoicePdfAttachment).toBe(0);
    // a password was sent; the demo keeps it masked
    expect(body.password).toBe('********');
    expect(body.bandwidth).toBe(1000);
  });
});

test('a business VoIP order from the plan list to thanks by keyboard alone', async ({ page }) => {
  test.slow();
  const email = `keys-${Date.now()}@example.com`;
  await page.goto('/');
  await expect(form(page).getByRole('article', { name: 'Cloud-Telefonanlage Business' })).toBeVisible(wait);
  const typeInto = (id: RegExp, text: string) => typeAt(page, id, text);
  const pressOn = (target: RegExp, key = 'Enter') => pressAt(page, target, key);
  await tabToPlanOrder(page, 'VOIPBIZ');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/plans\/VOIPBIZ\/(product|customer)\/$/, wait);
  await newConnectionByKeyboard(page);
  await expect(page).toHaveURL(/\/plans\/VOIPBIZ\/customer\/$/, wait);
  await typeInto(/^customer-companyName$/, 'Isar');
  await expect(form(page).getByRole('option', { name: /Isar Software AG/ })).toBeVisible(wait);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(form(page).getByRole('region', { name: 'Anschlussadresse' })).toContainText('Marienplatz 8', wait);
  await typeInto(/^customer-firstName$/, 'Karl');
  await typeInto(/^customer-lastName$/, 'Taste');
  await typeInto(/^customer-phoneNumber$/, '6641234567');
  await typeInto(/^customer-email$/, email);
  await typeInto(/^customer-accountOwner$/, 'Isar Software AG');
  await typeInto(/^customer-accountNumber$/, 'DE89370400440532013000');
  await expect(form(page).getByLabel(/^BIC/)).toHaveValue('COBADEFFXXX', wait);
  await pressOn(/^customer-acceptDirectDebit$/, 'Space');
  await pressOn(/^Weiter$/);
  await accountAndAcceptancesByKeyboard(page, 'VOIPBIZ');
  const afterSubmit: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) afterSubmit.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await pressOn(/^confirm-submit$/);
  await expect(page).toHaveURL(/\/plans\/VOIPBIZ\/thanks\/$/, wait);
  await expect(form(page).getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung!');
  // one order, then the server's order is deleted; the emptied selection is not priced again
  await expect.poll(() => afterSubmit).toEqual(['POST /api/orders', 'DELETE /api/order']);
  const orders = await ordersOf(page, email);
  expect(orders).toHaveLength(1);
  const body = z.parse(z.strictObject(Order.shape), orders[0]!.body);
  expect(body.customer).toMatchObject({ salutation: 'Company', companyName: 'Isar Software AG', firstName: 'Karl', lastName: 'Taste', birthday: '1970-01-01' });
  expect(body.order?.plan).toMatchObject({ code: 'VOIPBIZ', quantity: 1 });
});

test('a private VoIP order from the plan list by keyboard alone, the address checked in the dialog', async ({ page }) => {
  test.slow();
  const email = `keys-private-${Date.now()}@example.com`;
  await page.goto('/');
  await expect(form(page).getByRole('article', { name: 'Glasfaser Home 100' })).toBeVisible(wait);
  const typeInto = (id: RegExp, text: string) => typeAt(page, id, text);
  const pressOn = (target: RegExp, key = 'Enter') => pressAt(page, target, key);
  await tabToPlanOrder(page, 'VOIPPRIV');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/(product|customer)\/$/, wait);
  await newConnectionByKeyboard(page);
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/$/, wait);
  // the customer type: from the checked "Geschäftskunde" the arrow moves to "Privatkunde"
  await pressOn(/-company$/, 'ArrowRight');
  await expect(form(page).getByRole('radio', { name: 'Privatkunde' })).toBeChecked();
  await pressOn(/^Adresse prüfen$/);
  const dialog = form(page).getByRole('dialog', { name: 'Verfügbarkeit prüfen' });
  await expect(dialog.getByRole('combobox', { name: 'Adresse suchen' })).toBeFocused({ timeout: 20_000 });
  await page.keyboard.type('Friedrichstr 123');
  await expect(dialog.getByRole('option', { name: 'Friedrichstraße 123, 10117 Berlin' })).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Weiter zur Bestellung' })).toBeVisible(wait);
  await pressOn(/^Weiter zur Bestellung$/);
  await expect(form(page).getByRole('region', { name: 'Anschlussadresse' })).toContainText('Friedrichstraße 123, 10117 Berlin', wait);
  await typeInto(/^customer-salutation$/, 'Frau');
  await typeInto(/^customer-firstName$/, 'Lena');
  await typeInto(/^customer-lastName$/, 'Tastatur');
  await typeInto(/^customer-birthDate$/, '24.12.1990');
  await typeInto(/^customer-phoneNumber$/, '6641234567');
  await typeInto(/^customer-email$/, email);
  await typeInto(/^customer-accountOwner$/, 'Lena Tastatur');
  await typeInto(/^customer-accountNumber$/, 'DE89370400440532013000');
  await expect(form(page).getByLabel(/^BIC/)).toHaveValue('COBADEFFXXX', wait);
  await pressOn(/^customer-acceptDirectDebit$/, 'Space');
  await pressOn(/^Weiter$/);
  await accountAndAcceptancesByKeyboard(page, 'VOIPPRIV');
  await pressOn(/^confirm-submit$/);
  // private VoIP customers of the demo verify their identity after ordering
  await expect(page).toHaveURL(/\/nect$/, wait);
  const orders = await ordersOf(page, email);
  expect(orders).toHaveLength(1);
  const body = z.parse(z.strictObject(Order.shape), orders[0]!.body);
  expect(body.customer).toMatchObject({ salutation: 'Mrs', firstName: 'Lena', lastName: 'Tastatur', birthday: '24.12.1990' });
  expect(body.orderAddress).toEqual({ street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE' });
});
