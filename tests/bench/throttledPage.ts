/** A fresh browser context and page at the bench's CPU throttle, in Debian's chromium. */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../setup/chromium.ts';

export const cpuThrottle = 4;

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

export async function throttledPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  return { context, page, cdp };
}
