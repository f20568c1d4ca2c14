import { chromium } from 'playwright';
import { chromiumArgs, testChromiumPath } from '../../setup/chromium.ts';
import { deviceScaleFactor, visualViewport, type VisualEngine } from './engine.ts';
import { fixedNow, preparePage, shortTimerMs } from './inPage.ts';
import { watchRequests } from './networkQuiet.ts';
import { shootStory } from './storyShot.ts';

/** Debian's Chromium (`chromium-headless-shell`, as the other suites) through the Playwright library. */
export async function launchChromium(): Promise<VisualEngine> {
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
  return {
    name: 'chromium',
    async shoot(storyUrl) {
      // a context per story: a page of its own, and no storage or service worker state from the story before
      const context = await browser.newContext({
        viewport: visualViewport,
        deviceScaleFactor,
        locale: 'de-DE',
        timezoneId: 'Europe/Berlin',
        colorScheme: 'light',
      });
      try {
        await context.addInitScript(preparePage, { fixedNow, shortTimerMs });
        const page = await context.newPage();
        const requests = watchRequests();
        page.on('request', (request) => requests.started(request));
        page.on('requestfinished', (request) => requests.ended(request));
        page.on('requestfailed', (request) => requests.ended(request));
        await page.goto(storyUrl, { waitUntil: 'load' });
        return await shootStory({
          evaluate: (fn, argument) => page.evaluate(fn as (argument: unknown) => never, argument as unknown),
          networkQuiet: () => requests.quiet(),
          screenshot: (clip) => page.screenshot({ clip, fullPage: true, animations: 'disabled', caret: 'hide', type: 'png' }),
        });
      } catch (error) {
        return { outcome: 'failed', error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
      } finally {
        await context.close();
      }
    },
    close: () => browser.close(),
  };
}
