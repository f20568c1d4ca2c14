import * as z from 'zod/mini';
import { birthDateProblem } from '../dates/birthDate.ts';
import { isAfterToday } from '../dates/orderDates.ts';
import type { CalendarDate } from '../dates/calendarDate.ts';
import { maxLength, memoisedSchema, messageKey, minLength, optionalText, pattern, required, rule } from './messages.ts';

/** Name limits (spec section 9). */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;
export const COMPANY_NAME_MIN_LENGTH = 1;
export const COMPANY_NAME_MAX_LENGTH = 60;

/** Names: letters (with umlauts, ß and accented Latin letters), space, hyphen, apostrophe and dot ("valid name"). */
const NAME_CHARACTERS = /^[A-Za-zÄÖÜäöüßÀ-ÖØ-öø-ÿĀ-ž .'\-]+$/;

/** Company names: also digits and & + , / ( ) : the usual signs of German company names (GmbH & Co. KG). */
const COMPANY_NAME_CHARACTERS = /^[A-Za-z0-9ÄÖÜäöüßÀ-ÖØ-öø-ÿĀ-ž .,'&+\-/()!]+$/;

/** First and last name: required, 2 to 30 characters, valid name (spec sections 5, 9). */
export const personNameSchema = z.string().check(
  required(),
  z.overwrite((v) => v.trim()),
  minLength(NAME_MIN_LENGTH),
  maxLength(NAME_MAX_LENGTH),
  pattern(NAME_CHARACTERS, 'validName'),
);

/** Company name: required, 1 to 60 characters, a valid string (spec sections 5, 9). */
export const companyNameSchema = z.string().check(
  required(),
  z.overwrite((v) => v.trim()),
  minLength(COMPANY_NAME_MIN_LENGTH),
  maxLength(COMPANY_NAME_MAX_LENGTH),
  pattern(COMPANY_NAME_CHARACTERS, 'validName'),
);

/**
 * Title: optional; when given up to 20 characters of letters, dots, hyphens and spaces, as German
 * academic titles are written ("Dr.", "Prof. Dr.", "Dipl.-Ing.") ("valid title", spec section 5: bounds our choice).
 */
export const TITLE_MAX_LENGTH = 20;
export const titleSchema = optionalText(maxLength(TITLE_MAX_LENGTH), pattern(/^[A-Za-zÄÖÜäöüß. \-]+$/, 'validTitle'));

/** Salutation: Mr or Mrs for persons, Company for companies (spec section 9). */
export const salutationSchema = z.enum(['Mr', 'Mrs', 'Company'], messageKey('required'));

/** E-mail: required, a valid address, at most 254 characters (spec section 5, "incorrect e-mail"). */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
export const emailSchema = z.string().check(required(), z.overwrite((v) => v.trim()), maxLength(254), pattern(EMAIL_PATTERN, 'email'));

/** Birth date: required, DD.MM.YYYY, age 18 to 150 (an impossible age reads as a wrong date) (spec sections 5, 9). */
export const birthDateSchema = memoisedSchema((today: CalendarDate) =>
  z.string().check(
    required(),
    z.superRefine((value, ctx) => {
      const problem = birthDateProblem(value, today);
      if (problem === null) return;
      ctx.addIssue({ code: 'custom', message: messageKey(problem === 'over18' ? 'over18' : 'dateFormat'), input: value });
    }),
  ),
);

/** A date (YYYY-MM-DD) that must lie after today (spec section 5, "date must be after today"). */
export const dateAfterTodaySchema = memoisedSchema((today: CalendarDate) => z.string().check(required(), rule((v) => isAfterToday(v, today), 'dateAfterToday')));

/** Contact phone: required, 6 to 30 characters of digits, space, + / - ( ) (spec sections 5, 9); validity from the server. */
export const PHONE_MIN_LENGTH = 6;
export const PHONE_MAX_LENGTH = 30;
export const phoneNumberSchema = z.string().check(
  required(),
  z.overwrite((v) => v.trim()),
  minLength(PHONE_MIN_LENGTH),
  maxLength(PHONE_MAX_LENGTH),
  pattern(/^\+?[0-9 /()\-]+$/, 'phoneNumber'),
  rule((v) => /\d/.test(v), 'phoneNumber'),
);

/**
 * VAT id: optional for companies; when given 4 to 15 characters, two country letters then letters and
 * digits (EU VAT ids, DE123456789, ATU12345678), spaces ignored (spec section 5: bounds our choice).
 */
export const VAT_ID_MIN_LENGTH = 4;
export const VAT_ID_MAX_LENGTH = 15;
export const vatIdSchema = optionalText(
  z.overwrite((v) => v.replace(/\s/g, '').toUpperCase()),
  minLength(VAT_ID_MIN_LENGTH),
  maxLength(VAT_ID_MAX_LENGTH),
  pattern(/^[A-Z]{2}[A-Z0-9+*]{2,13}$/, 'alphanumeric'),
);

/**
 * Verification-method comment (type other): required, 3 to 100 characters, letters, digits, spaces and
 * common punctuation, no markup (spec section 5: bounds our choice).
 */
export const COMMENT_MIN_LENGTH = 3;
export const COMMENT_MAX_LENGTH = 100;
export const commentSchema = z.string().check(
  required(),
  minLength(COMMENT_MIN_LENGTH),
  maxLength(COMMENT_MAX_LENGTH),
  pattern(/^[^<>{}\\]+$/, 'alphanumeric'),
);

/** Customer reference: optional, up to 30 letters, digits and - _ / . (spec section 5: bounds our choice). */
export const CLIENT_REFERENCE_MAX_LENGTH = 30;
export const clientReferenceSchema = optionalText(maxLength(CLIENT_REFERENCE_MAX_LENGTH), pattern(/^[A-Za-z0-9\-_/. ]+$/, 'alphanumeric'));

/**
 * Additional location info (activation): optional, up to 60 characters of letters, digits, space and
 * . , - / # ( ) ' : what a technician reads on site ("3. OG links") (spec section 5: bounds our choice).
 */
export const ADDITIONAL_LOCATION_INFO_MAX_LENGTH = 60;
export const additionalLocationInfoSchema = optionalText(
  maxLength(ADDITIONAL_LOCATION_INFO_MAX_LENGTH),
  pattern(/^[A-Za-z0-9ÄÖÜäöüßÀ-ÖØ-öø-ÿ .,\-/#()':]+$/, 'additionalLocationInfo'),
);

/** Numbers only (spec section 5), e.g. line id, home id digits. */
export const numericSchema = z.string().check(required(), pattern(/^\d+$/, 'numeric'));

/** Alphanumeric (spec section 5), e.g. modem id. */
export const alphanumericSchema = z.string().check(required(), pattern(/^[A-Za-z0-9]+$/, 'alphanumeric'));

/** Password: required, 8 to 64 characters (spec section 2 account step: bounds our choice). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export const passwordSchema = z.string().check(required(), minLength(PASSWORD_MIN_LENGTH), maxLength(PASSWORD_MAX_LENGTH));

/** Password and repeat: the repeat must equal the password (spec section 4, account step). */
export const passwordPairSchema = z
  .object({ password: passwordSchema, repeatPassword: z.string().check(required()) })
  .check(
    z.refine((v) => v.password === v.repeatPassword, { error: messageKey('passwordMismatch'), path: ['repeatPassword'] }),
  );

/** An acceptance checkbox that must be ticked (spec section 5: direct debit, terms, personal data use). */
export const acceptanceSchema = memoisedSchema((name: 'acceptDirectDebit' | 'acceptTerms' | 'acceptPersonalDataUse') =>
  z.boolean().check(z.refine((v) => v, { error: messageKey(name) })),
);
