/**
 * Runs in the page before any of its scripts (Playwright's init script): watches the element's shadow root on
 * every animation frame and records on the page's clock (ms since navigation) the element's first text and the
 * frame in which the plan list's cards are there; counts the page's fetch calls by method (resource timing does
 * not say the method). With `holdIdle`, work the page hands to `requestIdleCallback` (the plan list's background
 * prefetch) is held until the bench calls `releaseIdle()`: the first screen is counted without it.
 * Serialized into the page, so it may use nothing from outside its own body.
 */
/**
 * The plan list's choose links, inside the element's shadow root: the cards are there. A card is an `article`
 * with the plan's code; the element's root carries `data-plan` too (the `plan` attribute, for host styling), and
 * a bare `[data-plan] a` would find the header's links before any card.
 */
export const planListButtons = 'article[data-plan] a[href]';

export interface ProbeOptions {
  element: string;
  /** a selector inside the shadow root; none for the floor */
  planListButtons: string | null;
  /** hold the page's idle callbacks until `releaseIdle()` */
  holdIdle: boolean;
}

export interface ProbeResult {
  firstText: number | null;
  cardsShown: number | null;
  /** every resource the page fetched (documents aside), with resource-timing start and end */
  resources: Array<{ url: string; start: number; end: number }>;
  /** fetch calls under /api/, with their method */
  api: Array<{ method: string; path: string; start: number; end: number }>;
}

interface Bench {
  firstText: number | null;
  cardsShown: number | null;
  methods: Map<string, string[]>;
  releaseIdle(): void;
}

declare global {
  interface Window {
    orderFormBench?: Bench;
  }
}

export function installProbe({ element, planListButtons, holdIdle }: ProbeOptions): void {
  const held: Array<() => void> = [];
  let holding = holdIdle;
  const bench: Bench = {
    firstText: null,
    cardsShown: null,
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
  const hasText = (root: ShadowRoot) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement?.tagName;
      if (parent !== 'STYLE' && parent !== 'SCRIPT' && node.textContent?.trim()) return true;
    }
    return false;
  };
  const tick = () => {
    const root = document.querySelector(element)?.shadowRoot;
    const now = performance.now();
    if (root && bench.firstText === null && hasText(root)) bench.firstText = now;
    if (root && planListButtons && bench.cardsShown === null && root.querySelector(planListButtons)) bench.cardsShown = now;
    if (bench.firstText === null || (planListButtons && bench.cardsShown === null)) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Read back in the page once the probe is done. */
export function readProbe(): ProbeResult {
  const bench = window.orderFormBench!;
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
  return { firstText: bench.firstText, cardsShown: bench.cardsShown, resources, api };
}
