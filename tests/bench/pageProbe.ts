/**
 * Runs in the page before any of its scripts (Playwright's init script): watches the element's shadow root on
 * every animation frame and records on the page's clock (ms since navigation) the element's first text and the
 * frame in which the plan list's cards are there; counts the page's fetch calls by method (resource timing does
 * not say the method). With `holdIdle`, work the page hands to `requestIdleCallback` (the plan list's background
 * prefetch) is held until the bench calls `releaseIdle()`: the first screen is counted without it.
 * On a page whose element takes over server HTML (order-form/server), it also records when the element's module
 * ran (its class defined), when its start-up ended and when React had hydrated the HTML (below, `takeOver`). With
 * `watch`, it keeps watching after that: the frame in which a plan's first step is shown (`stepFrame`), the last
 * frame in which the shadow root's text changed, and the layout shifts.
 * Serialized into the page, so it may use nothing from outside its own body.
 */
/**
 * The plan list's choose links, inside the element's shadow root: the cards are there. A card is an `article`
 * with the plan's code; the element's root carries `data-plan` too (the `plan` attribute, for host styling), and
 * a bare `[data-plan] a` would find the header's links before any card.
 */
export const planListButtons = 'article[data-plan] a[href]';

/** One layout shift: when, how much, and the boxes that moved (before -> after: x y width height). */
export interface Shift {
  at: number;
  value: number;
  moved: string[];
}

export interface ProbeOptions {
  element: string;
  /** a selector inside the shadow root; none for the floor */
  planListButtons: string | null;
  /** hold the page's idle callbacks until `releaseIdle()` */
  holdIdle: boolean;
  /**
   * keep watching the shadow root until read: its text's changes, the layout shifts, and (with `stepFrame`, a
   * selector inside the shadow root) the frame in which that step shows its heading and its fields, no skeleton
   */
  watch?: boolean;
  stepFrame?: string | null;
}

export interface ProbeResult {
  firstText: number | null;
  cardsShown: number | null;
  /** `stepFrame` with its heading and fields, no loading skeleton */
  stepShown: number | null;
  /** the frame from which the shadow root's text (styles and scripts aside) stayed what it is when read (`watch`) */
  textSettled: number | null;
  /** how often that text changed after the first text (`watch`), and the last change: the words that differed */
  textChanges: number;
  lastTextChange: { at: number; before: string; after: string } | null;
  /** the page's document: its first byte and its last (the server's render included) */
  documentResponse: { start: number; end: number } | null;
  /** the element's class defined: its module ran */
  elementDefined: number | null;
  /** the element's start-up ended on the server's answers (React is given the HTML once the chunks it names are here) */
  startUpEnded: number | null;
  /** React's first commit over the server's HTML: from here a click is React's (before, a plan link's is held) */
  takenOver: number | null;
  /** the layout shifts' sum (those without recent input), and each with its time and what moved (`watch`) */
  layoutShift: number;
  shifts: Shift[];
  /** the page's first contentful paint (the host page's text counts too) */
  firstContentfulPaint: number | null;
  /** every resource the page fetched (documents aside), with resource-timing start and end */
  resources: Array<{ url: string; start: number; end: number }>;
  /** fetch calls under /api/, with their method */
  api: Array<{ method: string; path: string; start: number; end: number }>;
}

interface Bench {
  firstText: number | null;
  cardsShown: number | null;
  stepShown: number | null;
  textSettled: number | null;
  textChanges: number;
  lastTextChange: { at: number; before: string; after: string } | null;
  elementDefined: number | null;
  /** the element found server HTML to take over (its answers' JSON script) when it was connected */
  serverHtml: boolean;
  startUpEnded: number | null;
  takenOver: number | null;
  layoutShift: number;
  shifts: Shift[];
  /** set by `readProbe`: the watching ends (it would run in the frames of what is measured next) */
  stopped: boolean;
  methods: Map<string, string[]>;
  releaseIdle(): void;
}

declare global {
  interface Window {
    orderFormBench?: Bench;
  }
}

export function installProbe({ element, planListButtons, holdIdle, watch = false, stepFrame = null }: ProbeOptions): void {
  const held: Array<() => void> = [];
  let holding = holdIdle;
  const bench: Bench = {
    firstText: null,
    cardsShown: null,
    stepShown: null,
    textSettled: null,
    textChanges: 0,
    lastTextChange: null,
    elementDefined: null,
    serverHtml: false,
    startUpEnded: null,
    takenOver: null,
    layoutShift: 0,
    shifts: [],
    stopped: false,
    methods: new Map(),
    releaseIdle() {
      holding = false;
      held.splice(0).forEach((run) => run());
    },
  };
  window.orderFormBench = bench;
  // a step's chunks and calls can pass the default 250 entries over a long run
  performance.setResourceTimingBufferSize(2000);
  if (holdIdle && 'requestIdleCallback' in window) {
    const pageIdle = window.requestIdleCallback.bind(window);
    const pageCancel = window.cancelIdleCallback.bind(window);
    const handles = new Map<number, number>();
    let nextHandle = 1;
    window.requestIdleCallback = (callback, options) => {
      const handle = nextHandle++;
      const start = () => handles.set(handle, pageIdle(callback, options));
      handles.set(handle, -1);
      if (holding) held.push(() => handles.has(handle) && start());
      else start();
      return handle;
    };
    window.cancelIdleCallback = (handle) => {
      const real = handles.get(handle);
      handles.delete(handle);
      if (real !== undefined && real >= 0) pageCancel(real);
    };
  }
  const pageFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const absolute = new URL(url, location.href).href;
    bench.methods.set(absolute, [...(bench.methods.get(absolute) ?? []), method.toUpperCase()]);
    return pageFetch(input, init);
  };
  /*
   * The take-over, read from outside until the element marks it itself: the element's class is wrapped as it is
   * defined, so that the callback it hands React for its first commit over the server's HTML (`onShown`, among the
   * props r2wc keeps under this symbol) is timed when it is handed over (the start-up ended) and when React calls it.
   */
  const propsKey = Symbol.for('r2wc.props');
  const define = customElements.define.bind(customElements);
  customElements.define = (name, constructor, options) => {
    if (name === element) {
      const prototype = constructor.prototype as { connectedCallback?: (this: HTMLElement) => void };
      const connected = prototype.connectedCallback;
      prototype.connectedCallback = function (this: HTMLElement) {
        bench.elementDefined ??= performance.now();
        if (this.shadowRoot?.querySelector('script[data-order-form-state]')) bench.serverHtml = true;
        const props = (this as unknown as Record<symbol, Record<string, unknown> | undefined>)[propsKey];
        if (props && !Object.getOwnPropertyDescriptor(props, 'onShown')?.set) {
          let shown = props.onShown;
          Object.defineProperty(props, 'onShown', {
            configurable: true,
            enumerable: true,
            get: () => shown,
            set(value: unknown) {
              if (typeof value !== 'function') return void (shown = value);
              bench.startUpEnded ??= performance.now();
              shown = (...args: unknown[]) => {
                bench.takenOver ??= performance.now();
                return (value as (...rest: unknown[]) => unknown)(...args);
              };
            },
          });
        }
        connected?.call(this);
      };
    }
    define(name, constructor, options);
  };
  if (watch && PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (entry.hadRecentInput) continue;
        bench.layoutShift += entry.value;
        // what moved: each source's box before and after (x y width height), its node being inside the shadow root
        const sources = (entry as unknown as { sources?: Array<{ previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> }).sources ?? [];
        const box = (rect: DOMRectReadOnly) => [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(' ');
        bench.shifts.push({ at: entry.startTime, value: entry.value, moved: sources.map((source) => `${box(source.previousRect)} -> ${box(source.currentRect)}`) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }
  const textOf = (root: ShadowRoot) => {
    let text = '';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement?.tagName;
      if (parent !== 'STYLE' && parent !== 'SCRIPT' && node.textContent?.trim()) text += `${node.textContent.trim()} `;
    }
    return text;
  };
  const isShown = (frame: Element | null) => !!frame?.querySelector('h1') && !!frame.querySelector('input, select') && !frame.querySelector('[data-placeholder="step-loading"]');
  let watched: ShadowRoot | undefined;
  let changed = true;
  let lastText = '';
  const tick = () => {
    const root = document.querySelector(element)?.shadowRoot;
    const now = performance.now();
    if (root && watch && watched !== root) {
      watched = root;
      changed = true;
      new MutationObserver(() => (changed = true)).observe(root, { childList: true, subtree: true, characterData: true });
    }
    // the text is read only in a frame after a change of the shadow root's DOM
    const text = root && (changed || bench.firstText === null) ? textOf(root) : lastText;
    changed = false;
    if (root && bench.firstText === null && text) bench.firstText = now;
    if (watch && text !== lastText) {
      if (lastText) {
        bench.textChanges += 1;
        // the part that differs: what is left between the common beginning and the common end, cut to 160 characters
        let head = 0;
        while (head < text.length && head < lastText.length && text[head] === lastText[head]) head += 1;
        let tail = 0;
        while (tail < text.length - head && tail < lastText.length - head && text[text.length - 1 - tail] === lastText[lastText.length - 1 - tail]) tail += 1;
        const part = (whole: string) => whole.slice(Math.max(0, head - 40), whole.length - tail + 40).slice(0, 160);
        bench.lastTextChange = { at: now, before: part(lastText), after: part(text) };
      }
      bench.textSettled = text ? now : null;
      lastText = text;
    }
    if (root && planListButtons && bench.cardsShown === null && root.querySelector(planListButtons)) bench.cardsShown = now;
    if (root && stepFrame && bench.stepShown === null && isShown(root.querySelector(stepFrame))) bench.stepShown = now;
    if ((watch && !bench.stopped) || bench.firstText === null || (planListButtons && bench.cardsShown === null)) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * In the page: the plan list's cards are there and React handles their clicks: the element's own start-up rendered
 * them, or it has taken the server's HTML over (before that, a click on a plan is held, or follows the link).
 */
export function planListTakesClicks(): boolean {
  const bench = window.orderFormBench;
  return bench !== undefined && bench.cardsShown !== null && bench.elementDefined !== null && (!bench.serverHtml || bench.takenOver !== null);
}

/** Read back in the page once the probe is done. */
export function readProbe(): ProbeResult {
  const bench = window.orderFormBench!;
  bench.stopped = true;
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const resources = entries.map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd }));
  const api = entries
    .filter((entry) => entry.initiatorType === 'fetch' && new URL(entry.name).pathname.includes('/api/'))
    .map((entry, index, all) => {
      const sameUrlBefore = all.slice(0, index).filter((other) => other.name === entry.name).length;
      const method = bench.methods.get(entry.name)?.[sameUrlBefore] ?? 'GET';
      const { pathname, search } = new URL(entry.name);
      return { method, path: pathname + search, start: entry.startTime, end: entry.responseEnd };
    });
  const firstContentfulPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const documentResponse = navigation ? { start: navigation.responseStart, end: navigation.responseEnd } : null;
  const { firstText, cardsShown, stepShown, textSettled, textChanges, lastTextChange, elementDefined, startUpEnded, takenOver, layoutShift, shifts } = bench;
  return { firstText, cardsShown, stepShown, textSettled, textChanges, lastTextChange, elementDefined, startUpEnded, takenOver, layoutShift, shifts, firstContentfulPaint, documentResponse, resources, api };
}
