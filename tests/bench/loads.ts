/** What a browser run fetched, counted: the code files of a first screen, the requests a move waited for. Pure. */

export interface Fetched {
  url: string;
  /** ms on the page's clock (resource timing) */
  start: number;
  end: number;
}

export interface CodeFile {
  path: string;
  start: number;
  end: number;
  gzipBytes: number;
}

const isCode = (path: string) => /\.(m?js|css)$/.test(path);

/**
 * The JS and CSS files of the build (same origin, a gzip size known) that started before `until`, each once (a
 * file fetched twice is counted once, as the browser's cache would); the host page's own files apart.
 */
export function codeFilesFetched(
  fetched: Fetched[],
  { origin, until, gzipOf, hostPageFiles }: { origin: string; until: number; gzipOf: (path: string) => number | null; hostPageFiles: Set<string> },
): { files: CodeFile[]; gzipBytes: number; hostPage: string[] } {
  const files = new Map<string, CodeFile>();
  const hostPage = new Set<string>();
  for (const entry of [...fetched].sort((a, b) => a.start - b.start)) {
    const url = new URL(entry.url);
    if (url.origin !== origin || entry.start > until || !isCode(url.pathname)) continue;
    if (hostPageFiles.has(url.pathname)) {
      hostPage.add(url.pathname);
      continue;
    }
    const gzipBytes = gzipOf(url.pathname);
    if (gzipBytes === null || files.has(url.pathname)) continue;
    files.set(url.pathname, { path: url.pathname, start: entry.start, end: entry.end, gzipBytes });
  }
  const list = [...files.values()];
  return { files: list, gzipBytes: list.reduce((sum, file) => sum + file.gzipBytes, 0), hostPage: [...hostPage] };
}

/**
 * When a page settled: the moment it was ready (first text, the cards there) or the end of the last request that
 * started before the quiet window, whichever is later.
 */
export function settledAt(readyAt: number, fetched: Array<{ start: number; end: number }>): number {
  return Math.max(readyAt, ...fetched.map((entry) => entry.end));
}

/**
 * The requests a moment may have waited for, read from timing alone: the one that ended last before it, then the
 * one that ended last before that one started, and so on. Requests in flight together with the chain ran beside
 * it. Returns the indexes of the chain, earliest first.
 */
export function criticalChain(requests: Array<{ start: number; end: number }>, moment: number, from = -Infinity): number[] {
  const chain: number[] = [];
  let limit = moment;
  for (;;) {
    let best = -1;
    requests.forEach((request, index) => {
      if (request.start < from || request.end > limit || chain.includes(index)) return;
      if (best === -1 || request.end > requests[best]!.end) best = index;
    });
    if (best === -1) return chain.reverse();
    chain.push(best);
    limit = requests[best]!.start;
  }
}
