import { chromium, type BrowserContext, type Page } from 'playwright';
import { chromiumArgs, testChromiumPath } from '../../setup/chromium.ts';
import type { JourneyDriver } from '../journeys/driver.ts';
import { journeyDriver, type BrowserSession, type CancellableDriver } from '../journeys/pageDriver.ts';
import { viewport } from './viewport.ts';

/**
 * A BrowserSession over a Playwright page: the page of `current()` (a launcher's page changes with each fresh
 * visitor). The e2e suite's `driver` fixture (tests/browser/e2e/fixtures.ts) runs the journey kit over its own page
 * this way; `launchPlaywrightDriver` below over a browser of its own.
 */
export function playwrightSession(
  current: () => Page,
  {
    reset = async () => undefined,
    close = async () => undefined,
    pageErrors,
  }: { reset?: () => Promise<void>; close?: () => Promise<void>; pageErrors?: () => Promise<string[]> } = {},
): BrowserSession {
  return {
    engine: 'chromium',
    evaluate: (fn, argument) => current().evaluate(fn as (argument: unknown) => never, argument as unknown),
    async goto(url) {
      await current().goto(url);
    },
    url: async () => current().url(),
    clickAt: (x, y) => current().mouse.click(x, y),
    press: (key) => current().keyboard.press(key),
    typeText: (text) => current().keyboard.type(text),
    reset,
    close,
    ...(pageErrors ? { pageErrors } : {}),
  };
}

/**
 * Chromium (Debian's) through the Playwright library, for `npm run test:engines -- chromium`: the engines runner's
 * own browser. The suite's Chromium journeys are Playwright tests (tests/browser/e2e/journeys.spec.ts).
 */
export async function launchPlaywrightDriver(baseUrl: string): Promise<JourneyDriver & CancellableDriver> {
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
  let context: BrowserContext;
  let page: Page;
  let errors: string[] = [];
  const open = async () => {
    context = await browser.newContext({ viewport });
    page = await context.newPage();
    // the leave-page prompt: a reload or navigation goes on, as a visitor who confirms it
    page.on('dialog', (dialog) => void dialog.accept());
    // as the e2e fixture: console errors and uncaught exceptions (the /api/ lines are the answers' watch, apiWatch.ts)
    errors = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      if (message.text().startsWith('Failed to load resource') && url.includes('/api/')) return;
      errors.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.name}: ${error.message}`));
  };
  await open();
  const session = playwrightSession(() => page, {
    async reset() {
      await context.close();
      await open();
    },
    close: () => browser.close(),
    pageErrors: async () => errors,
  });
  return journeyDriver(session, baseUrl);
}
