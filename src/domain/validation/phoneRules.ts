import * as z from 'zod/mini';
import { messageKey, pattern, required, rule } from './messages.ts';

/** Area code 3 to 6 digits, subscriber number 3 to 10 digits (spec section 9; DESIGN decides 3 to 10). */
export const AREA_CODE_MIN_DIGITS = 3;
export const AREA_CODE_MAX_DIGITS = 6;
export const SUBSCRIBER_NUMBER_MIN_DIGITS = 3;
export const SUBSCRIBER_NUMBER_MAX_DIGITS = 10;

/**
 * The area-code shape (spec section 5): 3 to 6 digits, starts with 0, second digit 2 to 9, not in the
 * 0700, 0800, 0900 (personal, free and premium service) or 00 (international) ranges, not 032 (national
 * numbers). We read "07, 08, 09 ranges" as the service ranges 0700, 0800, 0900: the second-digit rule
 * already allows 7 to 9, and geographic codes such as 0711 Stuttgart or 089 Munich are landlines.
 */
export function isAreaCodeShape(areaCode: string): boolean {
  const code = areaCode.trim();
  if (!/^0[2-9]\d{1,4}$/.test(code)) return false;
  return !/^0(?:700|800|900|32)/.test(code);
}

/** Subscriber number: 3 to 10 digits starting 1 to 9 (spec sections 5, 9). */
export function isSubscriberNumberShape(subscriberNumber: string): boolean {
  return /^[1-9]\d{2,9}$/.test(subscriberNumber.trim());
}

/** National destination code (area code): required and of area-code shape (spec section 5). */
export const nationalDestinationCodeSchema = z.string().check(required(), rule(isAreaCodeShape, 'nationalDestinationCode'));

/** Subscriber number: required, 3 to 10 digits starting 1 to 9 (spec sections 5, 9). */
export const subscriberNumberSchema = z.string().check(required(), pattern(/^\s*[1-9]\d{2,9}\s*$/, 'subscriberNumber'));

/** Porting numbers: a number already in the list is refused ("number already added", spec section 5). */
export function isNumberAlreadyAdded(numbers: readonly { prefix: string; number: string }[], candidate: { prefix: string; number: string }): boolean {
  const key = (n: { prefix: string; number: string }) => `${n.prefix.trim()}/${n.number.trim()}`;
  return numbers.some((n) => key(n) === key(candidate));
}

/** A block's start ends in 0 and its end in 9 ("last digit equals an expected digit", spec section 5). */
export function lastDigitSchema(expected: number) {
  return z.string().check(
    required(),
    pattern(/^\d+$/, 'numeric'),
    z.refine((v) => v.trim().endsWith(String(expected)), { error: messageKey('lastDigit'), params: { digit: expected } }),
  );
}

/** Block start and end have the same number of digits ("same length as another field", spec section 5). */
export function sameLengthSchema(other: string) {
  return z.string().check(
    z.refine((v) => v.trim().length === other.trim().length, { error: messageKey('sameLength'), params: { length: other.trim().length } }),
  );
}
