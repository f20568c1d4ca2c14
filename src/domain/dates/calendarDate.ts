import dayjs, { type Dayjs } from 'dayjs';

/** A calendar date without time zone, YYYY-MM-DD: the form every date function takes and returns. */
export type CalendarDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parse YYYY-MM-DD strictly (no 31 Feb) into a dayjs at local midnight, or null (spec section 5). */
export function parseCalendarDate(value: string): Dayjs | null {
  const match = ISO.exec(value.trim());
  if (!match) return null;
  return strictDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** A dayjs for year, month (1-12), day, or null when the date does not exist (spec section 5, date format). */
export function strictDate(year: number, month: number, day: number): Dayjs | null {
  const date = dayjs(new Date(year, month - 1, day));
  if (!date.isValid() || date.year() !== year || date.month() !== month - 1 || date.date() !== day) return null;
  // new Date maps years 0-99 to 1900-1999: the year check above rejects them, as no order needs them
  return date;
}

/** Format as YYYY-MM-DD, the order body's date form (spec section 3). */
export function formatCalendarDate(date: Dayjs): CalendarDate {
  return date.format('YYYY-MM-DD');
}

/** Add days to a calendar date (spec section 9 offsets). */
export function addDays(today: CalendarDate, days: number): CalendarDate {
  return formatCalendarDate(requireDate(today).add(days, 'day'));
}

/** A valid calendar date, or a thrown error for a programming mistake: callers pass "today" (spec section 9). */
export function requireDate(value: CalendarDate): Dayjs {
  const date = parseCalendarDate(value);
  if (!date) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${value}`);
  return date;
}
