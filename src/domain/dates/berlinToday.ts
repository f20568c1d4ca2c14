import type { CalendarDate } from './calendarDate.ts';

const BERLIN = 'Europe/Berlin';

/** The part of Temporal this uses (TypeScript's libs do not describe Temporal yet). */
interface TemporalNow {
  Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(zone: string): { toPlainDate(): { toString(): string } } } };
}

/** Temporal, where this runtime has it (the browser's; tests compare both ways). */
export const platformTemporal = (): TemporalNow | undefined => (globalThis as { Temporal?: TemporalNow }).Temporal;

/**
 * The app's "today": the calendar date in Europe/Berlin at the given instant (DESIGN decisions, spec section 9).
 * With Temporal where the browser has it: the first `Intl.DateTimeFormat` of a page loads the ICU data (about 120 ms
 * at the bench's 4x CPU throttle, on the start-up's path), Temporal's time zones do not (about 3 ms).
 */
export function berlinToday(now: Date): CalendarDate {
  const Temporal = platformTemporal();
  return Temporal ? berlinTodayByTemporal(Temporal, now) : berlinTodayByIntl(now);
}

export function berlinTodayByTemporal(Temporal: TemporalNow, now: Date): CalendarDate {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(BERLIN).toPlainDate().toString();
}

let berlinFormat: Intl.DateTimeFormat | undefined;

export function berlinTodayByIntl(now: Date): CalendarDate {
  berlinFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: BERLIN, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = berlinFormat.formatToParts(now);
  const part = (type: 'year' | 'month' | 'day') => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
