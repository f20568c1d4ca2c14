import type { Page } from '@playwright/test';
import { expect, orderForm, test } from './fixtures.ts';
import { fillCompanyCustomer } from './orderData.ts';

// The demo's faults are global: a parallel submit would take the delay or the failure meant for these tests.
test.describe.configure({ mode: 'serial' });

const form = (page: Page) => orderForm(page);
const next = (page: Page) => form(page).getByRole('button', { name: 'Weiter', exact: true }).click();
const wait = { timeout: 10_000 };

/** How long the demo holds the first `POST orders` (issue 41: "does not answer for 70 s"). */
const HANG_MS = 70_000;

interface DemoOrder {
  transactionId: string;
  idempotencyKey: string;
  body: unknown;
}

/** The demo's orders of this test's customer (other tests may order on the same demo API). */
async function ordersOf(page: Page, email: string): Promise<DemoOrder[]> {
  const answer = await page.request.get('/api/_demo/orders');
  const { data } = (await answer.json()) as { data: DemoOrder[] };
  return data.filter((order) => (order.body as { contact?: { email?: string } }).contact?.email === email);
}

/** The `Idempotency-Key` of every `POST orders` the page sends, in order. */
function orderKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/orders')) keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

/** A company customer of VOIPPRIV up to the confirm step, every acceptance ticked. */
async function toConfirm(page: Page, email: string) {
  await page.goto('/plans/VOIPPRIV/?skip_to=customer');
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/(\?.*)?$/, wait);
  await fillCompanyCustomer(form(page), email);
  await next(page);
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/account\/(\?.*)?$/, wait);
  await form(page).getByLabel(/^Passwort$/).fill('geheim-2026');
  await form(page).getByLabel(/^Passwort wiederholen/).fill('geheim-2026');
  await next(page);
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/confirm\/(\?.*)?$/, wait);
  for (const name of [/Verkehrsdaten/, /Störungen/, /Rechnung online/, /Telefonbuch/, /AGB/]) await form(page).getByRole('checkbox', { name }).check();
}

test('a submit that hangs says it is still being sent after 10 s, offers the retry at 60 s, and ends on thanks with one order', async ({ page }) => {
  test.setTimeout(HANG_MS + 90_000);
  const email = `hang-${Date.now()}@example.com`;
  await toConfirm(page, email);
  // from here the page's timers run on Playwright's clock (the machine's 10 s and 60 s), the demo's delay in real time
  await page.clock.install();
  const keys = orderKeys(page);
  await page.request.post('/api/_demo/faults', { data: { path: 'orders', method: 'POST', delayMs: HANG_MS } });
  const sentAt = Date.now();
  const submit = form(page).locator('#confirm-submit');
  await submit.click();
  await expect(submit).toHaveAttribute('data-state', 'pending');
  const waitMessage = form(page).locator('[data-part="submit-wait"]');
  await expect(waitMessage).toHaveAttribute('aria-live', 'polite');
  await expect(waitMessage).toBeEmpty();

  await page.clock.fastForward(10_000);
  await expect(waitMessage).toHaveText('Ihre Bestellung wird noch gesendet. Bitte schließen Sie diese Seite nicht.', wait);
  await expect(form(page).getByRole('button', { name: 'Erneut senden' })).toHaveCount(0);

  await page.clock.fastForward(50_000);
  await expect(waitMessage).toContainText('Sie können die Bestellung erneut senden: Sie wird nur einmal aufgegeben.', wait);
  const retry = form(page).getByRole('button', { name: 'Erneut senden' });
  await expect(retry).toHaveAttribute('data-state', 'idle');
  expect(keys).toHaveLength(1);
  await retry.click();

  // whichever answer comes first (the retry's, or the first request's when the server holds the retry for it)
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/thanks\/$/, { timeout: HANG_MS + 20_000 });
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  // once the held first request has reached the server too, there is still exactly one order, under that key
  await page.waitForTimeout(Math.max(0, sentAt + HANG_MS + 2_000 - Date.now()));
  const orders = await ordersOf(page, email);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.idempotencyKey).toBe(keys[0]);
});

test.describe('a lost answer', () => {
  // a gateway's 504: the order may or may not have been placed (a dropped connection is retried by the browser itself)
  test.use({ expectedApiErrors: [/^504 POST \/api\/orders$/] });

  test('the same body goes out again under the same key, a changed body under a new key', async ({ page }) => {
    const email = `lost-${Date.now()}@example.com`;
    await toConfirm(page, email);
    const keys = orderKeys(page);
    await page.request.post('/api/_demo/faults', { data: { path: 'orders', method: 'POST', status: 504, times: 2 } });
    await form(page).getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    const failed = form(page).getByText('Ihre Bestellung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.').first();
    await expect(failed).toBeVisible(wait);
    await form(page).getByRole('button', { name: 'Erneut senden' }).click();
    await expect.poll(() => keys.length, wait).toBe(2);
    await expect(failed).toBeVisible(wait);
    expect(keys[1]).toBe(keys[0]);

    // the customer's first name changed: another order body
    await form(page).getByRole('button', { name: /Kundendaten ändern/ }).click();
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/(\?.*)?$/, wait);
    await form(page).getByLabel(/^Vorname/).fill('Anne');
    await next(page);
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/confirm\/(\?.*)?$/, wait);
    await form(page).getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/thanks\/$/, wait);
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
    const orders = await ordersOf(page, email);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.idempotencyKey).toBe(keys[2]);
    expect(orders[0]!.body).toMatchObject({ customer: { firstName: 'Anne' } });
  });
});
