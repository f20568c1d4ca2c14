import { describe, expect, it } from 'vitest';
import { median, percentile, ratio, waveCount, wavesOf } from './statistics.ts';

describe('median of the bench runs', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([900, 300, 500, 700, 100])).toBe(500);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is null without runs', () => {
    expect(median([])).toBeNull();
  });
});

describe('API round trips before the plan list', () => {
  it('counts auth, then the calls made in parallel after it, as two waves', () => {
    const requests = [
      { path: 'plan-classes', start: 120, end: 200 },
      { path: 'auth', start: 10, end: 100 },
      { path: 'translations/order4', start: 121, end: 260 },
      { path: 'plans/EBCOM', start: 125, end: 180 },
    ];
    expect(wavesOf(requests).map((request) => [request.path, request.wave])).toEqual([
      ['auth', 1],
      ['plan-classes', 2],
      ['translations/order4', 2],
      ['plans/EBCOM', 2],
    ]);
    expect(waveCount(requests)).toBe(2);
  });

  it('counts a call started only after another answer as a further wave', () => {
    const chained = [
      { start: 0, end: 50 },
      { start: 60, end: 120 },
      { start: 130, end: 150 },
    ];
    expect(waveCount(chained)).toBe(3);
  });

  it('keeps calls started together in one wave even when one answers late', () => {
    expect(waveCount([{ start: 0, end: 500 }, { start: 5, end: 40 }])).toBe(1);
  });

  it('is zero without calls', () => {
    expect(waveCount([])).toBe(0);
  });
});

describe('ratios to the floor', () => {
  it('rounds to two decimals and is null when a time is missing', () => {
    expect(ratio(1073, 613)).toBe(1.75);
    expect(ratio(null, 613)).toBeNull();
    expect(ratio(1073, 0)).toBeNull();
  });
});

describe('percentiles of the step moves', () => {
  it('takes the nearest rank: p95 of 20 samples is the 19th smallest', () => {
    const samples = Array.from({ length: 20 }, (_, index) => (20 - index) * 10);
    expect(percentile(samples, 95)).toBe(190);
    expect(percentile(samples, 50)).toBe(100);
  });

  it('is the largest sample when there are few, and null without any', () => {
    expect(percentile([120, 80, 300], 95)).toBe(300);
    expect(percentile([], 95)).toBeNull();
  });
});
