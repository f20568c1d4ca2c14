import type { Page, Route } from '@playwright/test';
import { expect, orderForm, test } from './fixtures.ts';
import { fillQuoteForm } from './quoteForm.ts';
import { installTeardownProbe, type AliveThing } from './teardownProbe.ts';

/*
 * Leaving the form (the element removed from the page) takes down what it started (DESIGN.md, "The custom element"):
 * its actors (the root, the children of the open screens, the quote request's), their requests, listeners, timers
 * and observers. On the production build, with a probe installed before the module loads.
 */

const wait = { timeout: 15_000 };
const form = (page: Page) => orderForm(page);

/**
 * React DOM's one `selectionchange` listener per document, added by the first root made in it and shared by every
 * later root (React never removes it): the page's, not the element's.
 */
const isReactsDocumentListener = (thing: AliveThing) => thing.kind === 'listener' && thing.what === 'document selectionchange';

/** What is still alive that the element made, each with the stack that made it. */
const leftAlive = (page: Page) =>
  page
    .evaluate(() => window.teardownProbe.alive())
    .then((things) => things.filter((thing) => !isReactsDocumentListener(thing)).map((thing) => `${thing.kind}: ${thing.what}\n${thing.stack}`));

test('removing the element stops its actors, aborts their requests, and removes its listeners, timers and observers; its actor is collected', async ({ page }) => {
  test.slow();
  await page.addInitScript(installTeardownProbe);
  // the quote request stays unanswered: leaving the form must abort it
  const heldQuotes: Route[] = [];
  await page.route('**/api/quotes', (route) => void heldQuotes.push(route));

  await page.goto('/');
  await form(page).getByRole('article', { name: 'Cloud-Telefonanlage Business' }).getByRole('link', { name: 'Jetzt bestellen' }).click();
  await expect(page).toHaveURL(/\/plans\/VOIPBIZ\/product\/$/, wait);
  await form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check();
  await form(page).getByRole('group', { name: 'Kennen Sie den Vormieter?' }).getByRole('radio', { name: 'Nein' }).check();
  await form(page).getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page).toHaveURL(/\/plans\/VOIPBIZ\/customer\/$/, wait);

  // the cart: the quote form filled in and sent (its actor outlives the dialog), then closed
  await form(page).locator('[data-part="cart-button"]').click();
  const cart = form(page).getByRole('dialog');
  const quoteButton = await fillQuoteForm(cart);
  const quoteSent = page.waitForRequest((request) => request.url().endsWith('/api/quotes') && request.method() === 'POST');
  await quoteButton.click();
  await quoteSent;
  await cart.getByRole('button', { name: 'Schließen', exact: true }).click();
  await expect(cart).toHaveCount(0);

  // the address check, left open with a search typed (its machine, debounce and request running)
  await form(page).getByRole('button', { name: 'Adresse prüfen' }).first().click();
  const search = form(page).getByRole('dialog').getByRole('combobox', { name: 'Adresse suchen' });
  await expect(search).toBeVisible(wait);
  await search.pressSequentially('Friedrichstr', { delay: 30 });

  const before = await page.evaluate(() => window.teardownProbe.alive().map((thing) => thing.kind));
  // what the test sees is there before the element goes: the probe counts
  expect(before).toContain('listener');
  expect(before).toContain('fetch');

  await page.evaluate(async () => {
    const element = document.querySelector('order-form') as HTMLElement & { runtime?: { actor: object; i18n: object } };
    const runtime = element.runtime!;
    (window as unknown as { leftBehind: WeakRef<object>[] }).leftBehind = [new WeakRef(runtime.actor), new WeakRef(runtime.i18n), new WeakRef(element)];
    element.remove();
    // the element unmounts a microtask after it left (DESIGN.md, "The custom element"); one task later all is down
    await window.teardownProbe.collectAfter(0);
  });
  expect(await leftAlive(page), 'alive right after the element left').toEqual([]);
  await page.evaluate(() => window.teardownProbe.collectAfter(1500));
  expect(await leftAlive(page), 'alive 1.5 s after the element left').toEqual([]);

  // nothing holds the root actor, its i18next instance or the element any more
  const cdp = await page.context().newCDPSession(page);
  for (let pass = 0; pass < 3; pass += 1) {
    await cdp.send('HeapProfiler.collectGarbage');
    await page.evaluate(() => window.teardownProbe.collectAfter(50));
  }
  const kept = await page.evaluate(() =>
    (window as unknown as { leftBehind: WeakRef<object>[] }).leftBehind.flatMap((ref, index) => (ref.deref() ? [['root actor', 'i18next', 'element'][index]] : [])),
  );
  expect(kept, 'still reachable after garbage collection').toEqual([]);
  for (const route of heldQuotes) await route.abort().catch(() => undefined);
});
