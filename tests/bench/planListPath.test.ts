import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inFlightMs, planListAfterFirstText } from './planListPath.ts';

describe('time with a call in flight', () => {
  it('joins calls in flight together and leaves out the gaps between them', () => {
    const calls = [
      { start: 100, end: 120 },
      { start: 130, end: 160 },
      { start: 140, end: 150 },
      { start: 155, end: 170 },
    ];
    expect(inFlightMs(calls, 0, 1000)).toBe(20 + 40);
  });

  it('counts only what falls inside the span', () => {
    expect(inFlightMs([{ start: 50, end: 150 }], 100, 400)).toBe(50);
    expect(inFlightMs([{ start: 350, end: 450 }], 100, 400)).toBe(50);
    expect(inFlightMs([{ start: 0, end: 90 }], 100, 400)).toBe(0);
  });

  it('is never more than the span nor less than the longest call inside it', () => {
    const call = fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 300 })).map(([start, length]) => ({ start, end: start + length }));
    fc.assert(
      fc.property(fc.array(call, { maxLength: 12 }), (calls) => {
        const total = inFlightMs(calls, 0, 1300);
        expect(total).toBeLessThanOrEqual(1300);
        expect(total).toBeLessThanOrEqual(calls.reduce((sum, { start, end }) => sum + end - start, 0));
        expect(total).toBeGreaterThanOrEqual(Math.max(0, ...calls.map(({ start, end }) => end - start)));
      }),
    );
  });
});

describe("the plan list's time after the first text", () => {
  it('splits it into the time with a call to the API in flight and the time without one', () => {
    const load = {
      firstText: 300,
      settled: 700,
      api: [
        { start: 380, end: 400 },
        { start: 500, end: 530 },
        { start: 505, end: 540 },
      ],
    };
    expect(planListAfterFirstText(load)).toEqual({ total: 400, apiInFlight: 60, noCallInFlight: 340 });
  });
});
