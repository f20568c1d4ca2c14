import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type * as z from 'zod/mini';
import type { ValidateRequest } from '../../src/api/schemas/index.ts';

/**
 * `POST plans/{planCode}/order/validate` (live validation, spec section 7): length and pattern flags per field
 * type; phone numbers are checked as German numbers with libphonenumber's full metadata.
 */
export function validateField(type: z.infer<typeof ValidateRequest>['type'], value: string) {
  const trimmed = value.trim();
  const phone = ['contact.phoneNumber', 'landlord.phoneNumber', 'phoneNumberOnActivationDay'].includes(type);
  if (phone) {
    const parsed = parsePhoneNumberFromString(trimmed, 'DE');
    const digits = trimmed.replace(/\D/g, '');
    return {
      isMinLengthValid: trimmed.length >= 6,
      isMaxLengthValid: trimmed.length <= 30,
      isPatternValid: /^\+?[0-9 ()/-]+$/.test(trimmed) && digits.length > 0,
      isPhoneNumberValid: parsed?.isValid() ?? false,
      isMobilePhoneNumberValid: parsed?.isValid() === true && parsed.getType() === 'MOBILE',
    };
  }
  const patterns: Record<string, [RegExp, number, number]> = {
    'invoice.vatId': [/^(DE\d{9}|ATU\d{8}|FR[A-Z0-9]{2}\d{9}|NL\d{9}B\d{2})$/, 9, 14],
    'previousTenant.companyName': [/^[\p{L}\p{N} .,&'()/+-]+$/u, 1, 60],
    'previousTenant.firstName': [/^[\p{L} .'-]+$/u, 2, 30],
    'previousTenant.lastName': [/^[\p{L} .'-]+$/u, 2, 30],
    'previousTenant.phoneNumber.nationalDestinationCode': [/^0[2-9]\d{1,4}$/, 3, 6],
    'taeLocation.nationalDestinationCode': [/^0[2-9]\d{1,4}$/, 3, 6],
    'taeLocation.ftthModemId': [/^[A-Z0-9]{4}-?[A-Z0-9]{4}-?[A-Z0-9]{4}$/i, 12, 14],
    'taeLocation.homeId': [/^[A-Z0-9]{4}-?[A-Z0-9]{4}$/i, 8, 9],
    'taeLocation.lineId': [/^DEU\.[A-Z0-9]{3,6}\.[A-Z0-9]{6,10}$/i, 10, 25],
    'taeLocation.demarcInquiry': [/^[\p{L}\p{N} .,-]+$/u, 1, 60],
    'portingEntry.block.inquiryTerminal': [/^\d{1,5}$/, 1, 5],
    'customer.verificationMethod.comment': [/^[\p{L}\p{N} .,:;!?'()/-]+$/u, 3, 200],
  };
  const [pattern, min, max] = patterns[type] ?? [/.*/, 0, 1000];
  return {
    isMinLengthValid: trimmed.length >= min,
    isMaxLengthValid: trimmed.length <= max,
    isPatternValid: pattern.test(trimmed),
    isPhoneNumberValid: null,
    isMobilePhoneNumberValid: null,
  };
}
