/**
 * The page's requests as Playwright sees them, to tell when the page has settled: no request in flight for a
 * quiet window. Times here are node's clock; what is printed is read from the page's resource timing.
 */
import type { Page, Request } from '@playwright/test';

/** How long no request may be in flight before a page counts as settled. */
export const quietMs = 500;

export interface RequestTracker {
  inFlight(): number;
  /** node's clock at the last request that started or ended */
  lastActivity(): number;
  stop(): void;
}

export function trackRequests(page: Page): RequestTracker {
  const open = new Set<Request>();
  let last = Date.now();
  const started = (request: Request) => {
    open.add(request);
    last = Date.now();
  };
  const ended = (request: Request) => {
    open.delete(request);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    inFlight: () => open.size,
    lastActivity: () => last,
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * Waits until `ready()` holds and no request has been in flight for `quiet` ms (polled every 50 ms), or throws
 * after `maxMs`.
 */
export async function settle(page: Pick<Page, 'waitForTimeout'>, tracker: RequestTracker, ready: () => Promise<boolean>, { quiet = quietMs, maxMs = 60_000 } = {}): Promise<void> {
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    if (tracker.inFlight() === 0 && Date.now() - tracker.lastActivity() >= quiet && (await ready())) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`the page did not settle within ${maxMs} ms (${tracker.inFlight()} requests in flight)`);
}
