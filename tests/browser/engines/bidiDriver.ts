import puppeteer, { type Browser, type BrowserContext, type KeyInput, type Page } from 'puppeteer-core';
import type { JourneyDriver, Key } from '../journeys/driver.ts';
import { journeyDriver, type BrowserSession } from '../journeys/pageDriver.ts';
import { viewport } from './viewport.ts';

/** Debian's Firefox ESR (no geckodriver exists here, and nothing may download one). */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox over WebDriver BiDi with puppeteer-core: no driver binary, the browser speaks the protocol itself.
 * (Playwright's BiDi channel fails at the first page on ESR 153: emulation.setMediaFeaturesOverride is unknown.)
 */
export async function launchBidiDriver(baseUrl: string): Promise<JourneyDriver> {
  const browser: Browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true, defaultViewport: viewport });
  let context: BrowserContext;
  let page: Page;
  const open = async () => {
    context = await browser.createBrowserContext();
    page = await context.newPage();
    await page.setViewport(viewport);
    page.on('dialog', (dialog) => void dialog.accept());
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
      await context.close();
      await open();
    },
    close: () => browser.close(),
  };
  return journeyDriver(session, baseUrl);
}

async function pressKey(page: Page, key: Key) {
  if (!key.startsWith('Shift+')) return page.keyboard.press(key as KeyInput);
  await page.keyboard.down('Shift');
  await page.keyboard.press(key.slice('Shift+'.length) as KeyInput);
  await page.keyboard.up('Shift');
}
