/**
 * What runs inside a story's page, the same in every engine (each function is sent as its source text, so it may use
 * nothing from outside itself): the fixed clock and the watch on short timers before the page's own scripts, and the
 * wait until the story stands still before its picture is taken.
 */

/** The date every story sees: today's date is in the pictures (the default installation date, the order number's year). */
export const fixedNow = Date.UTC(2026, 2, 2, 8, 0, 0);

/** Timers up to this long change the picture soon after the play function (a debounce, a revalidation): waited out. */
export const shortTimerMs = 2_000;

export interface PageSetup {
  fixedNow: number;
  shortTimerMs: number;
}

/**
 * Before the page's scripts: `Date` starts at `fixedNow` and runs on from there (code that measures durations keeps
 * working), and every pending `setTimeout` of at most `shortTimerMs` is counted, so the wait below knows when the
 * story's own short timers have fired. Longer ones (a demo API delay of 4 s or 30 s that holds a loading state) are
 * the picture's state and are not waited for.
 */
export function preparePage({ fixedNow, shortTimerMs }: PageSetup): void {
  const RealDate = Date;
  const offset = fixedNow - RealDate.now();
  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string]));
    }
    static override now() {
      return RealDate.now() + offset;
    }
  }
  (globalThis as { Date: DateConstructor }).Date = FixedDate as DateConstructor;

  const pending = new Set<number>();
  const realSetTimeout = globalThis.setTimeout.bind(globalThis);
  const realClearTimeout = globalThis.clearTimeout.bind(globalThis);
  (globalThis as { setTimeout: unknown }).setTimeout = (handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
    const delay = Number(ms) || 0;
    if (delay > shortTimerMs || typeof handler !== 'function') return realSetTimeout(handler, ms, ...rest);
    const id: number = realSetTimeout(() => {
      pending.delete(id);
      (handler as (...args: unknown[]) => void)(...rest);
    }, delay) as unknown as number;
    pending.add(id);
    return id;
  };
  (globalThis as { clearTimeout: unknown }).clearTimeout = (id?: number) => {
    if (id !== undefined) pending.delete(id);
    realClearTimeout(id);
  };
  (globalThis as { __visualShortTimers?: Set<number> }).__visualShortTimers = pending;

  // a smooth scroll is an animation no style turns off (the quote section scrolls the cart dialog so from script):
  // every scroll the page asks for is instant, and the picture no longer depends on when it is taken
  const instant = (options: unknown) =>
    options && typeof options === 'object' && (options as ScrollOptions).behavior === 'smooth' ? { ...(options as ScrollOptions), behavior: 'instant' as ScrollBehavior } : options;
  for (const [owner, method] of [
    [Element.prototype, 'scrollIntoView'],
    [Element.prototype, 'scrollTo'],
    [Element.prototype, 'scrollBy'],
    [window, 'scrollTo'],
    [window, 'scrollBy'],
  ] as const) {
    const original = (owner as unknown as Record<string, (...args: unknown[]) => void>)[method]!;
    (owner as unknown as Record<string, unknown>)[method] = function (this: unknown, first?: unknown, ...rest: unknown[]) {
      return original.call(this, instant(first), ...rest);
    };
  }
}

/** Animations and transitions off, the caret hidden: in the document and in every shadow root (the element's). */
export const stillStyle = `*, *::before, *::after {
  animation-delay: 0s !important;
  animation-duration: 0s !important;
  animation-iteration-count: 1 !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

export type StoryOutcome = { state: 'played' } | { state: 'errored'; message: string } | { state: 'pending'; phase: string };

/** Where Storybook's render of the story is: played (the play function has finished, STORY_RENDERED sent), failed, or on its way. */
export function storyOutcome(): StoryOutcome {
  const preview = (globalThis as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__;
  const phase = preview?.currentRender?.phase ?? 'none';
  if (phase === 'completed' || phase === 'afterEach' || phase === 'finished') return { state: 'played' };
  if (phase === 'errored') {
    const shown = document.querySelector('#error-message, .sb-errordisplay_main')?.textContent ?? '';
    return { state: 'errored', message: shown.trim().slice(0, 300) || 'the story or its play function threw' };
  }
  return { state: 'pending', phase };
}

/**
 * After the play function: the still style everywhere, running animations finished (an endless one, a spinner, back
 * to its start), the fonts loaded, the story's short timers fired, and two frames drawn with nothing pending. Resolves
 * to how long the short timers kept it (ms), or -1 when one still runs after `limitMs` (a timer that starts itself
 * again: the picture is taken anyway, and the run compares a second one).
 */
export async function settleStory({ style, limitMs }: { style: string; limitMs: number }): Promise<number> {
  const started = performance.now();
  const roots: Array<Document | ShadowRoot> = [document];
  const collect = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      // every scroll box at its top: where a story leaves the cart dialog's content scrolled depended on when its
      // table arrived (scroll anchoring), and a fixed header's place on the window's scroll (Chromium drew it at
      // either place in a picture beyond the window); the picture is the whole page, so little is lost
      if (element.scrollTop !== 0 || element.scrollLeft !== 0) element.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      if (element.shadowRoot) {
        roots.push(element.shadowRoot);
        collect(element.shadowRoot);
      }
    }
  };
  scrollTo({ top: 0, left: 0, behavior: 'instant' });
  collect(document);
  for (const root of roots) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(style);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
  for (const animation of document.getAnimations()) {
    const timing = animation.effect?.getComputedTiming();
    if (timing && timing.endTime !== Infinity) animation.finish();
    else animation.cancel();
  }
  await document.fonts.ready;
  const pending = (globalThis as { __visualShortTimers?: Set<number> }).__visualShortTimers ?? new Set<number>();
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  let quietFrames = 0;
  while (quietFrames < 2) {
    if (performance.now() - started > limitMs) return -1;
    await frame();
    quietFrames = pending.size === 0 ? quietFrames + 1 : 0;
    if (pending.size > 0) await pause(20);
  }
  await document.fonts.ready;
  return Math.round(performance.now() - started);
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The box of the story's picture, in page coordinates: `#storybook-root`, grown by whatever the story draws beyond it
 * (a listbox hanging below its field, a dialog or tooltip portalled into document.body), kept inside the page. Whole
 * pixels, so every engine cuts the same box.
 */
export function pictureBox(): Box {
  const root = document.querySelector('#storybook-root');
  if (!root) throw new Error('no #storybook-root in the page');
  const storybookOwn = (element: Element) =>
    element === root || element.id === 'storybook-docs' || [...element.classList].some((name) => name.startsWith('sb-')) || ['SCRIPT', 'STYLE', 'LINK'].includes(element.tagName);
  const drawn: Element[] = [root, ...[...document.body.children].filter((element) => !storybookOwn(element))];
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  const add = (element: Element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden') {
      left = Math.min(left, rect.left);
      top = Math.min(top, rect.top);
      right = Math.max(right, rect.right);
      bottom = Math.max(bottom, rect.bottom);
    }
    for (const child of element.children) add(child);
    if (element.shadowRoot) for (const child of element.shadowRoot.children) add(child);
  };
  for (const element of drawn) add(element);
  const page = document.documentElement;
  if (left === Infinity) return { x: 0, y: 0, width: page.clientWidth, height: page.clientHeight };
  const x = Math.max(0, Math.floor(left + scrollX));
  const y = Math.max(0, Math.floor(top + scrollY));
  const width = Math.min(page.scrollWidth, Math.ceil(right + scrollX)) - x;
  const height = Math.min(page.scrollHeight, Math.ceil(bottom + scrollY)) - y;
  return { x, y, width: Math.max(1, width), height: Math.max(1, height) };
}
