import type { Page, Route } from '@playwright/test';
import { accountLabels, placeOrderLabel, thanksHeading } from '../journeys/vocabulary.ts';
import { acceptAll, ordersOf, toConfirm } from './confirmStep.ts';
import { injectFault } from './demoFaults.ts';
import { expect, orderForm, takenOver, test } from './fixtures.ts';
import { servedAnswers } from './servedAnswers.ts';

/*
 * Issue 48, one order per intent: the answer of the first `POST orders` is lost after the server placed the order
 * (the request goes through, the page sees a network failure), and whatever the visitor does next, the demo holds
 * exactly one order of theirs and they end on the success page. Run on the production build.
 */

const form = (page: Page) => orderForm(page);
const next = (page: Page) => form(page).getByRole('button', { name: 'Weiter', exact: true }).click();
const wait = { timeout: 15_000 };
const failedText = 'Ihre Bestellung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.';

/**
 * The page's first `POST orders` reaches the server, which places the order, and its answer is lost on the way back:
 * the page sees a connection reset. `served` holds the status the server gave it, so the test knows the order was
 * placed before the page heard nothing.
 */
async function loseFirstOrderAnswer(page: Page): Promise<{ served: number[] }> {
  const served: number[] = [];
  let lost = false;
  await page.route('**/api/orders', async (route: Route) => {
    if (route.request().method() !== 'POST' || lost) return route.fallback();
    lost = true;
    const answer = await route.fetch();
    served.push(answer.status());
    await route.abort('connectionreset');
  });
  return { served };
}

/** Every `POST orders` the page sends, by its Idempotency-Key. */
function orderPosts(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

async function placeOrder(page: Page) {
  await acceptAll(page);
  await form(page).getByRole('button', { name: placeOrderLabel }).click();
}

/** The visitor's first press, whose answer is lost after the order was placed: told it could not be sent. */
async function pressWithAnswerLost(page: Page, email: string) {
  await toConfirm(page, email);
  const lost = await loseFirstOrderAnswer(page);
  await placeOrder(page);
  await expect(form(page).getByText(failedText).first()).toBeVisible(wait);
  expect(lost.served).toEqual([201]);
  expect(await ordersOf(page, email)).toHaveLength(1);
}

/** A press that finds the order under the key: the thanks page, no `POST orders` sent, one order of the visitor. */
async function pressFindsTheOrder(page: Page, email: string) {
  const posts = orderPosts(page);
  await placeOrder(page);
  await atThanks(page);
  expect(posts).toEqual([]);
  expect(await ordersOf(page, email)).toHaveLength(1);
}

async function atThanks(page: Page) {
  await expect(form(page).getByRole('heading', { level: 1, name: thanksHeading })).toBeVisible(wait);
}

/**
 * After a reload or in a new tab the password is gone, so the form starts again at its first step (the product step,
 * which the first visit skipped with `skip_to`): the steps up to confirm, as a visitor goes, everything else kept.
 * The page arrives with that step in its HTML; its "Weiter" works once the element has taken the HTML over (before
 * the module runs a button has no script: a press there does nothing, and a fresh clone's run pressed it there).
 * What is chosen before it is kept: first-screen-html.spec.
 */
async function backToConfirm(page: Page) {
  await takenOver(page);
  const heading = form(page).getByRole('heading', { level: 1 });
  for (let steps = 0; steps < 6; steps++) {
    await expect(heading).toBeVisible(wait);
    const title = await heading.textContent();
    if (title === 'Bestätigung') return;
    if (title === 'Produkt') await form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check(wait);
    if (title === 'Kundenkonto') {
      await form(page).getByLabel(accountLabels.password).fill('geheim-2026');
      await form(page).getByLabel(accountLabels.repeat).fill('geheim-2026');
    }
    await next(page);
    await expect(heading).not.toHaveText(title ?? '', wait);
  }
  throw new Error('the confirm step was not reached');
}

test('pressed again, nothing changed: the success page of the order that arrived, nothing sent again', async ({ page }) => {
  const email = `intent-again-${Date.now()}@example.com`;
  await pressWithAnswerLost(page, email);
  const posts = orderPosts(page);
  await form(page).getByRole('button', { name: 'Erneut senden' }).click();
  await atThanks(page);
  const [order] = await ordersOf(page, email);
  await expect(form(page).getByText(order!.transactionId)).toBeVisible();
  await expect(form(page).getByText(/Ihre Bestellung war schon bei uns eingegangen/)).toHaveCount(0);
  expect(posts).toEqual([]);
  expect(await ordersOf(page, email)).toHaveLength(1);
});

test('goes back, corrects the phone number, orders: the order that arrived, and told it holds the number sent first', async ({ page }) => {
  const email = `intent-changed-${Date.now()}@example.com`;
  await pressWithAnswerLost(page, email);
  await form(page).getByRole('button', { name: /Kundendaten ändern/ }).click();
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/(\?.*)?$/, wait);
  await form(page).getByLabel(/^Telefonnummer/).fill('6649876543');
  await expect(form(page).locator('[data-state="pending"]')).toHaveCount(0, wait);
  // a change asked for on confirm goes back to confirm
  await next(page);
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/confirm\/(\?.*)?$/, wait);
  await placeOrder(page);
  await atThanks(page);
  const notice = form(page).getByRole('alert').filter({ hasText: 'Ihre Bestellung war schon bei uns eingegangen' });
  await expect(notice.getByRole('listitem')).toHaveText(['Kundendaten']);
  const orders = await ordersOf(page, email);
  expect(orders).toHaveLength(1);
  expect(JSON.stringify(orders[0]!.body)).not.toContain('6649876543');
});

test('reloads the page, goes on to confirm (the password asked again), orders: one order', async ({ page }) => {
  const email = `intent-reload-${Date.now()}@example.com`;
  await pressWithAnswerLost(page, email);
  await page.reload();
  await backToConfirm(page);
  await pressFindsTheOrder(page, email);
});

test('reloads while the order is still on its way (its answer comes after 4 s), then finishes: one order', async ({ page }) => {
  const email = `intent-on-its-way-${Date.now()}@example.com`;
  await toConfirm(page, email);
  await injectFault(page, { path: 'orders', method: 'POST', answerDelayMs: 4_000 });
  const request = page.waitForRequest((sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/orders');
  await placeOrder(page);
  await request;
  // the order is placed at once; its answer is held
  await expect.poll(async () => (await ordersOf(page, email)).length, wait).toBe(1);
  await page.reload();
  await backToConfirm(page);
  await pressFindsTheOrder(page, email);
});

test.describe('a new session', () => {
  test.use({ expectedApiErrors: [/^401 GET \/api\/orders\/by-key\/[\w-]+$/] });

  test('presses again after the session ended: the element renews, learns the order arrived and shows it', async ({ page }) => {
    const email = `intent-session-${Date.now()}@example.com`;
    await pressWithAnswerLost(page, email);
    const answers = servedAnswers(page);
    await injectFault(page, { path: 'orders/by-key/*', method: 'GET', endSession: true });
    await form(page).getByRole('button', { name: 'Erneut senden' }).click();
    await atThanks(page);
    // the fault was served: the lookup refused, a new session made and restored, the lookup repeated in it
    expect(answers.filter((answer) => answer.includes('/api/orders/by-key/')).map((answer) => answer.split(' ')[0])).toEqual(['401', '200']);
    expect(answers.some((answer) => answer.endsWith(' /api/auth'))).toBe(true);
    const [order] = await ordersOf(page, email);
    await expect(form(page).getByText(order!.transactionId)).toBeVisible();
    expect(await ordersOf(page, email)).toHaveLength(1);
  });
});

test('in a second tab opened from the page: the order that arrived, one order', async ({ page }) => {
  const email = `intent-tab-${Date.now()}@example.com`;
  await pressWithAnswerLost(page, email);
  // a tab opened by the page copies its session storage (HTML: a new auxiliary browsing context)
  const [second] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => void window.open(location.href))]);
  second.on('dialog', (dialog) => void dialog.accept());
  await backToConfirm(second);
  await pressFindsTheOrder(second, email);
});
