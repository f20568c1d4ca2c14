import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, orderForm, test } from './fixtures.ts';
import { fillQuoteForm as fillQuoteFormIn } from './quoteForm.ts';

const form = (page: Page) => orderForm(page);
const wait = { timeout: 10_000 };

// The server keeps the latest saved configuration per plan, and these tests save VOIPBIZ's (quotes and plan
// links alike): one after another, so a test opens the configuration it saved itself.
test.describe.configure({ mode: 'default' });

/** The text of every page of a downloaded PDF, read with pdf.js (through unpdf, which needs no canvas). */
async function pdfText(download: Download): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

async function openCart(page: Page) {
  await form(page).locator('[data-part="cart-button"]').click();
  return form(page).getByRole('dialog');
}

/** A business plan's cart: the quote button reveals the form, which is filled in validly. */
async function fillQuoteForm(page: Page, company: string) {
  const cart = await openCart(page);
  return { cart, button: await fillQuoteFormIn(cart, company) };
}

test('a business customer reveals the quote form in the cart, fills it in and downloads a real PDF naming the company', async ({ page }) => {
  await page.goto('/plans/VOIPBIZ/product/');
  const { cart, button } = await fillQuoteForm(page, 'Nordwind Logistik GmbH');
  const quoteBody = page.waitForRequest((request) => request.url().endsWith('/api/quotes') && request.method() === 'POST');
  const download = page.waitForEvent('download');
  await button.click();
  const body = (await quoteBody).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    lang: 'de',
    customer: { salutation: 'Company', companyName: 'Nordwind Logistik GmbH', firstName: 'Jana', lastName: 'Weiß' },
    contact: { email: 'jana@example.com', phoneNumber: '030 1234567' },
    order: { plan: { code: 'VOIPBIZ' } },
  });
  const file = await download;
  expect(file.suggestedFilename()).toBe('Angebot-Nordwind Logistik GmbH.pdf');
  expect(await pdfText(file)).toContain('Nordwind Logistik GmbH');
  const again = cart.getByRole('link', { name: /Angebot erneut öffnen/ });
  await expect(again).toBeVisible();
  await expect(again).toHaveAttribute('download', 'Angebot-Nordwind Logistik GmbH.pdf');
});

test('what was typed into the quote form survives a reload (sessionStorage)', async ({ page }) => {
  await page.goto('/plans/VOIPBIZ/product/');
  const { cart } = await fillQuoteForm(page, 'Nordwind Logistik GmbH');
  await expect(cart.getByLabel(/^Telefonnummer/)).toHaveValue('030 1234567');
  await page.reload();
  const again = await openCart(page);
  await again.getByRole('button', { name: 'Angebot anfordern' }).click();
  await expect(again.getByLabel(/^Firmenname/)).toHaveValue('Nordwind Logistik GmbH', wait);
  await expect(again.getByLabel(/^E-Mail-Adresse/)).toHaveValue('jana@example.com');
  await expect(again.getByRole('checkbox', { name: /Verarbeitung meiner Daten/ })).toBeChecked();
  await expect(again.getByRole('button', { name: 'Angebot anfordern' })).toBeEnabled(wait);
});

test('the quote form tells what is missing: a phone number the server rejects and the consent', async ({ page }) => {
  await page.goto('/plans/VOIPBIZ/product/');
  const cart = await openCart(page);
  await cart.getByRole('button', { name: 'Angebot anfordern' }).click();
  const phone = cart.getByLabel(/^Telefonnummer/);
  await phone.fill('12345678');
  await phone.blur();
  await expect(cart.getByText('Ungültige Telefonnummer', { exact: true })).toBeVisible({ timeout: 10_000 });
  const consent = cart.getByRole('checkbox', { name: /Verarbeitung meiner Daten/ });
  await consent.check();
  await consent.uncheck();
  await expect(cart.getByText(/Bitte stimmen Sie zu: Ich bin mit der Verarbeitung/)).toBeVisible({ timeout: 10_000 });
});

test('a partner agent gets a quote directly, without the contact form', async ({ page }) => {
  await page.goto('/plans/VOIPBIZ/#auth_token=demo-partner');
  await expect(page).toHaveURL(/\/plans\/VOIPBIZ\/product\/$/, { timeout: 10_000 });
  const button = form(page).getByRole('button', { name: 'Angebot anfordern' });
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Angebot-VOIPBIZ.pdf');
  expect(await pdfText(file)).toContain('Angebot');
  await expect(form(page).getByLabel(/^Firmenname/)).toHaveCount(0);
  await expect(form(page).getByRole('link', { name: /Angebot erneut öffnen/ })).toBeVisible();
});


test('an international plan gets its quote directly: only order, lang and serviceCountry are sent', async ({ page }) => {
  await page.goto('/plans/EBAT/product/');
  const button = form(page).getByRole('button', { name: 'Angebot anfordern' });
  await expect(button).toBeEnabled({ timeout: 20_000 });
  const quoteBody = page.waitForRequest((request) => request.url().endsWith('/api/quotes') && request.method() === 'POST');
  const download = page.waitForEvent('download');
  await button.click();
  const body = (await quoteBody).postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['lang', 'order', 'serviceCountry']);
  expect(body).toMatchObject({ lang: 'de', serviceCountry: 'AT', order: { plan: { code: 'EBAT' } } });
  const file = await download;
  expect(file.suggestedFilename()).toBe('Angebot-EBAT.pdf');
  expect(await pdfText(file)).toContain('Land: AT');
  await expect(form(page).getByLabel(/^Firmenname/)).toHaveCount(0);
});

test.describe('a quote link to a line plan (412 until the address is checked)', () => {
  test.use({ expectedApiErrors: [/^412 GET \/api\/plans\/TALBIZ250$/] });

  test('the address modal offers the quote beside the availability check; with the address checked, only the quote and continue', async ({ page }) => {
    test.slow();
    const modal = form(page).getByRole('dialog', { name: 'Verfügbarkeit prüfen' });
    await page.goto('/plans/TALBIZ250/?quote[flatrate]=1');
    // apcAndQuote: the quote message, then the availability check
    await expect(modal.getByText('Für diesen Tarif erstellen wir Ihnen gern ein individuelles Angebot.')).toBeVisible({ timeout: 20_000 });
    await expect(modal.getByText('Oder prüfen Sie zuerst die Verfügbarkeit an Ihrer Adresse.')).toBeVisible();
    const search = modal.getByRole('combobox', { name: 'Adresse suchen' });
    await search.fill('Friedrichstr 123');
    await expect(modal.getByRole('option', { name: 'Friedrichstraße 123, 10117 Berlin' })).toBeVisible(wait);
    await search.press('ArrowDown');
    await search.press('Enter');
    await modal.getByRole('button', { name: 'Weiter zur Bestellung' }).click();
    await expect(page).toHaveURL(/\/plans\/TALBIZ250\/product\/\?quote(\[|%5B)flatrate(\]|%5D)=1$/, wait);
    await expect(modal).toBeHidden();

    // onlyQuote: no check, the quote message and "continue"
    await form(page).getByRole('region', { name: 'Anschlussadresse' }).getByRole('button', { name: 'Adresse ändern' }).click();
    await expect(modal.getByText('Für diesen Tarif erstellen wir Ihnen gern ein individuelles Angebot.')).toBeVisible(wait);
    await expect(modal.getByRole('combobox', { name: 'Adresse suchen' })).toHaveCount(0);
    await modal.getByRole('button', { name: 'Weiter zum Angebot' }).click();
    await expect(modal).toBeHidden(wait);
    await expect(form(page).getByRole('region', { name: 'Anschlussadresse' })).toContainText('Friedrichstraße 123, 10117 Berlin');
    const cart = await openCart(page);
    await expect(cart.getByRole('button', { name: 'Angebot anfordern' })).toBeEnabled(wait);
  });
});

// A failed quote (422, 500, a body that is no PDF), its message and warning icon: the quote's walk in
// tests/browser/model/child.model.spec.ts.

test('a plan link saved with its add-ons and quantities opens in a fresh browser with the configuration restored', async ({ page, browser }) => {
  await page.goto('/plans/VOIPBIZ/product/');
  const increase = form(page).getByRole('button', { name: 'Mehr IP-Telefon Yealink T54W' });
  await increase.click();
  await increase.click();
  const quantity = form(page).getByRole('status', { name: 'IP-Telefon Yealink T54W' });
  await expect(quantity).toHaveText('2', { timeout: 10_000 });
  const cart = await openCart(page);
  const lines = await cart.getByRole('table').getByRole('row').allInnerTexts();
  const email = cart.getByLabel(/^An diese E-Mail-Adresse senden/);
  await email.fill('kein-mail');
  await cart.getByRole('button', { name: 'Link senden' }).click();
  await expect(cart.getByText('Ungültige E-Mail-Adresse', { exact: true })).toBeVisible({ timeout: 10_000 });
  await email.fill('jana@example.com');
  const saved = page.waitForRequest((request) => request.url().endsWith('/api/plan-links') && request.method() === 'POST');
  await cart.getByRole('button', { name: 'Link senden' }).click();
  const body = (await saved).postDataJSON() as { email: string; plan_code: string; config: Array<{ quantity?: number }> };
  expect(body).toMatchObject({ email: 'jana@example.com', plan_code: 'VOIPBIZ' });
  expect(body.config.some((entry) => entry.quantity === 2)).toBe(true);

  await expect(page).toHaveURL(/\/plans\/VOIPBIZ\/link-created\/$/, { timeout: 10_000 });
  await expect(form(page).getByText('Gesendet an: jana@example.com')).toBeVisible({ timeout: 10_000 });
  const open = form(page).getByRole('link', { name: 'Gespeicherte Konfiguration öffnen' });
  const href = await open.getAttribute('href');
  expect(href).toMatch(/^\/plans\/VOIPBIZ\/product\/\?plan_link=/);

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(href!);
    await expect(other).toHaveURL(/\/plans\/VOIPBIZ\/product\/$/, { timeout: 10_000 });
    await expect(form(other).getByRole('status', { name: 'IP-Telefon Yealink T54W' })).toHaveText('2', { timeout: 10_000 });
    await form(other).locator('[data-part="cart-button"]').click();
    await expect.poll(() => form(other).getByRole('dialog').getByRole('table').getByRole('row').allInnerTexts(), { timeout: 10_000 }).toEqual(lines);
  } finally {
    await fresh.close();
  }
});

test("a quote's address (quote=1 and quote_hash) reopens its configuration elsewhere; the hash goes with the order", async ({ page, browser }) => {
  // two browser contexts, a PDF made and read, and an order placed: over a minute on a busy 2-core machine
  test.slow();
  await page.goto('/plans/VOIPBIZ/product/');
  const increase = form(page).getByRole('button', { name: 'Mehr IP-Telefon Yealink T54W' });
  // its quantities are 0, 1, 2, 5, 10
  for (let press = 0; press < 3; press += 1) await increase.click();
  await expect(form(page).getByRole('status', { name: 'IP-Telefon Yealink T54W' })).toHaveText('5', wait);
  const { button } = await fillQuoteForm(page, 'Hafenblick Reederei KG');
  const download = page.waitForEvent('download');
  await button.click();
  const text = await pdfText(await download);
  const address = /https?:\/\/\S+\/plans\/VOIPBIZ\/product\/\?quote=1&quote_hash=([A-Z0-9]+)/.exec(text);
  expect(address, text).not.toBeNull();
  const [url, hash] = address!;

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(url);
    await expect(other).toHaveURL(/\/plans\/VOIPBIZ\/product\/\?quote=1$/, wait);
    await expect(form(other).getByRole('status', { name: 'IP-Telefon Yealink T54W' })).toHaveText('5', wait);
    await form(other).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check();
    await form(other).getByRole('group', { name: 'Kennen Sie den Vormieter?' }).getByRole('radio', { name: 'Nein', exact: true }).check();
    const saved = other.waitForRequest((request) => request.url().endsWith('/api/order') && request.method() === 'PUT');
    await form(other).getByRole('button', { name: 'Weiter' }).click();
    expect((await saved).postDataJSON()).toMatchObject({ quoteHash: hash });
  } finally {
    await fresh.close();
  }
});

test.describe('a saved configuration the server no longer has', () => {
  // none saved yet (404), or a later one replaced it
  test.use({ expectedApiErrors: [/^404 GET \/api\/plan-links\/VOIPBIZ$/] });

  test('the plan opens with its own offer and says so', async ({ page }) => {
    await page.goto('/plans/VOIPBIZ/product/?quote=1&quote_hash=GONE42');
    await expect(form(page).getByText('Die gespeicherte Konfiguration ist nicht mehr verfügbar.', { exact: false })).toBeVisible(wait);
    await expect(page).toHaveURL(/\/plans\/VOIPBIZ\/product\/\?quote=1$/, wait);
    await expect(form(page).getByRole('status', { name: 'IP-Telefon Yealink T54W' })).toHaveText('0', wait);
  });
});
