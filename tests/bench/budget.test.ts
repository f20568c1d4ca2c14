import { describe, expect, it } from 'vitest';
import { atMost, budgetRules, firstScreenBudgetKB, kb, lazyChunkWithinBudget } from './budget.ts';

const floor = 68_600;

describe('the first screen as loaded (issue 24)', () => {
  it('is allowed the floor plus 60 kB gzip', () => {
    expect(firstScreenBudgetKB(floor)).toBe(128.6);
    expect(atMost(kb(128_600), firstScreenBudgetKB(floor)).withinBudget).toBe(true);
    expect(atMost(kb(128_700), firstScreenBudgetKB(floor)).withinBudget).toBe(false);
  });
});

describe('the plan list settled (issue 38)', () => {
  it("is allowed 2.5x the floor's first text: the architecture's 2.44x within, work added on the way to the cards over", () => {
    expect(atMost(2.44, budgetRules.planListSettledRatio).withinBudget).toBe(true);
    expect(atMost(2.6, budgetRules.planListSettledRatio).withinBudget).toBe(false);
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
  it('holds a step, dialog or page chunk to 15 kB gzip', () => {
    expect(lazyChunkWithinBudget({ kind: 'code', gzipBytes: 15_000 })).toBe(true);
    expect(lazyChunkWithinBudget({ kind: 'code', gzipBytes: 15_100 })).toBe(false);
  });

  it('holds the plan flow to a budget of its own', () => {
    const { planFlowKB } = budgetRules;
    expect(lazyChunkWithinBudget({ kind: 'flow', gzipBytes: planFlowKB * 1000 })).toBe(true);
    expect(lazyChunkWithinBudget({ kind: 'flow', gzipBytes: planFlowKB * 1000 + 100 })).toBe(false);
  });

  it('exempts data chunks', () => {
    expect(lazyChunkWithinBudget({ kind: 'data', gzipBytes: 80_000 })).toBe(true);
  });
});

describe('kB', () => {
  it('counts kB of 1000 bytes to one decimal', () => {
    expect(kb(174_329)).toBe(174.3);
  });
});
