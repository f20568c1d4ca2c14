import type { FrameLocator, Locator, Page } from '@playwright/test';
import * as z from 'zod/mini';
import { Order } from '../../../src/domain/schemas/order.ts';
import { expect, test } from './fixtures.ts';
import { fillCompanyCustomer } from '../journeys/vocabulary.ts';
import { savedOrders } from './orderData.ts';

/** The order form inside the partner page's iframe. */
const framed = (page: Page): FrameLocator => page.frameLocator('#order-frame');
const orderForm = (page: Page) => framed(page).locator('order-form');

/** The frame's own document: its height and whether it scrolls inside. */
async function frameMetrics(page: Page) {
  const frame = page.frame({ url: /\/embed\// });
  if (!frame) return null;
  const inner = await frame.evaluate(() => ({ scrollHeight: document.documentElement.scrollHeight, clientHeight: document.documentElement.clientHeight }));
  const outer = await page.locator('#order-frame').evaluate((element) => element.getBoundingClientRect().height);
  return { ...inner, outer };
}

/** Accepts what confirm asks for and places the order. */
async function acceptAndOrder(form: Locator) {
  for (const name of [/Verkehrsdaten/, /Störungen/, /Rechnung online/, /Telefonbuch/, /AGB/]) {
    const box = form.getByRole('checkbox', { name });
    if (!(await box.isChecked())) await box.check();
  }
  await form.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
}

async function demoOrdersOf(page: Page, email: string) {
  const answer = await page.request.get('/api/_demo/orders');
  const orders = ((await answer.json()) as { data: Array<{ body: z.infer<typeof Order> }> }).data.filter((order) => order.body.contact?.email === email);
  return orders.map((order) => z.parse(z.strictObject(Order.shape), order.body));
}

test('the iframe grows and shrinks with the form, with no scrollbar inside', async ({ page }) => {
  await page.goto('/partner/?token=demo-partner&plan=');
  await expect(orderForm(page).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  // the plan list is taller than the frame's first 400 px: the frame follows it (the list may still grow while its
  // cards come in, and the frame follows each growth a message later: asked until it has caught up)
  await expect
    .poll(async () => {
      const metrics = await frameMetrics(page);
      return metrics !== null && metrics.outer > 600 && metrics.scrollHeight <= metrics.clientHeight;
    }, { timeout: 10_000 })
    .toBe(true);
  const list = await frameMetrics(page);

  await orderForm(page).getByRole('article').filter({ hasText: 'Cloud-Telefonanlage Business' }).getByRole('link', { name: 'Jetzt bestellen' }).click();
  await expect(orderForm(page).getByRole('heading', { level: 1 })).not.toHaveText('Unsere Tarife', { timeout: 15_000 });
  await expect
    .poll(async () => {
      const metrics = await frameMetrics(page);
      return metrics ? metrics.scrollHeight <= metrics.clientHeight && Math.abs(metrics.outer - list!.outer) > 20 : false;
    }, { timeout: 10_000 })
    .toBe(true);
});

test.describe('refused access', () => {
  test.use({ expectedApiErrors: [/^401 POST \/api\/auth$/] });

  test('a partner token without the portal flag: the alert inside the frame, then the partner page itself goes to the portal', async ({ page }) => {
    await page.goto('/partner/?token=demo-partner-noflag&plan=VOIPBIZ');
    await expect(orderForm(page).getByRole('alert')).toHaveText('Ihre Sitzung ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.', { timeout: 15_000 });
    // the top window leaves, not the frame
    await page.waitForURL(/\/partner\/\?notice=refused$/, { timeout: 15_000 });
    await expect(page.getByRole('status')).toHaveText(/Zugang zum Bestellformular wurde abgelehnt/);
    // state reset: the refused token is not kept for the next visit
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => sessionStorage.getItem(key)?.includes('demo-partner-noflag')))).toEqual([]);
  });

  test('an invalid token in a sandboxed frame: the alert, and the partner portal offered as a link out of the frame', async ({ page }) => {
    await page.goto('/partner/?token=demo-abgelaufen&plan=VOIPBIZ&sandbox=1');
    await expect(orderForm(page).getByRole('alert')).toBeVisible({ timeout: 15_000 });
    const link = orderForm(page).getByRole('link', { name: 'Zum Partnerportal' });
    await expect(link).toHaveAttribute('target', '_top');
    await expect(link).toHaveAttribute('href', '/partner/?notice=refused');
    await link.click();
    await page.waitForURL(/\/partner\/\?notice=refused$/, { timeout: 15_000 });
    await expect(page.getByRole('status')).toHaveText(/Zugang zum Bestellformular wurde abgelehnt/);
  });
});

test('an untrusted partner: partner banner without agent, no verification method, the partner code saved with the order', async ({ page }) => {
  const saved = savedOrders(page);
  await page.goto('/partner/?token=demo-partner-untrusted&plan=VOIPBIZ');
  await expect(orderForm(page).getByRole('list', { name: 'Partnerbestellung' })).toHaveText(/Partner: PARTNER01/, { timeout: 15_000 });
  await expect(orderForm(page).getByText(/Vermittler:/)).toHaveCount(0);
  await orderForm(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check({ timeout: 15_000 });
  await orderForm(page).getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(orderForm(page).getByRole('heading', { level: 1 })).toHaveText(/Kundendaten|Ihre Daten/, { timeout: 15_000 });
  await expect.poll(() => saved.at(-1)?.partnerCode).toBe('PARTNER01');
  expect(saved.at(-1)?.serviceCountry).toBe('DE');
  await expect(orderForm(page).locator('[data-part="customer"]')).toBeVisible();
  await expect(orderForm(page).locator('[data-part="verification-method"]')).toHaveCount(0);
});

test('a partner of the Austrian system: a domestic plan ordered as international (address search in AT, FR, NL; service country AT)', async ({ page }) => {
  const saved = savedOrders(page);
  await page.goto('/partner/?token=demo-partner-at&plan=VOIPBIZ');
  await expect(orderForm(page).getByRole('list', { name: 'Partnerbestellung' })).toHaveText(/PARTNERAT/, { timeout: 15_000 });
  await orderForm(page).getByRole('button', { name: 'Verfügbarkeit an Ihrer Adresse prüfen' }).click({ timeout: 20_000 });
  const dialog = orderForm(page).getByRole('dialog', { name: 'Verfügbarkeit prüfen' });
  const search = dialog.getByRole('combobox', { name: 'Adresse suchen' });
  const request = page.waitForRequest((r) => r.url().endsWith('/api/auto-address'));
  await search.fill('Mariahilfer Straße 1');
  expect((await request).postDataJSON()).toMatchObject({ country: ['AUT', 'FRA', 'NLD'] });
  await expect(dialog.getByRole('option', { name: 'Mariahilfer Straße 1, 1060 Wien' })).toBeVisible({ timeout: 10_000 });
  await search.press('ArrowDown');
  await search.press('Enter');
  // the modal sits in the middle of the frame, which is as tall as the form: pressed by keyboard, the page need not scroll to it
  await dialog.getByRole('button', { name: 'Weiter zur Bestellung' }).press('Enter', { timeout: 20_000 });
  await expect(dialog).toBeHidden();
  await orderForm(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check();
  await orderForm(page).getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect.poll(() => saved.find((body) => body.order)?.serviceCountry, { timeout: 10_000 }).toBe('AT');
  expect(saved.find((body) => body.order)?.partnerCode).toBe('PARTNERAT');
});

test('a customer-portal order for a subsidiary: the header shows, no partner banners; an international plan is ordered as domestic', async ({ page }) => {
  const saved = savedOrders(page);
  await page.goto('/partner/?token=demo-customer-portal&plan=EBAT');
  await expect(orderForm(page).locator('[part="header"]')).toBeVisible({ timeout: 15_000 });
  await expect(orderForm(page).locator('[part="partner-banners"]')).toHaveCount(0);
  await expect(orderForm(page).getByRole('radio', { name: 'Nein, neuer Anschluss' })).toBeVisible({ timeout: 15_000 });
  await orderForm(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check();
  await orderForm(page).getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect.poll(() => saved.find((body) => body.order)?.serviceCountry, { timeout: 10_000 }).toBe('DE');
  expect(saved.find((body) => body.order)?.partnerCode).toBeUndefined();
});

test("a trusted partner's order through the iframe: verification method, reference number instead of a password, newsletter on, one order", async ({ page, driver }) => {
  test.slow();
  const saved = savedOrders(page);
  await page.goto('/partner/?token=demo-partner&plan=VOIPPRIV&skip_to=customer');
  const form = orderForm(page);
  await expect(form.getByRole('list', { name: 'Partnerbestellung' })).toHaveText(/Partner: PARTNER01.*Vermittler: AG-007/, { timeout: 15_000 });
  const email = `partner-${Date.now()}@example.com`;
  await fillCompanyCustomer(driver, email);

  // the verification method: "other" needs a comment the server checks live
  const verification = form.getByRole('group', { name: /Wie wurde die Identität geprüft/ });
  await verification.getByRole('radio', { name: 'Sonstiges' }).check();
  const checked = page.waitForRequest((request) => request.url().endsWith('/order/validate') && request.postDataJSON()?.type === 'customer.verificationMethod.comment');
  await form.getByRole('textbox', { name: /Bemerkung/ }).fill('Führerschein geprüft');
  expect((await checked).postDataJSON()).toEqual({ type: 'customer.verificationMethod.comment', value: 'Führerschein geprüft' });

  await form.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(form.getByRole('heading', { level: 1 })).toHaveText(/Kundenkonto/, { timeout: 15_000 });
  const body = saved.at(-1)!;
  expect(body.customer?.verificationMethod).toEqual({ type: 'other', comment: 'Führerschein geprüft' });
  expect(body.accountSettings?.newsletterSetting).toBe(true);
  expect(body).not.toHaveProperty('password');

  // the account step offers the partner's next free reference number instead of a password
  await expect(form.getByLabel(/^Passwort/)).toHaveCount(0);
  const reference = form.getByRole('textbox', { name: /^Referenznummer/ });
  await expect(reference).toHaveValue(/^REF-2026-\d{4}$/, { timeout: 15_000 });
  const referenceNumber = await reference.inputValue();
  await form.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(form.getByRole('heading', { level: 1 })).toHaveText(/Bestätigung/, { timeout: 15_000 });
  await acceptAndOrder(form);
  await expect.poll(() => page.frame({ url: /\/embed\// })?.url(), { timeout: 15_000 }).toMatch(/\/thanks\/$/);
  await expect(form.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung!');

  const orders = await demoOrdersOf(page, email);
  expect(orders).toHaveLength(1);
  const order = orders[0]!;
  expect(order).toMatchObject({ partnerCode: 'PARTNER01', referenceNumber, accountSettings: { newsletterSetting: true } });
  expect(order.customer?.verificationMethod).toEqual({ type: 'other', comment: 'Führerschein geprüft' });
  expect(order).not.toHaveProperty('password');
});

test('a relocation order: the partner page itself ends on the external thank-you page', async ({ page, driver }) => {
  test.slow();
  await page.goto('/partner/?token=demo-partner-untrusted&plan=VOIPPRIV&type=relocation&skip_to=customer');
  const form = orderForm(page);
  const email = `relocation-${Date.now()}@example.com`;
  await fillCompanyCustomer(driver, email);
  await form.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(form.getByRole('textbox', { name: /^Referenznummer/ })).toHaveValue(/^REF-2026-\d{4}$/, { timeout: 15_000 });
  await form.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(form.getByRole('heading', { level: 1 })).toHaveText(/Bestätigung/, { timeout: 15_000 });
  await acceptAndOrder(form);
  // external-thanks-url of the framed element: the top window leaves for it, not the frame
  await expect(page).toHaveURL(/\/partner\/\?notice=thanks$/, { timeout: 15_000 });
  await expect(page.getByRole('status')).toContainText('externe Dankeseite');
  const orders = await demoOrdersOf(page, email);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ partnerCode: 'PARTNER01', accountSettings: { newsletterSetting: true } });
});
