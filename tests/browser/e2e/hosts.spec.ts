import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { choosePlanFromList, placeBusinessOrder } from './hostJourney.ts';

/*
 * The packed package in the hosts it is made for (issue 25), built and served by tests/browser/e2e/packageHosts.ts: a Vite +
 * React 19 app using order-form/react, a Vite + Vue 3 app binding the element's attribute and colon events, and a
 * plain page loading the package's dist/. Each places an order from the plan list to the thank-you page.
 */

const wait = { timeout: 20_000 };
const form = (page: Page) => page.locator('order-form');

/** The transaction id of the order the page places, as POST orders answers it. */
function placedTransaction(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/orders', { timeout: 120_000 })
    .then(async (response) => ((await response.json()) as { transactionId: string }).transactionId);
}

test('a React 19 app: order-form/react renders the element, its callbacks get the steps and the placed order', async ({ page }) => {
  test.slow();
  await page.goto('/react/');
  await expect(page.getByRole('heading', { name: 'Partnerportal' })).toBeVisible();
  await choosePlanFromList(form(page));
  await expect(page).toHaveURL(/\/react\/plans\/VOIPBIZ\/product\/$/);
  await expect(page.getByRole('status', { name: 'Schritt' })).toHaveText('product');

  const transaction = placedTransaction(page);
  await placeBusinessOrder(page, form(page), 'react-host');
  await expect(page.getByRole('status', { name: 'Bestellungen' })).toHaveText(`${await transaction} (EUR)`);
  await expect(page).toHaveURL(/\/react\/plans\/VOIPBIZ\/thanks\/$/);
  // the host's React and the element's own are two: the element renders into its shadow root with its own
  expect(await form(page).evaluate((element) => element.shadowRoot?.querySelector('[part="root"]') !== null)).toBe(true);
});

test('a Vue 3 app: :plan opens the plan the host picks, @order-form:step and @order-form:submitted reach its handlers', async ({ page }) => {
  test.slow();
  await page.goto('/vue/');
  await expect(form(page).getByRole('article', { name: 'Cloud-Telefonanlage Business' })).toBeVisible(wait);
  // the host's own button sets the bound plan: the element moves from its plan list to that plan
  await page.getByRole('button', { name: 'Cloud-Telefonanlage für Geschäftskunden' }).click();
  await expect(form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' })).toBeVisible(wait);
  await expect(page).toHaveURL(/\/vue\/plans\/VOIPBIZ\/product\/$/);
  await expect(page.getByRole('status', { name: 'Schritt' })).toHaveText('product');
  // Vue set the plan as the element's property, which reflects it
  await expect(form(page)).toHaveAttribute('plan', 'VOIPBIZ');

  const transaction = placedTransaction(page);
  await placeBusinessOrder(page, form(page), 'vue-host');
  await expect(page.getByRole('status', { name: 'Bestellungen' })).toHaveText(`${await transaction} (EUR)`);
  await expect(page.getByRole('status', { name: 'Schritt' })).toHaveText('confirm');
});

test.describe('a plain page loading the package\'s dist/', () => {
  test('places an order, and the page\'s globals are as they were: no key added, removed or changed, nothing added to the built-in prototypes', async ({ page }) => {
    test.slow();
    // taken before any script of the page runs
    await page.addInitScript(() => {
      const prototypes = { Object, Array, Function, String, Number, Promise, Map, Set, EventTarget, Node, Element, HTMLElement, Document, Window, CSSStyleSheet };
      const snapshot = {
        keys: Reflect.ownKeys(window).map(String),
        values: new Map(Reflect.ownKeys(window).map((key) => [key, Object.getOwnPropertyDescriptor(window, key)?.value as unknown])),
        prototypes: Object.fromEntries(Object.entries(prototypes).map(([name, constructor]) => [name, Reflect.ownKeys(constructor.prototype).map(String).sort()])),
        statics: Object.fromEntries(Object.entries(prototypes).map(([name, constructor]) => [name, Reflect.ownKeys(constructor).map(String).sort()])),
      };
      Object.defineProperty(window, Symbol.for('globals before the element'), { value: snapshot });
    });
    const events: string[] = [];
    await page.exposeFunction('recordOrderFormEvent', (line: string) => events.push(line));

    await page.goto('/plain/');
    await page.evaluate(() => {
      const record = (window as unknown as { recordOrderFormEvent(line: string): void }).recordOrderFormEvent;
      for (const type of ['order-form:ready', 'order-form:step', 'order-form:submitted'])
        document.addEventListener(type, (event) => record(`${type} ${JSON.stringify((event as CustomEvent).detail)}`));
    });
    await choosePlanFromList(form(page));
    const transaction = placedTransaction(page);
    await placeBusinessOrder(page, form(page), 'plain-host');
    await expect(page).toHaveURL(/\/plain\/plans\/VOIPBIZ\/thanks\/$/);
    await expect.poll(() => events.filter((line) => line.startsWith('order-form:submitted'))).toEqual([expect.stringContaining(`"transactionId":"${await transaction}"`)]);

    // a second copy of the module (another bundle on the page) defines nothing and throws nothing
    await page.evaluate((url) => import(url), '/site/plain/order-form/order-form.js?second-bundle');
    await expect(form(page).getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung!');

    const changes = await page.evaluate(() => {
      type Snapshot = { keys: string[]; values: Map<PropertyKey, unknown>; prototypes: Record<string, string[]>; statics: Record<string, string[]> };
      const before = (window as unknown as Record<symbol, Snapshot>)[Symbol.for('globals before the element')]!;
      const prototypes = { Object, Array, Function, String, Number, Promise, Map, Set, EventTarget, Node, Element, HTMLElement, Document, Window, CSSStyleSheet };
      const ownKeys = Reflect.ownKeys(window).map(String);
      // the test's own: the snapshot, its exposed function and Playwright's binding for it
      const ours = new Set([String(Symbol.for('globals before the element')), 'recordOrderFormEvent', '__playwright__binding__controller__']);
      // values the browser itself changes while a page is used (scrolling, the focused event)
      const moving = new Set(['scrollX', 'scrollY', 'pageXOffset', 'pageYOffset', 'event', 'length', 'name', 'status', 'screenLeft', 'screenTop']);
      return {
        added: ownKeys.filter((key) => !before.keys.includes(key) && !ours.has(key)),
        removed: before.keys.filter((key) => !ownKeys.includes(key)),
        changed: [...before.values]
          .filter(([key, value]) => !moving.has(String(key)) && !Object.is(Object.getOwnPropertyDescriptor(window, key)?.value, value))
          .map(([key]) => String(key)),
        prototypes: Object.entries(prototypes)
          .filter(([name, constructor]) => Reflect.ownKeys(constructor.prototype).map(String).sort().join() !== before.prototypes[name]!.join())
          .map(([name]) => name),
        statics: Object.entries(prototypes)
          .filter(([name, constructor]) => Reflect.ownKeys(constructor).map(String).sort().join() !== before.statics[name]!.join())
          .map(([name]) => name),
        zod: ['__zod_globalConfig', '__zod_globalRegistry'].filter((key) => key in globalThis),
      };
    });
    expect(changes).toEqual({ added: [], removed: [], changed: [], prototypes: [], statics: [], zod: [] });
  });

  test("a page with a zod of its own keeps its zod config to itself: the element neither reads nor writes it", async ({ page }) => {
    test.slow();
    await page.addInitScript(() => {
      // what a page's own zod 4 leaves on globalThis, watched: every read or write of it is recorded
      const touched: string[] = [];
      Object.defineProperty(window, 'zodConfigTouched', { value: touched });
      (globalThis as Record<string, unknown>).__zod_globalConfig = new Proxy(
        { jitless: false },
        {
          get: (config, key) => (touched.push(`read ${String(key)}`), Reflect.get(config, key)),
          set: (config, key, value) => (touched.push(`write ${String(key)}`), Reflect.set(config, key, value)),
        },
      );
    });
    await page.goto('/plain/');
    await choosePlanFromList(form(page));
    // the customer step loads the element's schemas (its zod)
    await form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check(wait);
    await form(page).getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(form(page).getByRole('combobox', { name: /Firmenname/ })).toBeVisible(wait);
    await form(page).getByLabel(/^E-Mail-Adresse/).fill('zod@example.com');
    expect(await page.evaluate(() => (window as unknown as { zodConfigTouched: string[] }).zodConfigTouched)).toEqual([]);
    expect(await page.evaluate(() => '__zod_globalRegistry' in globalThis)).toBe(false);
  });
});
