import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  berlinToday,
  birthDateProblem,
  clampOrderDate,
  defaultInstallationDate,
  earliestOrderDate,
  installationDateRange,
  isAfterToday,
  isSelectableInstallationDate,
} from '../../../../src/domain/index.ts';

describe('dates (spec sections 5, 9)', () => {
  it.each([
    ['2026-03-01T12:00:00Z', '2026-03-01'],
    ['2026-03-01T22:59:59Z', '2026-03-01'],
    ['2026-03-01T23:00:00Z', '2026-03-02'],
    ['2026-07-01T21:59:59Z', '2026-07-01'],
    ['2026-07-01T22:00:00Z', '2026-07-02'],
    ['2026-12-31T23:30:00Z', '2027-01-01'],
  ])('takes today as the calendar date in Europe/Berlin: %s is %s', (instant, today) => {
    expect(berlinToday(new Date(instant))).toBe(today);
  });

  it.each([
    ['2026-03-01', '2026-03-15'],
    ['2026-12-10', '2026-12-24'],
    ['2026-12-11', '2027-01-02'],
    ['2026-12-18', '2027-01-02'],
    ['2026-12-19', '2027-01-02'],
    ['2026-12-20', '2027-01-03'],
    ['2028-02-20', '2028-03-05'],
  ])('defaults the installation date to today plus 14 days, pushed past 25 Dec to 1 Jan: %s gives %s', (today, expected) => {
    expect(defaultInstallationDate(today)).toBe(expected);
  });

  it('ranges the date picker from the default date to today plus 180 days', () => {
    expect(installationDateRange('2026-03-01')).toEqual({ min: '2026-03-15', max: '2026-08-28' });
    expect(isSelectableInstallationDate('2026-03-14', '2026-03-01')).toBe(false);
    expect(isSelectableInstallationDate('2026-08-28', '2026-03-01')).toBe(true);
    expect(isSelectableInstallationDate('2026-08-29', '2026-03-01')).toBe(false);
    expect(isSelectableInstallationDate('garbage', '2026-03-01')).toBe(false);
  });

  it.each([
    ['2026-03-01', '2026-03-15'],
    ['2026-03-14', '2026-03-15'],
    ['2026-03-15', '2026-03-15'],
    ['2026-04-30', '2026-04-30'],
    ['2026-02-31', '2026-03-15'],
    ['', '2026-03-15'],
  ])('never sends a termination or wanted date earlier than 14 days from today: %j becomes %s', (date, sent) => {
    expect(clampOrderDate(date, '2026-03-01')).toBe(sent);
  });

  it('never returns a date earlier than today + 14 for any input', () => {
    fc.assert(
      fc.property(fc.string(), fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }), (date, now) => {
        const today = berlinToday(now);
        expect(clampOrderDate(date, today) >= earliestOrderDate(today)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    ['01.03.2008', null],
    ['02.03.2008', 'over18'],
    ['29.02.2000', null],
    ['29.02.2001', 'dateFormat'],
    ['1.3.1990', 'dateFormat'],
    ['1990-03-01', 'dateFormat'],
    ['01.03.1876', null],
    ['02.03.1875', null],
    ['01.03.1875', 'maxAge'],
    ['', 'dateFormat'],
  ])('checks birth date %j as DD.MM.YYYY with age 18 to 150: %s', (birth, problem) => {
    expect(birthDateProblem(birth, '2026-03-01')).toBe(problem);
  });

  it.each([
    ['2026-03-02', true],
    ['2026-03-01', false],
    ['2025-12-31', false],
    ['not a date', false],
  ])('says date %s must be after today: %s', (date, after) => {
    expect(isAfterToday(date, '2026-03-01')).toBe(after);
  });
});
