/**
 * Runs in the page before any of its scripts (Playwright's init script): watches the element's shadow root on
 * every animation frame and the page's fetch calls, and records on the page's clock (ms since navigation):
 * the element's first text, and the settled plan list (its choose buttons present, no fetch pending).
 * Serialized into the page, so it may use nothing from outside its own body.
 */
/** The plan list's choose buttons, inside the element's shadow root. */
export const planListButtons = '[data-plan] button';

export interface ProbeOptions {
  element: string;
  /** a selector inside the shadow root; none for the floor */
  planListButtons: string | null;
}

export interface ProbeResult {
  firstText: number | null;
  planListSettled: number | null;
  /** fetch calls under /api/, with resource-timing start and end */
  api: Array<{ method: string; path: string; start: number; end: number }>;
}

declare global {
  interface Window {
    orderFormBench?: { firstText: number | null; planListSettled: number | null; methods: Map<string, string[]> };
  }
}

export function installProbe({ element, planListButtons }: ProbeOptions): void {
  const bench = { firstText: null as number | null, planListSettled: null as number | null, methods: new Map<string, string[]>() };
  window.orderFormBench = bench;
  let inFlight = 0;
  const pageFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const absolute = new URL(url, location.href).href;
    bench.methods.set(absolute, [...(bench.methods.get(absolute) ?? []), method.toUpperCase()]);
    inFlight += 1;
    return pageFetch(input, init).finally(() => {
      inFlight -= 1;
    });
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
    if (root && planListButtons && bench.planListSettled === null && inFlight === 0 && root.querySelector(planListButtons)) {
      bench.planListSettled = now;
    }
    if (bench.firstText === null || (planListButtons && bench.planListSettled === null)) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Read back in the page once the probe is done. */
export function readProbe(): ProbeResult {
  const bench = window.orderFormBench!;
  const api = performance
    .getEntriesByType('resource')
    .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'fetch' && new URL(entry.name).pathname.includes('/api/'))
    .map((entry, index, all) => {
      const sameUrlBefore = all.slice(0, index).filter((other) => other.name === entry.name).length;
      const method = bench.methods.get(entry.name)?.[sameUrlBefore] ?? 'GET';
      const { pathname, search } = new URL(entry.name);
      return { method, path: pathname + search, start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd };
    });
  return { firstText: bench.firstText, planListSettled: bench.planListSettled, api };
}
