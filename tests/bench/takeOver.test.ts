import { describe, expect, it } from 'vitest';
import { serverTimes, takeOverOf, worstShift } from './takeOver.ts';

const load = {
  shown: 410,
  textSettled: 410,
  elementDefined: 830,
  startUpEnded: 1300,
  takenOver: 1520,
  resources: [
    { start: 5, end: 400 },
    { start: 420, end: 820 },
    { start: 900, end: 1250 },
  ],
};

describe("the HTML-first page's moments", () => {
  it('reads the screen shown, the module run, the start-up ended and the take-over from the probe', () => {
    expect(takeOverOf(load)).toEqual({ shown: 410, textSettled: 410, quiet: 1250, moduleRan: 830, startUpEnded: 1300, takenOver: 1520 });
  });

  it('counts the page quiet as the own start-up counts it settled: after the last request, the module and its calls included', () => {
    const result = takeOverOf({ ...load, resources: [...load.resources, { start: 1400, end: 1900 }] });
    expect(result).toMatchObject({ quiet: 1900 });
  });

  it('settles the text no earlier than the screen is shown', () => {
    expect(takeOverOf({ ...load, textSettled: 200 })).toMatchObject({ textSettled: 410 });
  });

  it('keeps a text that changed after the take-over as settled then', () => {
    expect(takeOverOf({ ...load, textSettled: 1700 })).toMatchObject({ textSettled: 1700 });
  });

  it('makes no sample of a load that was never taken over, and says what is missing', () => {
    expect(takeOverOf({ ...load, startUpEnded: null, takenOver: null })).toEqual({ missing: ['startUpEnded', 'takenOver'] });
  });
});

describe('the layout shift of the take-over', () => {
  it("is the worst load's sum: a shift in some loads is one a visitor sees", () => {
    expect(worstShift([0, 0.00213, 0.0302, 0.004])).toBe(0.0302);
  });

  it('is unknown without a load', () => {
    expect(worstShift([])).toBeNull();
  });
});

describe("the server's render times", () => {
  it('gives the median and the nearest-rank p95 to a tenth of a ms, with the count', () => {
    const ms = Array.from({ length: 20 }, (_, index) => 40 + index * 0.51);
    expect(serverTimes(ms)).toEqual({ medianMs: 44.8, p95Ms: 49.2, samples: 20 });
  });

  it('is unknown without a sample', () => {
    expect(serverTimes([])).toEqual({ medianMs: null, p95Ms: null, samples: 0 });
  });
});
