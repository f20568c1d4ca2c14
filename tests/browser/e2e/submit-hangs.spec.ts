import type { APIResponse, Page, Route } from '@playwright/test';
import { acceptAll, ordersOf, toConfirm } from './confirmStep.ts';
import { injectFault } from './demoFaults.ts';
import { expect, orderForm, test } from './fixtures.ts';

const form = (page: Page) => orderForm(page);
const next = (page: Page) => form(page).getByRole('button', { name: 'Weiter', exact: true }).click();
const wait = { timeout: 10_000 };

/** The `Idempotency-Key` of every `POST orders` the page sends, in order. */
function orderKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/orders')) keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

/**
 * The page's first `POST orders` held on its way, as a network that does not answer (issue 41): it reaches the server
 * only when `deliver()` sends it on, which answers with what the server said to it. Every later one goes through.
 */
async function holdFirstOrder(page: Page): Promise<{ deliver(): Promise<APIResponse> }> {
  let arrived: (route: Route) => void = () => undefined;
  const held = new Promise<Route>((resolve) => (arrived = resolve));
  let holding = false;
  await page.route('**/api/orders', async (route) => {
    if (route.request().method() !== 'POST' || holding) return route.fallback();
    holding = true;
    arrived(route);
  });
  return {
    async deliver() {
      const route = await held;
      const answer = await route.fetch();
      // the page has stopped waiting for it once an answer came: nobody takes this one
      await route.fulfill({ response: answer }).catch(() => undefined);
      return answer;
    },
  };
}

test('a submit that hangs says it is still being sent after 10 s, offers the retry at 60 s, and ends on thanks with one order', async ({ page }) => {
  const email = `hang-${Date.now()}@example.com`;
  // the page's timers run on Playwright's clock: the machine's 10 s and 60 s pass when the test says so
  await page.clock.install();
  await toConfirm(page, email);
  await acceptAll(page);
  const keys = orderKeys(page);
  const firstOrder = await holdFirstOrder(page);
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

  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/thanks\/$/, wait);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  // the held first request reaches the server after all: it is answered with the same order, and there is one order
  const late = await firstOrder.deliver();
  expect(late.status()).toBe(201);
  const orders = await ordersOf(page, email);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.idempotencyKey).toBe(keys[0]);
  expect(((await late.json()) as { transactionId: string }).transactionId).toBe(orders[0]!.transactionId);
});

test.describe("a gateway's 504 before any order was placed", () => {
  // the order may or may not have been placed, as the page sees it: the key's fate is asked for first (GET
  // orders/by-key answers none here); an answer lost after the order was placed is one-order.spec.ts's
  test.use({ expectedApiErrors: [/^504 POST \/api\/orders$/] });

  test('with no order under the key, the same body goes out again under the same key, a changed body under a new key', async ({ page }) => {
    const email = `lost-${Date.now()}@example.com`;
    await toConfirm(page, email);
    await acceptAll(page);
    const keys = orderKeys(page);
    await injectFault(page, { path: 'orders', method: 'POST', status: 504, times: 2 });
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
