import { requireDate, strictDate, type CalendarDate } from './calendarDate.ts';
import type { Dayjs } from 'dayjs';

/** Age limits of a customer (spec section 9). */
export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE = 150;

const GERMAN_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** Parse a birth date typed as DD.MM.YYYY, strictly, or null (spec section 5). */
export function parseBirthDate(value: string): Dayjs | null {
  const match = GERMAN_DATE.exec(value.trim());
  if (!match) return null;
  return strictDate(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** Full years of age on today (spec section 5). */
export function ageOn(birth: Dayjs, today: CalendarDate): number {
  return requireDate(today).diff(birth, 'year');
}

export type BirthDateProblem = 'dateFormat' | 'over18' | 'maxAge';

/** Check a DD.MM.YYYY birth date for format and age 18 to 150 (spec sections 5, 9); null when valid. */
export function birthDateProblem(value: string, today: CalendarDate): BirthDateProblem | null {
  const birth = parseBirthDate(value);
  if (!birth) return 'dateFormat';
  const age = ageOn(birth, today);
  if (age < MINIMUM_AGE) return 'over18';
  if (age > MAXIMUM_AGE) return 'maxAge';
  return null;
}
