import { SESSION_COOKIE } from '../../../demo/api/middleware.ts';
import type { SubmittedOrder } from '../../../demo/api/state.ts';
import type { ElementQuery, Engine, FocusedElement, JourneyDriver, Key, WaitOptions } from './driver.ts';
import { pageScript, type ElementState, type Location, type PageCommand, type PageQuery } from './pageScript.ts';

/**
 * What a protocol gives the journey driver: run a function in the top page, the pointer, the keyboard, navigation.
 * playwrightDriver.ts, bidiDriver.ts and webdriverDriver.ts each implement it; `journeyDriver` builds the rest on it
 * the same way for all three (pageScript.ts finds and reads the elements).
 */
export interface BrowserSession {
  readonly engine: Engine;
  evaluate<Argument, Result>(fn: (argument: Argument) => Result, argument: Argument): Promise<Result>;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** A left click of the pointer at a point of the top viewport. */
  clickAt(x: number, y: number): Promise<void>;
  press(key: Key): Promise<void>;
  /** Types the text key by key where the focus is. */
  typeText(text: string): Promise<void>;
  /** A fresh visitor: no cookies, no storage, a blank page. */
  reset(): Promise<void>;
  close(): Promise<void>;
  /**
   * The console errors and uncaught exceptions (or unhandled rejections) of the page since the last reset, as the e2e
   * fixture words them (`console.error: <text> (<url>)`, `uncaught: <Name>: <message>`); the browser's own line for a
   * failed /api/ request is left out (the API's answers are judged by their status, tests/browser/engines/apiWatch.ts).
   * A session whose test runner watches the page itself (the e2e fixture's) has none.
   */
  pageErrors?(): Promise<string[]>;
}

/** A journey past its time limit is cancelled: every later call of its driver fails with this, until the next reset. */
export class JourneyCancelled extends Error {
  override name = 'JourneyCancelled';
}

const defaultTimeout = 15_000;
const pollInterval = 250;
/** How long an element must stand still before it is clicked. */
const settleTime = 300;

const toPageText = (text: string | RegExp) => (typeof text === 'string' ? { exact: text } : { pattern: text.source, flags: text.flags });

function toPageQuery(query: ElementQuery): PageQuery {
  return {
    role: query.role,
    ...(query.name === undefined ? {} : { name: toPageText(query.name) }),
    ...(query.within ? { within: toPageQuery(query.within) } : {}),
  };
}

export const describeQuery = (query: ElementQuery): string =>
  `${query.within ? `${describeQuery(query.within)} › ` : ''}${query.role}${query.name === undefined ? '' : ` "${String(query.name)}"`}`;

/**
 * Asks until the probe answers (anything but undefined) or the time is up. A probe that throws is asked again: the
 * page may be between two documents (a navigation) when it runs.
 */
async function until<T>(what: string, probe: () => Promise<T | undefined>, timeout: number, lastSeen: () => string = () => ''): Promise<T> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const answer = await probe();
      if (answer !== undefined) return answer;
    } catch (error) {
      // a cancelled journey stops at once, not at the end of its wait
      if (error instanceof JourneyCancelled) throw error;
      lastError = error;
    }
    if (Date.now() > deadline) {
      const seen = lastSeen();
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message.split('\n')[0]})` : '';
      throw new Error(`${what}: not within ${timeout} ms${seen ? `; last seen: ${seen}` : ''}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollInterval));
  }
}

/** The journey driver over a protocol's session; `baseUrl` is the demo page's server (its /api/ too). */
export function journeyDriver(browserSession: BrowserSession, baseUrl: string): JourneyDriver & CancellableDriver {
  let cancelled: JourneyCancelled | undefined;
  const live = () => {
    if (cancelled) throw cancelled;
  };
  // every call of the browser asks first whether the journey is still on: a cancelled one cannot act on the page that
  // the next journey gets (its reset and the calls after it are the next journey's)
  const session: BrowserSession = {
    engine: browserSession.engine,
    evaluate: async (fn, argument) => (live(), browserSession.evaluate(fn, argument)),
    goto: async (url) => (live(), browserSession.goto(url)),
    url: async () => (live(), browserSession.url()),
    clickAt: async (x, y) => (live(), browserSession.clickAt(x, y)),
    press: async (key) => (live(), browserSession.press(key)),
    typeText: async (text) => (live(), browserSession.typeText(text)),
    reset: async () => {
      cancelled = undefined;
      await browserSession.reset();
    },
    close: () => browserSession.close(),
  };
  const run = <Result>(command: PageCommand) => session.evaluate(pageScript, command) as Promise<Result>;

  /**
   * Where to click: the element shown, not covered, and standing still (the same point for `settleTime`), as a person
   * waits for a screen to settle: a frame that grows or a chunk that loads moves what is below it.
   */
  async function located(query: ElementQuery, options?: WaitOptions): Promise<{ x: number; y: number }> {
    let last = '';
    let resting: { x: number; y: number; since: number } | undefined;
    return until(
      `click ${describeQuery(query)}`,
      async () => {
        const location = await run<Location>({ op: 'locate', query: toPageQuery(query) });
        last = location.state === 'obscured' ? `obscured by ${location.by}` : location.state;
        if (location.state !== 'ready') return (resting = undefined);
        if (!resting || Math.abs(resting.x - location.x) >= 1 || Math.abs(resting.y - location.y) >= 1) resting = { ...location, since: Date.now() };
        return Date.now() - resting.since >= settleTime ? location : undefined;
      },
      options?.timeout ?? defaultTimeout,
      () => last,
    );
  }

  const state = (query: ElementQuery) => run<ElementState>({ op: 'state', query: toPageQuery(query) });

  const driver: JourneyDriver & CancellableDriver = {
    engine: session.engine,
    goto: (pathOrUrl) => session.goto(new URL(pathOrUrl, baseUrl).href),
    url: () => session.url(),
    async click(query, options) {
      // a click that landed on something else (the page moved in between) is tried again, as a person would
      const deadline = Date.now() + (options?.timeout ?? defaultTimeout);
      for (;;) {
        const { x, y } = await located(query, { timeout: Math.max(deadline - Date.now(), 1_000) });
        await run({ op: 'armClick', query: toPageQuery(query) });
        await session.clickAt(x, y);
        // a page that went away while it was asked was replaced by the click (a link): that click went through
        const landed = await run<boolean | 'unseen' | 'navigated'>({ op: 'clickLanded' }).catch((error: unknown) => {
          if (error instanceof JourneyCancelled) throw error;
          return 'navigated' as const;
        });
        if (landed === true || landed === 'navigated') return;
        if (Date.now() > deadline) {
          throw new Error(
            `click ${describeQuery(query)}: ${landed === 'unseen' ? 'the page saw no pointerdown: the click did not reach it' : 'the pointer landed on something else'}`,
          );
        }
      }
    },
    async check(query, options) {
      if ((await until(`find ${describeQuery(query)}`, async () => ((await state(query)).found ? state(query) : undefined), options?.timeout ?? defaultTimeout)).checked) return;
      await driver.click(query, options);
      await until(`${describeQuery(query)} checked`, async () => ((await state(query)).checked ? true : undefined), options?.timeout ?? defaultTimeout);
    },
    async type(query, text, options) {
      await driver.click(query, options);
      await run({ op: 'selectText', query: toPageQuery(query) });
      await session.typeText(text);
    },
    async select(query, optionText, options) {
      await until(
        `select "${String(optionText)}" in ${describeQuery(query)}`,
        async () => ((await run<boolean>({ op: 'selectOption', query: toPageQuery(query), option: toPageText(optionText) })) ? true : undefined),
        options?.timeout ?? defaultTimeout,
      );
    },
    press: (key) => session.press(key),
    async waitFor(query, options) {
      await until(`show ${describeQuery(query)}`, async () => ((await state(query)).found ? true : undefined), options?.timeout ?? defaultTimeout);
    },
    async waitForHidden(query, options) {
      await until(`hide ${describeQuery(query)}`, async () => ((await state(query)).found ? undefined : true), options?.timeout ?? defaultTimeout);
    },
    async waitForText(text, within, options) {
      let shown = '';
      await until(
        `show the text "${String(text)}"${within ? ` in ${describeQuery(within)}` : ''}`,
        async () => {
          shown = (await run<string | null>({ op: 'text', query: within ? toPageQuery(within) : null })) ?? '';
          const squashed = shown.replace(/\s+/g, ' ');
          return (typeof text === 'string' ? squashed.includes(text) : text.test(squashed)) ? true : undefined;
        },
        options?.timeout ?? defaultTimeout,
        () => shown.replace(/\s+/g, ' ').slice(0, 300),
      );
    },
    async waitForNone(cssSelector, options) {
      let count = 0;
      await until(
        `no element matching ${cssSelector}`,
        async () => ((count = await run<number>({ op: 'count', selector: cssSelector })) === 0 ? true : undefined),
        options?.timeout ?? defaultTimeout,
        () => `${count} of them`,
      );
    },
    async waitForUrl(pattern, options) {
      let last = '';
      await until(`reach ${pattern}`, async () => ((last = await session.url()), pattern.test(last) ? true : undefined), options?.timeout ?? defaultTimeout, () => last);
    },
    async text(within) {
      return (await run<string | null>({ op: 'text', query: within ? toPageQuery(within) : null })) ?? '';
    },
    async value(query) {
      return (await state(query)).value;
    },
    focused: () => run<FocusedElement | null>({ op: 'focused' }),
    focusIsWithin: (query) => run<boolean>({ op: 'focusWithin', query: toPageQuery(query) }),
    evaluate: (fn, argument) => session.evaluate(fn, argument),
    async injectFault(fault) {
      // posted by the page itself, so the demo API reads the visitor's session cookie and keeps the fault for it alone
      const origin = new URL(baseUrl).origin;
      const answer = await session.evaluate(
        async ({ body, demoOrigin, cookie }) => {
          if (location.origin !== demoOrigin) return `the page is on ${location.origin}, not the demo page's ${demoOrigin}`;
          if (!document.cookie.split(/;\s*/).some((entry) => entry.startsWith(`${cookie}=`))) {
            return `the page has no ${cookie} cookie yet; open the form before posting a fault for its session`;
          }
          const response = await fetch('/api/_demo/faults', { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body });
          if (response.status !== 201) return `POST /api/_demo/faults answered ${response.status}: ${await response.text()}`;
          // the demo API answers with the fault it keeps: one without a session would be every visitor's
          const kept = ((await response.json()) as { data?: Array<{ sessionId?: string }> }).data ?? [];
          return kept.length > 0 && kept.every((one) => one.sessionId) ? null : 'the demo API kept the fault for every visitor: the session cookie did not reach it';
        },
        { body: JSON.stringify({ ...fault, ownSession: true }), demoOrigin: origin, cookie: SESSION_COOKIE },
      );
      if (answer !== null) throw new Error(`injectFault: ${answer}`);
    },
    async orders(origin = baseUrl) {
      const answer = await fetch(new URL('/api/_demo/orders', origin));
      return ((await answer.json()) as { data: SubmittedOrder[] }).data;
    },
    reset: () => session.reset(),
    close: () => session.close(),
    cancel(reason) {
      cancelled = new JourneyCancelled(reason);
    },
    pageErrors: async () => (await browserSession.pageErrors?.()) ?? [],
  };
  return driver;
}

/** What the engines runner needs beyond the journeys' driver: to stop a journey past its limit, and its page's errors. */
export interface CancellableDriver {
  /** Every later call of the driver fails with `JourneyCancelled` (a wait in progress too), until the next `reset`. */
  cancel(reason: string): void;
  /** The page's console errors and uncaught exceptions since the last reset (`BrowserSession.pageErrors`). */
  pageErrors(): Promise<string[]>;
}

/**
 * The driver narrowed to the inside of one element (one of two forms on a page, say): every query is looked for
 * within `scope` (a query's own `within` within it), the text read and waited for is the scope's. What has no element
 * query (keys, the focus, `waitForNone`, the page's address, the demo API) is the page's, as before.
 */
export function scopedDriver(driver: JourneyDriver, scope: ElementQuery): JourneyDriver {
  const inside = (query: ElementQuery): ElementQuery => ({ ...query, within: query.within ? inside(query.within) : scope });
  return {
    ...driver,
    click: (query, options) => driver.click(inside(query), options),
    check: (query, options) => driver.check(inside(query), options),
    type: (query, text, options) => driver.type(inside(query), text, options),
    select: (query, optionText, options) => driver.select(inside(query), optionText, options),
    waitFor: (query, options) => driver.waitFor(inside(query), options),
    waitForHidden: (query, options) => driver.waitForHidden(inside(query), options),
    waitForText: (text, within, options) => driver.waitForText(text, within ? inside(within) : scope, options),
    text: (within) => driver.text(within ? inside(within) : scope),
    value: (query) => driver.value(inside(query)),
    focusIsWithin: (query) => driver.focusIsWithin(inside(query)),
  };
}
