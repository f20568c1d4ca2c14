import puppeteer, { type Browser, type BrowserContext, type KeyInput, type Page } from 'puppeteer-core';
import type { JourneyDriver, Key } from '../journeys/driver.ts';
import { journeyDriver, type BrowserSession, type CancellableDriver } from '../journeys/pageDriver.ts';
import { viewport } from './viewport.ts';

/** Debian's Firefox ESR (no geckodriver exists here, and nothing may download one). */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox over WebDriver BiDi with puppeteer-core: no driver binary, the browser speaks the protocol itself.
 * (Playwright's BiDi channel fails at the first page on ESR 153: emulation.setMediaFeaturesOverride is unknown.)
 */
export async function launchBidiDriver(baseUrl: string): Promise<JourneyDriver & CancellableDriver> {
  const launch = () => puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true, defaultViewport: viewport });
  let browser: Browser = await launch();
  let context: BrowserContext;
  let page: Page;
  let errors: string[] = [];
  const open = async () => {
    context = await browser.createBrowserContext();
    page = await context.newPage();
    await page.setViewport(viewport);
    page.on('dialog', (dialog) => void dialog.accept());
    // as the e2e fixture watches Chromium's page: console errors and uncaught exceptions, the /api/ lines left to the
    // answers' own watch (apiWatch.ts)
    errors = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const url = message.location().url ?? '';
      if (message.text().startsWith('Failed to load resource') && url.includes('/api/')) return;
      errors.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`));
  };
  await open();
  const session: BrowserSession = {
    engine: 'firefox',
    evaluate: (fn, argument) => page.evaluate(fn as (argument: unknown) => never, argument),
    async goto(url) {
      await page.goto(url);
    },
    url: async () => page.url(),
    clickAt: (x, y) => page.mouse.click(x, y),
    press: (key) => pressKey(page, key),
    typeText: (text) => page.keyboard.type(text),
    async reset() {
      // a browser that went away (a crash fails its journey) is launched again: the next journey starts on a new one
      if (!browser.connected) {
        browser = await launch();
        return open();
      }
      await context.close();
      await open();
    },
    close: () => browser.close(),
    pageErrors: async () => errors,
  };
  return journeyDriver(session, baseUrl);
}

async function pressKey(page: Page, key: Key) {
  if (!key.startsWith('Shift+')) return page.keyboard.press(key as KeyInput);
  await page.keyboard.down('Shift');
  await page.keyboard.press(key.slice('Shift+'.length) as KeyInput);
  await page.keyboard.up('Shift');
}
