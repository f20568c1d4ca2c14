import { describe, expect, it } from 'vitest';
import { keystrokeReport } from './keystrokes.ts';

const samples = (step: string, latencies: number[], longestEventMs: number) => ({ step, latencies, longestEventMs });

describe('the keystroke report', () => {
  it('prints each field’s p50, p95 and longest Event Timing entry, the p95 and the entry against their budgets', () => {
    const bare = samples('page', [10, 10, 10, 10, 10, 10, 10, 10, 10, 20], 24);
    const fields = new Map([
      ['customer.customer-lastName', samples('customer', [12, 12, 12, 12, 12, 12, 12, 12, 12, 29], 40)],
      ['customer.customer-accountNumber', samples('customer', [20, 20, 20, 20, 20, 20, 20, 20, 20, 80], 208)],
    ]);
    const report = keystrokeReport(2, bare, fields);
    expect(report.bareInput).toEqual({ keys: 10, p50Ms: 10, p95Ms: 20, longestEventMs: 24 });
    expect(report.fields['customer.customer-lastName']).toEqual({
      keys: 10,
      p50Ms: 12,
      p95Ms: 29,
      p50ToBareInput: 1.2,
      p95ToBareInput: { value: 1.45, budget: 1.5, withinBudget: true },
      longestEventMs: { value: 40, budget: 100, withinBudget: true },
    });
    expect(report.fields['customer.customer-accountNumber']).toMatchObject({
      p95ToBareInput: { value: 4, withinBudget: false },
      longestEventMs: { value: 208, withinBudget: false },
    });
  });

  it('has no ratio, and so is not within its budget, when nothing was measured', () => {
    const report = keystrokeReport(1, samples('page', [], 0), new Map([['account.account-password', samples('account', [], 0)]]));
    expect(report.fields['account.account-password']).toMatchObject({ p95Ms: null, p95ToBareInput: { value: null, withinBudget: false } });
  });
});
