import { addDays, formatCalendarDate, parseCalendarDate, type CalendarDate } from './calendarDate.ts';
import { MINIMUM_DATE_OFFSET_DAYS } from './installationDate.ts';

/** The earliest termination or wanted date: today + 14 days (spec sections 5, 9). */
export function earliestOrderDate(today: CalendarDate): CalendarDate {
  return addDays(today, MINIMUM_DATE_OFFSET_DAYS);
}

/**
 * A termination or wanted date never earlier than today + 14: earlier (or unreadable) dates are
 * replaced by today + 14 (spec section 5, order-building rules).
 */
export function clampOrderDate(date: CalendarDate, today: CalendarDate): CalendarDate {
  const earliest = earliestOrderDate(today);
  const parsed = parseCalendarDate(date);
  if (!parsed) return earliest;
  const normalised = formatCalendarDate(parsed);
  return normalised < earliest ? earliest : normalised;
}

/** Does the date lie after today (spec section 5, "date must be after today"). */
export function isAfterToday(date: CalendarDate, today: CalendarDate): boolean {
  const parsed = parseCalendarDate(date);
  return parsed !== null && formatCalendarDate(parsed) > today;
}
