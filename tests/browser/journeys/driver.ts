import type { FaultRequest, SubmittedOrder } from '../../../demo/api/state.ts';

/**
 * The one interface the journey kit (tests/browser/journeys/: the journeys, *.journey.ts, and their vocabulary,
 * vocabulary.ts) is written against, so a journey is written once and runs in Chromium (inside Playwright's test runner,
 * tests/browser/e2e/journeys.spec.ts, over the `driver` fixture's page), Firefox (puppeteer-core over WebDriver BiDi) and
 * WebKitGTK (WebDriver) (both through tests/browser/engines/run.ts).
 *
 * Elements are found as a person with a screen reader finds them: by role and accessible name, through the element's
 * open shadow root and same-origin iframes (pageScript.ts computes both in the page, the same way in every engine).
 * Clicks and keys are the browser's own input (pointer at the element's centre, key events), not DOM calls.
 */
export type Engine = 'chromium' | 'firefox' | 'webkit';

export const engines: ReadonlyArray<Engine> = ['chromium', 'firefox', 'webkit'];

/**
 * An element by role and accessible name: a string names it exactly (whitespace collapsed), a RegExp by a match.
 * `within` narrows the search to the inside of another element (a dialog, a group); of several matches, the first in
 * tree order is meant.
 */
export interface ElementQuery {
  role: string;
  name?: string | RegExp;
  within?: ElementQuery;
}

/** The keys a journey presses: WebDriver's names, with `Shift+` for a chord. */
export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Escape' | 'Space' | 'ArrowDown' | 'ArrowUp' | 'Backspace';

/** The element that has the focus, as assistive technology would announce it. */
export interface FocusedElement {
  role: string | null;
  name: string;
}

export interface WaitOptions {
  /** default 15 s: a step's chunk loads on a busy 2-core machine */
  timeout?: number;
}

export interface JourneyDriver {
  readonly engine: Engine;
  /** A path of the demo page's server (`/plans/VOIPPRIV/product/`) or a full URL (the CSP host's pages). */
  goto(pathOrUrl: string): Promise<void>;
  /** The page's address (the top window's). */
  url(): Promise<string>;
  /** Waits until the element is shown, scrolls it into view and clicks its centre with the pointer. */
  click(query: ElementQuery, options?: WaitOptions): Promise<void>;
  /** Checks a checkbox or radio (clicks it unless it is checked already). */
  check(query: ElementQuery, options?: WaitOptions): Promise<void>;
  /** Clicks into a text field, selects what it holds and types the text key by key. */
  type(query: ElementQuery, text: string, options?: WaitOptions): Promise<void>;
  /** Chooses an option of a native `<select>` by its text or value (the picker is the engine's own, not the page's). */
  select(query: ElementQuery, optionText: string | RegExp, options?: WaitOptions): Promise<void>;
  /** Presses a key where the focus is. */
  press(key: Key): Promise<void>;
  /** Waits until the element is shown. */
  waitFor(query: ElementQuery, options?: WaitOptions): Promise<void>;
  /** Waits until no element matches (or none is shown). */
  waitForHidden(query: ElementQuery, options?: WaitOptions): Promise<void>;
  /** Waits until the page (its shadow roots and same-origin frames included), or the element, shows the text. */
  waitForText(text: string | RegExp, within?: ElementQuery, options?: WaitOptions): Promise<void>;
  /**
   * Waits until no element matches the CSS selector, in the page, its open shadow roots and same-origin frames (an
   * element's state, `[data-state="pending"]`, that no role and name can say).
   */
  waitForNone(cssSelector: string, options?: WaitOptions): Promise<void>;
  /** Waits until the page's address matches. */
  waitForUrl(pattern: RegExp, options?: WaitOptions): Promise<void>;
  /** What the element (or the whole page) shows, as rendered text. */
  text(within?: ElementQuery): Promise<string>;
  /** A text field's, a select's value. */
  value(query: ElementQuery): Promise<string>;
  /** The focused element (inside shadow roots and frames), or null when the focus is on the page itself. */
  focused(): Promise<FocusedElement | null>;
  /** Whether the focused element lies inside the element. */
  focusIsWithin(query: ElementQuery): Promise<boolean>;
  /** Runs a function in the top page; its argument and result travel as JSON. */
  evaluate<Argument, Result>(fn: (argument: Argument) => Result, argument: Argument): Promise<Result>;
  /**
   * `POST /api/_demo/faults` for this visitor alone (`ownSession`, posted from inside the page with its session
   * cookie): the visitor's next matching calls fail as described, and no other test's on the same demo API. The page
   * must be on the demo page's server and have called its API once already (it has its `demo_session` cookie).
   */
  injectFault(fault: Omit<FaultRequest, 'ownSession'>): Promise<void>;
  /** `GET /api/_demo/orders`: every order the demo API received (of the demo page's server, or of the given origin's). */
  orders(origin?: string): Promise<SubmittedOrder[]>;
  /** A fresh visitor: no cookies, no storage, no page. */
  reset(): Promise<void>;
  close(): Promise<void>;
}
