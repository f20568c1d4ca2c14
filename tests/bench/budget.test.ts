import { describe, expect, it } from 'vitest';
import { budgetsFor, kb, withinBudget } from './budget.ts';

const floor = 68_800;

describe('size budgets (DESIGN.md)', () => {
  it('allows the first screen the floor plus 65 KB gzip', () => {
    expect(budgetsFor(floor).firstScreenKB).toBe(133.8);
    expect(withinBudget({ floorGzipBytes: floor, firstScreenGzipBytes: 133_800, lazyChunks: [], cssGzipBytes: 0 }).firstScreen).toBe(true);
    expect(withinBudget({ floorGzipBytes: floor, firstScreenGzipBytes: 133_900, lazyChunks: [], cssGzipBytes: 0 }).firstScreen).toBe(false);
  });

  it('holds every code chunk to 15 KB gzip and exempts data chunks', () => {
    const check = (lazyChunks: Array<{ kind: 'data' | 'code'; gzipBytes: number }>) =>
      withinBudget({ floorGzipBytes: floor, firstScreenGzipBytes: 0, lazyChunks, cssGzipBytes: 0 }).lazyChunks;
    expect(check([{ kind: 'code', gzipBytes: 15_000 }])).toBe(true);
    expect(check([{ kind: 'code', gzipBytes: 15_100 }])).toBe(false);
    expect(check([{ kind: 'data', gzipBytes: 23_000 }, { kind: 'code', gzipBytes: 9_000 }])).toBe(true);
  });

  it('holds the CSS to 12 KB gzip', () => {
    expect(withinBudget({ floorGzipBytes: floor, firstScreenGzipBytes: 0, lazyChunks: [], cssGzipBytes: 12_000 }).css).toBe(true);
    expect(withinBudget({ floorGzipBytes: floor, firstScreenGzipBytes: 0, lazyChunks: [], cssGzipBytes: 12_100 }).css).toBe(false);
  });

  it('counts kB of 1000 bytes to one decimal', () => {
    expect(kb(174_329)).toBe(174.3);
  });
});
