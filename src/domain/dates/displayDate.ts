import type { Language } from '../schemas/common.ts';
import { parseCalendarDate, type CalendarDate } from './calendarDate.ts';

/**
 * The locale each language writes its dates in. English is written as in Europe (en-GB), where the form's English
 * readers live: "12/09/2026" in en-US order would read as 12 September there.
 */
const DATE_LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB', nl: 'nl-NL', fr: 'fr-FR' };

export type DateStyle = 'short' | 'long';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  // "9 Dec 2026", "9. Dez. 2026", "9 dec 2026", "9 déc. 2026"
  short: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  // "Wednesday, 9 December 2026", "Mittwoch, 9. Dezember 2026", "woensdag 9 december 2026", "mercredi 9 décembre 2026"
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(language: Language, style: DateStyle): Intl.DateTimeFormat {
  const key = `${language}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[language], OPTIONS[style]);
    formats.set(key, format);
  }
  return format;
}

/**
 * A calendar date (YYYY-MM-DD, as stored and sent) for reading, in the language shown: the day, the month by its
 * name, the year. Unambiguous in every language, unlike an all-digit form whose day and month swap places between
 * countries. `long` adds the weekday and the full month name. A value that is no calendar date comes back as it is.
 */
export function formatDisplayDate(date: CalendarDate, language: Language, style: DateStyle = 'short'): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  // UTC midnight, formatted in UTC: no time zone of the visitor's machine can move it to another day
  return formatOf(language, style).format(new Date(Date.UTC(parsed.year(), parsed.month(), parsed.date())));
}
