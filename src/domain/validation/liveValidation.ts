import type { LiveValidationType, PhoneValidationFlags } from '../schemas/phoneValidation.ts';
import { messageKey, fallbackKeyOf, type FieldError, type ValidationRule } from './messages.ts';

/**
 * What the live validation of one field found (spec sections 4, 5, 7), stored per form field (its dotted path
 * in the section, e.g. `previousTenant.prefix`): the value it checked, whether it passed (the local phone check,
 * then the server's flags) and the server's flags when the server answered.
 */
export interface LiveCheck {
  value: string;
  valid: boolean;
  flags: PhoneValidationFlags | null;
}

export type LiveChecks = Readonly<Record<string, LiveCheck>>;

/**
 * The server's verdict: every flag it set must be true. Whether the number is a mobile one is information,
 * not a failure (the technician may be called on a landline).
 */
export function flagsAreValid(flags: PhoneValidationFlags): boolean {
  return flags.isMinLengthValid !== false && flags.isMaxLengthValid !== false && flags.isPatternValid !== false && flags.isPhoneNumberValid !== false;
}

/** The rule a failed live check of this field type reads as (spec section 5's rule families). */
export function liveRuleOf(type: LiveValidationType | null): ValidationRule {
  switch (type) {
    case null:
    case 'previousTenant.phoneNumber.nationalDestinationCode':
    case 'taeLocation.nationalDestinationCode':
      return 'nationalDestinationCode';
    case 'contact.phoneNumber':
    case 'landlord.phoneNumber':
    case 'phoneNumberOnActivationDay':
      return 'phoneNumber';
    case 'previousTenant.firstName':
    case 'previousTenant.lastName':
    case 'previousTenant.companyName':
      return 'validName';
    case 'taeLocation.ftthModemId':
    case 'taeLocation.homeId':
    case 'taeLocation.lineId':
    case 'taeLocation.demarcInquiry':
    case 'portingEntry.block.inquiryTerminal':
    case 'invoice.vatId':
    case 'customer.verificationMethod.comment':
      return 'invalid';
    default:
      return type satisfies never;
  }
}

/**
 * The error a stored live check gives the field's current value: none when the check was for another value
 * (typed since) or passed; a failed call stored nothing, so the local rules alone decide (spec section 7).
 */
export function liveCheckError(checks: LiveChecks, field: string, value: string, type: LiveValidationType | null): FieldError | null {
  const check = checks[field];
  if (!check || check.valid || check.value !== value.trim()) return null;
  const key = messageKey(liveRuleOf(type));
  return { key, fallbackKey: fallbackKeyOf(key), params: {} };
}
