import type { Page } from '@playwright/test';
import { expect, orderForm, takenOver, test } from './fixtures.ts';
import { checkBerlinAddress } from '../journeys/vocabulary.ts';
import { checkAddressThroughApi } from './checkedAddress.ts';

/*
 * Issue 52: the demo's marketing page as a site built on order-form/server serves it (demo/vite-plugin.ts), on the
 * production build: the first screen in the HTML, shown without JavaScript, taken over by the element's module
 * without a shift, an error or a second request for what the HTML holds.
 */

const form = (page: Page) => orderForm(page);

/** The API calls the page makes, as `METHOD /api/path?query`. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

/** The element's module held back until released: the page is its HTML alone, as before any script ran. */
async function holdModule(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/order-form-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Before any script of the page runs (the parser is done, the deferred module not yet run): the server's heading and
 * first plan link are kept, and the layout shifts are summed from then on.
 */
async function watchTakeOver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { serverNodes?: Element[]; shift: number };
    seen.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) seen.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.querySelector('order-form')?.shadowRoot;
      seen.serverNodes = root ? [root.querySelector('h1'), root.querySelector('article a[href]')].filter((node): node is Element => node !== null) : [];
    });
  });
}

/** The server's nodes are the element's now: React hydrated them instead of drawing its own. */
async function serverNodesKept(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const { serverNodes = [] } = window as unknown as { serverNodes?: Element[] };
    const root = document.querySelector('order-form')!.shadowRoot!;
    return serverNodes.length === 2 && serverNodes.every((node) => node.isConnected && root.contains(node));
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { shift: number }).shift);

test.describe('the plan list in the HTML', () => {
  test('arrives in the page: the element with its declarative shadow root, every plan with its price and a link to its page', async ({ request }) => {
    const html = await (await request.get('/', { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain('<order-form lang="de"><template shadowrootmode="open">');
    expect(html).toContain('Unsere Tarife');
    expect(html).toContain('Festnetz Home');
    expect(html).toMatch(/<a [^>]*href="\/plans\/VOIPPRIV"/);
    expect(html).toContain('<script type="application/json" data-order-form-state>');
    // nothing of a visitor
    expect(html).not.toMatch(/demo_session|XSRF-TOKEN/);
  });

  test('without JavaScript it is shown and usable as links: a plan opens its page with its first step', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto('/');
    await expect(form(page).getByRole('heading', { level: 1, name: 'Unsere Tarife' })).toBeVisible();
    const card = form(page).getByRole('article', { name: 'Festnetz Home' });
    await expect(card.getByText('einmalige Bereitstellung')).toBeVisible();
    // drawn as the running element draws it: a card's border (Tailwind's --tw-border-style, whose @property a shadow
    // root ignores, has its initial value from the server's sheet)
    expect(await card.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid');
    // no dead buttons: a plan's action is a link
    await expect(form(page).locator('[data-page="plans"]').getByRole('button')).toHaveCount(0);
    await card.getByRole('link', { name: 'Jetzt bestellen' }).click();
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV$/);
    await expect(form(page).getByRole('heading', { level: 1, name: 'Produkt' })).toBeVisible();
    expect(await form(page).locator('[part="header"]').evaluate((element) => getComputedStyle(element).borderBottomStyle)).toBe('solid');
    // its options with their prices, the whole step (the part below the first screenful included)
    await expect(form(page).getByText('Fax-to-Mail')).toBeVisible();
    await expect(form(page).getByText('Warenkorb: 2 Positionen, 9,99 € monatlich')).toBeAttached();
    await expect(form(page).locator('[data-pending]')).toHaveCount(0);
    await context.close();
  });

  test('is taken over by the module: the same nodes, no shift, no error, no second request for what the HTML holds', async ({ page }) => {
    const calls = apiCalls(page);
    await watchTakeOver(page);
    await page.goto('/');
    await takenOver(page);
    expect(await serverNodesKept(page)).toBe(true);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    // the visitor's own session; the plan classes and translations came with the HTML
    expect(calls).toEqual(['GET /api/auth']);
    // and it works: a plan chosen by the running form
    await form(page).getByRole('article', { name: 'Festnetz Home' }).getByRole('link', { name: 'Jetzt bestellen' }).click();
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/product\/$/);
    await expect(form(page).getByRole('heading', { level: 1, name: 'Produkt' })).toBeVisible();
  });

  test('a plan clicked after the module ran but before it took the screen over is not lost', async ({ page }) => {
    let releaseSession!: () => void;
    const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
    await page.route('**/api/auth', async (route) => {
      await sessionHeld;
      await route.continue();
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    // the module runs and waits for the session: the server's link is held, not followed
    await expect.poll(() => page.evaluate(() => Boolean((document.querySelector('order-form') as unknown as { runtime?: unknown }).runtime))).toBe(true);
    await form(page).getByRole('article', { name: 'Festnetz Home' }).getByRole('link', { name: 'Jetzt bestellen' }).click();
    releaseSession();
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/product\/$/);
    await expect(form(page).getByRole('heading', { level: 1, name: 'Produkt' })).toBeVisible();
    expect(documents).toEqual(['/']);
  });

  test('a plan clicked before the module runs opens its page, which carries its first step', async ({ page }) => {
    const releaseModule = await holdModule(page);
    await page.goto('/', { waitUntil: 'commit' });
    await form(page).getByRole('article', { name: 'Festnetz Home' }).getByRole('link', { name: 'Jetzt bestellen' }).click();
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV$/);
    await expect(form(page).getByRole('heading', { level: 1, name: 'Produkt' })).toBeVisible();
    releaseModule();
    await takenOver(page);
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/product\/$/);
  });

  test('in English, as the visitor asked (?lang=en), on a page whose element says lang="de"', async ({ page }) => {
    const calls = apiCalls(page);
    await page.goto('/?lang=en');
    await expect(form(page).getByRole('heading', { level: 1, name: 'Our plans' })).toBeVisible();
    await takenOver(page);
    await expect(form(page)).toHaveAttribute('lang', 'de');
    expect(calls).toEqual(['GET /api/auth']);
  });

  test("a visitor whose own start-up goes elsewhere (another stored language) gets the element's own screen, without an error", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('order-form:lang', 'fr'));
    const calls = apiCalls(page);
    await page.goto('/');
    await expect(form(page).getByRole('heading', { level: 1, name: 'Nos offres' })).toBeVisible();
    await takenOver(page);
    // React's screen in the place of the server's, not beside it
    expect(await page.evaluate(() => document.querySelector('order-form')!.shadowRoot!.querySelectorAll('[part="root"]').length)).toBe(1);
    await expect(form(page).getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(calls).toEqual(['GET /api/auth']);
  });
});

test.describe("a plan's page in the HTML", () => {
  // a line plan answers 412 until the visitor's address is checked (spec section 8): its address check opens
  test.use({ expectedApiErrors: [/^412 GET \/api\/plans\/TALPRIV100$/] });

  test('carries the product step with the plan and its prices; taken over without a request for the plan', async ({ page, request }) => {
    const html = await (await request.get('/plans/VOIPPRIV/', { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain('data-step="product"');
    const calls = apiCalls(page);
    await watchTakeOver(page);
    await page.goto('/plans/VOIPPRIV/');
    await expect(form(page).getByRole('heading', { level: 1, name: 'Produkt' })).toBeVisible();
    await takenOver(page);
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/product\/$/);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    expect(calls.filter((call) => call.startsWith('GET /api/plans/'))).toEqual([]);
    expect(calls).toContain('GET /api/auth');
  });

  test('a choice made on its HTML before the module runs reaches the form once the element took it over', async ({ page }) => {
    const releaseModule = await holdModule(page);
    await page.goto('/plans/VOIPPRIV/', { waitUntil: 'commit' });
    // the server's radio, before any script of the page ran
    await form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check();
    releaseModule();
    await takenOver(page);
    await expect(form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' })).toBeChecked();
    // the machine has it: the step is complete, and "Weiter" goes on
    await form(page).getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(form(page).getByRole('heading', { level: 1, name: 'Kundendaten' })).toBeVisible();
  });

  test("a visitor whose address is checked gets the product step where the HTML had the address check: React's screen alone", async ({ page }) => {
    await checkAddressThroughApi(page);
    await page.goto('/plans/TALPRIV100/product/');
    await expect(form(page).getByRole('heading', { level: 1, name: 'Produkt' })).toBeVisible();
    await takenOver(page);
    await expect(form(page).getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => document.querySelector('order-form')!.shadowRoot!.querySelectorAll('[part="root"]').length)).toBe(1);
    await form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check();
  });

  test("a partner's token in the hash gets the partner's screen alone: the anonymous HTML is replaced, not hydrated", async ({ page, request }) => {
    const html = await (await request.get('/plans/VOIPBIZ/', { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain('data-step="product"');
    await page.goto('/plans/VOIPBIZ/#auth_token=demo-partner');
    await expect(page).toHaveURL(/\/plans\/VOIPBIZ\/product\/$/);
    await takenOver(page);
    await expect(form(page).getByRole('heading', { level: 1, name: 'Produkt' })).toHaveCount(1);
    expect(await page.evaluate(() => document.querySelector('order-form')!.shadowRoot!.querySelectorAll('[part="root"]').length)).toBe(1);
    // the partner's own control: the quote is downloaded at once, with no contact form to reveal
    await expect(form(page).getByRole('button', { name: 'Angebot anfordern' })).toBeVisible();
    await expect(form(page).getByLabel(/^Firmenname/)).toHaveCount(0);
  });

  test("carries the address check's first view for a plan that needs one, which works once taken over", async ({ page, request, driver }) => {
    const html = await (await request.get('/plans/TALPRIV100/', { headers: { Accept: 'text/html' } })).text();
    expect(html).toMatch(/role="dialog"/);
    await page.goto('/plans/TALPRIV100/');
    const dialog = form(page).getByRole('dialog');
    await expect(dialog).toBeVisible();
    await takenOver(page);
    // the running dialog: its search field has the focus, and the address checked there opens the plan's steps
    await expect(dialog.getByRole('combobox', { name: 'Adresse suchen' })).toBeFocused();
    await checkBerlinAddress(driver);
    await expect(form(page).getByRole('heading', { level: 1, name: 'Produkt' })).toBeVisible();
  });
});
