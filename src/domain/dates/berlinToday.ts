import type { CalendarDate } from './calendarDate.ts';

const berlinFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The app's "today": the calendar date in Europe/Berlin at the given instant (DESIGN decisions, spec section 9). */
export function berlinToday(now: Date): CalendarDate {
  const parts = berlinFormat.formatToParts(now);
  const part = (type: 'year' | 'month' | 'day') => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
