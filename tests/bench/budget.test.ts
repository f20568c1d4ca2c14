import { describe, expect, it } from 'vitest';
import { atMost, budgetsFor, firstScreenBudgetKB, kb, lazyChunkWithinBudget, withinBudget } from './budget.ts';

const floor = 68_600;

describe('the first screen as loaded (issue 24)', () => {
  it('is allowed the floor plus 60 kB gzip', () => {
    expect(firstScreenBudgetKB(floor)).toBe(128.6);
    expect(budgetsFor(floor).firstScreenAsLoadedKB).toBe(128.6);
    expect(atMost(kb(128_600), firstScreenBudgetKB(floor)).withinBudget).toBe(true);
    expect(atMost(kb(128_700), firstScreenBudgetKB(floor)).withinBudget).toBe(false);
  });
});

describe('a figure beside its budget', () => {
  it('is within when it is at most the budget', () => {
    expect(atMost(300, 300)).toEqual({ value: 300, budget: 300, withinBudget: true });
    expect(atMost(301, 300).withinBudget).toBe(false);
  });

  it('is not within when it could not be measured', () => {
    expect(atMost(null, 2)).toEqual({ value: null, budget: 2, withinBudget: false });
  });
});

describe('lazy chunks', () => {
  it('holds a code chunk to the lazy-chunk budget and a shared chunk to the smaller one', () => {
    const { lazyChunkKB, sharedChunkKB } = budgetsFor(floor);
    expect(lazyChunkWithinBudget({ kind: 'code', gzipBytes: lazyChunkKB * 1000 })).toBe(true);
    expect(lazyChunkWithinBudget({ kind: 'code', gzipBytes: lazyChunkKB * 1000 + 100 })).toBe(false);
    expect(lazyChunkWithinBudget({ kind: 'shared', gzipBytes: sharedChunkKB * 1000 })).toBe(true);
    expect(lazyChunkWithinBudget({ kind: 'shared', gzipBytes: sharedChunkKB * 1000 + 100 })).toBe(false);
  });

  it('exempts data chunks', () => {
    expect(lazyChunkWithinBudget({ kind: 'data', gzipBytes: 80_000 })).toBe(true);
    expect(withinBudget({ lazyChunks: [{ kind: 'data', gzipBytes: 23_000 }, { kind: 'code', gzipBytes: 9_000 }], cssGzipBytes: 0 }).lazyChunks).toBe(true);
  });

  it('holds the CSS to 12 kB gzip', () => {
    expect(withinBudget({ lazyChunks: [], cssGzipBytes: 12_000 }).css).toBe(true);
    expect(withinBudget({ lazyChunks: [], cssGzipBytes: 12_100 }).css).toBe(false);
  });
});

describe('kB', () => {
  it('counts kB of 1000 bytes to one decimal', () => {
    expect(kb(174_329)).toBe(174.3);
  });
});
