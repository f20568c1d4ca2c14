import { test as base, expect, type ConsoleMessage, type Page, type Request, type TestInfo } from '@playwright/test';
import type { JourneyDriver } from '../journeys/driver.ts';
import { journeyDriver } from '../journeys/pageDriver.ts';
import { playwrightSession } from '../engines/playwrightDriver.ts';

export { expect };

/*
 * One pattern per list, with alternatives for several errors (`[/^(412 GET ...|404 POST ...)$/]`): Playwright reads an
 * array whose second item is an object (a second RegExp) as a fixture tuple `[value, options]`, not as the value.
 */
interface Fixtures {
  /** /api/ answers of 400 and above that a test provokes on purpose: `test.use({ expectedApiErrors: [...] })`. */
  expectedApiErrors: ReadonlyArray<RegExp>;
  /**
   * Console errors and uncaught exceptions that a test provokes on purpose: `test.use({ expectedConsoleErrors: [...] })`,
   * matched against the lines `unexpected console errors` lists (`console.error: <text> (<url>)`, `uncaught: <Name>: <message>`).
   */
  expectedConsoleErrors: ReadonlyArray<RegExp>;
  /**
   * The journey kit's driver (tests/browser/journeys/driver.ts) over this test's own `page`, on `baseURL`: a spec fills
   * the form with the kit's vocabulary (tests/browser/journeys/vocabulary.ts) and the page's watching of unexpected
   * console and /api/ errors applies. `reset()` does nothing (each test has a fresh context), nor `close()`.
   */
  driver: JourneyDriver;
  /**
   * Whether the demo's marketing page arrives with its first screen in the HTML (order-form/server), as it does by
   * default; `test.use({ firstScreenInHtml: false })` gets it as a host without a server serves it, for the tests of
   * the element's own start-up (its calls, their failures, the boot screen): a cookie the demo reads.
   */
  firstScreenInHtml: boolean;
}

/**
 * Every e2e test: a /api/ answer of 400 or above that the test did not expect fails it, and so does an error in the
 * page's console or an uncaught exception (or unhandled rejection) in the page that it did not expect; `beforeunload`
 * prompts (the leave-page prompt) are accepted so reloads and navigations do not hang.
 *
 * The browser logs every failed request as a console error ("Failed to load resource: the server responded with a
 * status of 500"): for /api/ requests that line is left to `expectedApiErrors` (a test that provokes a 500 declares
 * it once, as an API error); a failed request for anything else (a chunk, the module) is a console error like any
 * other and needs an `expectedConsoleErrors` entry, e.g. `/Failed to load resource: net::ERR_FAILED \(.*libphonenumber/`.
 */
export const test = base.extend<Fixtures>({
  expectedApiErrors: [[], { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  firstScreenInHtml: [true, { option: true }],
  page: async ({ page, expectedApiErrors, expectedConsoleErrors, firstScreenInHtml, baseURL }, use, testInfo) => {
    // `test.use({ expectedApiErrors: [/a/, /b/] })` is read by Playwright as [value, options]: one RegExp would arrive
    if (!Array.isArray(expectedApiErrors) || !Array.isArray(expectedConsoleErrors)) {
      throw new Error("expectedApiErrors and expectedConsoleErrors are lists: one RegExp per list (join patterns with |), or a shared list given as [list, { scope: 'test' }]");
    }
    if (!firstScreenInHtml && baseURL) await page.context().addCookies([{ name: 'demo_first_screen', value: 'off', url: baseURL }]);
    const unexpectedApiErrors = watchApiErrors(page, expectedApiErrors);
    const unexpectedConsoleErrors = watchConsoleErrors(page, expectedConsoleErrors);
    const apiCalls = recordApiCalls(page);
    page.on('dialog', (dialog) => void dialog.accept());
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) await attachWhatTheFailureSaw(page, apiCalls, testInfo);
    expect(unexpectedApiErrors, 'unexpected /api/ errors').toEqual([]);
    expect(unexpectedConsoleErrors, 'unexpected console errors').toEqual([]);
  },
  driver: async ({ page, baseURL }, use) => {
    await use(pageDriver(page, baseURL));
  },
});

/**
 * The journey kit's driver over a page, for a helper that has the page but not the fixture: `baseUrl` (the demo
 * page's server, where `goto` paths, `orders()` and `injectFault` go) defaults to the page's origin when it is called.
 */
export const pageDriver = (page: Page, baseUrl?: string): JourneyDriver => journeyDriver(playwrightSession(() => page), baseUrl ?? new URL(page.url()).origin);

function watchApiErrors(page: Page, expected: ReadonlyArray<RegExp>): string[] {
  const unexpected: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.includes('/api/') || response.status() < 400) return;
    const line = `${response.status()} ${response.request().method()} ${pathname}`;
    if (!expected.some((pattern) => pattern.test(line))) unexpected.push(line);
  });
  return unexpected;
}

/**
 * Every /api/ call of the test, as `+ms METHOD path → status` (an unanswered one says so), for a failure's report; heard
 * on the context, so a second tab's calls are there too.
 */
function recordApiCalls(page: Page): Map<Request, string> {
  const context = page.context();
  const calls = new Map<Request, string>();
  const started = Date.now();
  const line = (request: Request, outcome: string) => `+${Date.now() - started} ms ${request.method()} ${new URL(request.url()).pathname} → ${outcome}`;
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/api/')) calls.set(request, line(request, 'no answer yet'));
  });
  context.on('response', (response) => {
    const request = response.request();
    if (calls.has(request)) calls.set(request, line(request, String(response.status())));
  });
  context.on('requestfailed', (request) => {
    if (calls.has(request)) calls.set(request, line(request, `failed: ${request.failure()?.errorText}`));
  });
  return calls;
}

/**
 * A failed test's report gets what a trace without DOM snapshots lacks: the /api/ calls in order, and the text of each
 * element's screen in every frame of every tab (the error context's ARIA snapshot does not reach into a frame's shadow
 * root).
 */
async function attachWhatTheFailureSaw(page: Page, apiCalls: Map<Request, string>, testInfo: TestInfo): Promise<void> {
  await testInfo.attach('api-calls.txt', { body: [...apiCalls.values()].join('\n'), contentType: 'text/plain' });
  const frames = page.context().pages().flatMap((tab) => tab.frames());
  const screens = await Promise.all(
    frames.map((frame) =>
      frame
        .evaluate(() =>
          [...document.querySelectorAll('order-form')].map((element) =>
            [...(element.shadowRoot?.children ?? [])]
              .filter((child): child is HTMLElement => child instanceof HTMLElement && !['STYLE', 'SCRIPT', 'TEMPLATE'].includes(child.tagName))
              .map((child) => child.innerText)
              .join('\n'),
          ),
        )
        .then((texts) => texts.map((text) => `--- ${frame.url()}\n${text}`))
        .catch(() => []),
    ),
  );
  await testInfo.attach('screen.txt', { body: screens.flat().join('\n') || '(no order-form on the page)', contentType: 'text/plain' });
}

function watchConsoleErrors(page: Page, expected: ReadonlyArray<RegExp>): string[] {
  const unexpected: string[] = [];
  const record = (line: string) => {
    if (!expected.some((pattern) => pattern.test(line))) unexpected.push(line);
  };
  page.on('console', (message) => {
    if (message.type() !== 'error' || isApiResourceError(message)) return;
    const { url } = message.location();
    record(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => record(`uncaught: ${error.name}: ${error.message}`));
  return unexpected;
}

/** The browser's own line for a failed /api/ request: judged by `watchApiErrors` instead. */
function isApiResourceError(message: ConsoleMessage): boolean {
  const { url } = message.location();
  return message.text().startsWith('Failed to load resource') && url !== '' && new URL(url).pathname.includes('/api/');
}

/** The element's shadow content, found through Playwright's shadow-piercing locators. */
export const orderForm = (page: Page) => page.locator('order-form');

/**
 * The element's module has taken over the first screen the demo's HTML carried (order-form/server): its running
 * form is made and React holds the screen (the server's style and JSON script are gone). At once on a page without.
 */
export async function takenOver(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const element = document.querySelector('order-form') as (HTMLElement & { runtime?: unknown }) | null;
          return Boolean(element?.runtime) && !element!.shadowRoot!.querySelector('style, script');
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}
