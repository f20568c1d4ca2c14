import { chromium, type BrowserContext, type Page } from 'playwright';
import { chromiumArgs, testChromiumPath } from '../../setup/chromium.ts';
import type { JourneyDriver } from './driver.ts';
import { journeyDriver, type BrowserSession } from './pageDriver.ts';
import { viewport } from './viewport.ts';

/** Chromium (Debian's) through Playwright: the engine every other test of the project runs in, as the reference. */
export async function launchPlaywrightDriver(baseUrl: string): Promise<JourneyDriver> {
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
  let context: BrowserContext;
  let page: Page;
  const open = async () => {
    context = await browser.newContext({ viewport });
    page = await context.newPage();
    // the leave-page prompt: a reload or navigation goes on, as a visitor who confirms it
    page.on('dialog', (dialog) => void dialog.accept());
  };
  await open();
  const session: BrowserSession = {
    engine: 'chromium',
    evaluate: (fn, argument) => page.evaluate(fn as (argument: unknown) => never, argument as unknown),
    async goto(url) {
      await page.goto(url);
    },
    url: async () => page.url(),
    clickAt: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key),
    typeText: (text) => page.keyboard.type(text),
    async reset() {
      await context.close();
      await open();
    },
    close: () => browser.close(),
  };
  return journeyDriver(session, baseUrl);
}
