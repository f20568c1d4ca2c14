import { describe, expect, it } from 'vitest';
import { codeFilesFetched, criticalChain, settledAt } from './loads.ts';

const origin = 'http://127.0.0.1:5380';
const sizes: Record<string, number> = { '/assets/element-a.js': 120_000, '/assets/transport-b.js': 9_000, '/assets/site-c.css': 300, '/assets/product-d.js': 12_000 };
const gzipOf = (path: string) => sizes[path] ?? null;

describe('the code files of a first screen', () => {
  const fetched = [
    { url: `${origin}/assets/element-a.js`, start: 10, end: 60 },
    { url: `${origin}/assets/site-c.css`, start: 11, end: 20 },
    { url: `${origin}/api/auth`, start: 300, end: 320 },
    { url: `${origin}/assets/transport-b.js`, start: 200, end: 230 },
    { url: 'http://cdn.example/font.css', start: 12, end: 40 },
    { url: `${origin}/assets/element-a.js`, start: 400, end: 401 },
    { url: `${origin}/assets/product-d.js`, start: 900, end: 950 },
  ];

  it('counts every JS and CSS file of the build started before the page settled, static and dynamic imports alike, each once', () => {
    const counted = codeFilesFetched(fetched, { origin, until: 800, gzipOf, hostPageFiles: new Set(['/assets/site-c.css']) });
    expect(counted.files.map((file) => file.path)).toEqual(['/assets/element-a.js', '/assets/transport-b.js']);
    expect(counted.gzipBytes).toBe(129_000);
  });

  it("keeps the host page's own stylesheet apart", () => {
    const counted = codeFilesFetched(fetched, { origin, until: 800, gzipOf, hostPageFiles: new Set(['/assets/site-c.css']) });
    expect(counted.hostPage).toEqual(['/assets/site-c.css']);
  });

  it('leaves out what started after the page settled', () => {
    const counted = codeFilesFetched(fetched, { origin, until: 2000, gzipOf, hostPageFiles: new Set() });
    expect(counted.files.map((file) => file.path)).toContain('/assets/product-d.js');
    expect(counted.gzipBytes).toBe(141_300);
  });
});

describe('when a page settled', () => {
  it('is the later of the moment it was ready and the end of its last request', () => {
    expect(settledAt(700, [{ start: 0, end: 650 }, { start: 300, end: 820 }])).toBe(820);
    expect(settledAt(900, [{ start: 0, end: 650 }])).toBe(900);
    expect(settledAt(500, [])).toBe(500);
  });
});

describe('the requests a moment may have waited for', () => {
  it('follows back from the last request that ended before the moment, through each that ended before the next started', () => {
    const requests = [
      { start: 0, end: 40 }, // plan call
      { start: 45, end: 120 }, // a chunk started after the plan answered
      { start: 10, end: 30 }, // beside the plan call
      { start: 50, end: 200 }, // ends after the moment
    ];
    expect(criticalChain(requests, 150)).toEqual([0, 1]);
  });

  it('ignores what started before the click', () => {
    expect(criticalChain([{ start: -50, end: 20 }, { start: 25, end: 60 }], 100, 0)).toEqual([1]);
  });

  it('is empty when nothing ended before the moment', () => {
    expect(criticalChain([{ start: 10, end: 500 }], 100)).toEqual([]);
  });
});
