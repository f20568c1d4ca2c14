import { addDays, formatCalendarDate, requireDate, type CalendarDate } from './calendarDate.ts';

/** Minimum offset in days for installation, termination and wanted dates (spec section 9). */
export const MINIMUM_DATE_OFFSET_DAYS = 14;
/** The date picker reaches today + 180 days (spec section 9). */
export const MAXIMUM_DATE_OFFSET_DAYS = 180;

/** Is the date inside the 25 Dec to 1 Jan window (spec section 9). */
export function isInHolidayWindow(date: CalendarDate): boolean {
  const d = requireDate(date);
  return (d.month() === 11 && d.date() >= 25) || (d.month() === 0 && d.date() === 1);
}

/** Default installation date: today + 14, pushed past the 25 Dec to 1 Jan window (to 2 Jan) (spec section 9). */
export function defaultInstallationDate(today: CalendarDate): CalendarDate {
  const candidate = addDays(today, MINIMUM_DATE_OFFSET_DAYS);
  if (!isInHolidayWindow(candidate)) return candidate;
  const d = requireDate(candidate);
  const nextYear = d.month() === 11 ? d.year() + 1 : d.year();
  return formatCalendarDate(d.year(nextYear).month(0).date(2));
}

/** The installation date picker's range: the default date to today + 180 days (spec section 9). */
export function installationDateRange(today: CalendarDate): { min: CalendarDate; max: CalendarDate } {
  return { min: defaultInstallationDate(today), max: addDays(today, MAXIMUM_DATE_OFFSET_DAYS) };
}

/** Is a picked installation date inside the picker range (spec section 9). */
export function isSelectableInstallationDate(date: CalendarDate, today: CalendarDate): boolean {
  const range = installationDateRange(today);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= range.min && date <= range.max;
}
