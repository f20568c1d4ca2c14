import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate, type CalendarDate, type Language } from '../../../../src/domain/index.ts';

const languages: Language[] = ['de', 'en', 'nl', 'fr'];

describe('dates for reading: day, month name, year in the language shown (never 12/09/2026)', () => {
  it.each([
    ['de', '9. Dez. 2026', 'Mittwoch, 9. Dezember 2026'],
    ['en', '9 Dec 2026', 'Wednesday, 9 December 2026'],
    ['nl', '9 dec 2026', 'woensdag 9 december 2026'],
    ['fr', '9 déc. 2026', 'mercredi 9 décembre 2026'],
  ] as const)('9 December 2026 in %s: "%s", long "%s"', (language, short, long) => {
    expect(formatDisplayDate('2026-12-09', language)).toBe(short);
    expect(formatDisplayDate('2026-12-09', language, 'long')).toBe(long);
  });

  it('writes English dates day first, as in Europe: 12 September and 9 December are told apart', () => {
    expect(formatDisplayDate('2026-09-12', 'en')).toBe('12 Sept 2026');
    expect(formatDisplayDate('2026-12-09', 'en')).toBe('9 Dec 2026');
  });

  it('keeps the calendar day whatever the time zone (UTC midnight, formatted in UTC)', () => {
    expect(formatDisplayDate('2027-01-01', 'de')).toBe('1. Jan. 2027');
    expect(formatDisplayDate('2026-03-29', 'fr')).toBe('29 mars 2026');
  });

  it('gives back a value that is no calendar date as it is', () => {
    expect(formatDisplayDate('2026-02-31', 'de')).toBe('2026-02-31');
    expect(formatDisplayDate('', 'en')).toBe('');
  });

  it('property: every date in every language has its day and year as numbers, its month as a word, no all-digit form', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true }), fc.constantFrom(...languages), (instant, language) => {
        const iso = instant.toISOString().slice(0, 10) as CalendarDate;
        const [year, , day] = iso.split('-').map(Number);
        const text = formatDisplayDate(iso, language);
        expect(text).toMatch(new RegExp(`(^|\\D)${day}(\\D|$)`));
        expect(text).toContain(String(year));
        expect(text).toMatch(/\p{L}{3,}/u);
        expect(text).not.toMatch(/\d{1,2}[./-]\d{1,2}[./-]\d{2,4}/);
      }),
    );
  });

  it('property: the twelve months of a year read as twelve different texts in every language', () => {
    for (const language of languages) {
      const months = Array.from({ length: 12 }, (_, index) => formatDisplayDate(`2026-${String(index + 1).padStart(2, '0')}-15`, language));
      expect(new Set(months).size).toBe(12);
    }
  });
});
