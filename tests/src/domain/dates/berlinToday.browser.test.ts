import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { berlinToday, berlinTodayByIntl, berlinTodayByTemporal, platformTemporal } from '../../../../src/domain/dates/berlinToday.ts';

// In the browser, where Temporal is (Node's tests only reach the Intl way).
describe("today in Europe/Berlin, the browser's Temporal and Intl alike", () => {
  it('has Temporal here, and takes it', () => {
    expect(platformTemporal()).toBeDefined();
    expect(berlinToday(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29');
  });

  it.each([
    ['2026-03-29T00:59:59Z', '2026-03-29'],
    ['2026-10-24T21:59:59Z', '2026-10-24'],
    ['2026-10-24T22:00:00Z', '2026-10-25'],
    ['2026-12-31T22:59:59Z', '2026-12-31'],
    ['2026-12-31T23:00:00Z', '2027-01-01'],
  ])('%s is %s in Berlin', (instant, today) => {
    expect(berlinTodayByTemporal(platformTemporal()!, new Date(instant))).toBe(today);
    expect(berlinTodayByIntl(new Date(instant))).toBe(today);
  });

  it('gives the same date both ways for any instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }), (now) => {
        expect(berlinTodayByTemporal(platformTemporal()!, now)).toBe(berlinTodayByIntl(now));
      }),
      { numRuns: 500 },
    );
  });
});
