import type { LiveValidationEmitted } from '../../../../machines/liveValidation.machine.ts';
import type { QuoteFormValues } from '../../../domain/emptyForms.ts';
import { messageKey, quoteFormSchema, validateForm, type FieldError } from '../../../domain/validation/index.ts';

export type QuoteValues = QuoteFormValues;

export type QuoteField = keyof QuoteValues;

export const QUOTE_FIELDS: readonly QuoteField[] = ['companyName', 'firstName', 'lastName', 'email', 'phoneNumberQuote', 'personalDataUseConsent'];


/**
 * The server's verdict on the quote phone (spec section 5: its length, phone and mobile validity come from the
 * live check): a number valid as a phone or as a mobile number passes, unless a length or pattern flag failed.
 */
export function isQuotePhoneAccepted(check: LiveValidationEmitted): boolean {
  const flags = check.flags;
  if (!flags) return check.valid;
  if (flags.isMinLengthValid === false || flags.isMaxLengthValid === false || flags.isPatternValid === false) return false;
  return flags.isPhoneNumberValid !== false || flags.isMobilePhoneNumberValid === true;
}

/** The quote form's errors: the local rules of spec section 5, then the stored live check of the phone. */
export function quoteFormErrors(values: QuoteValues, phoneCheck: LiveValidationEmitted | null): Partial<Record<QuoteField, FieldError>> {
  const errors: Partial<Record<QuoteField, FieldError>> = validateForm(quoteFormSchema, values);
  if (!errors.phoneNumberQuote && phoneCheck && phoneCheck.value === values.phoneNumberQuote.trim() && !isQuotePhoneAccepted(phoneCheck)) {
    const key = messageKey('phoneNumber');
    errors.phoneNumberQuote = { key, fallbackKey: 'validation.error.invalid', params: {} };
  }
  return errors;
}
