import * as z from 'zod/mini';
import { messageKey, required } from './messages.ts';
import { isAreaCodeShape, isSubscriberNumberShape } from './phoneRules.ts';

/** The phone checks that need libphonenumber-js's full ("max") metadata (spec section 5). */
export interface PhoneChecks {
  /** the area code begins some German landline number */
  isGermanLandlineCode(areaCode: string): boolean;
  /** area code and subscriber number form a German landline number */
  isGermanLandlineNumber(areaCode: string, subscriberNumber: string): boolean;
  /** a German mobile number, national (0151 ...) or international (+49 151 ..., 0049 151 ...) */
  isGermanMobileNumber(value: string): boolean;
}

type Core = typeof import('./libphonenumber.ts');
type Metadata = Parameters<Core['parsePhoneNumberFromString']>[2];

let loading: Promise<PhoneChecks> | null = null;

/**
 * Load the phone checks: libphonenumber-js with the German part of its full ("max") metadata
 * (germanPhoneMetadata.json, written by `npm run phone-metadata`) sits behind a dynamic import, so the first
 * screen does not pay for it (spec section 5, DESIGN budgets). Loaded once; a failed load may be retried.
 */
export function loadPhoneChecks(): Promise<PhoneChecks> {
  loading ??= Promise.all([import('./libphonenumber.ts'), import('./germanPhoneMetadata.json')]).then(
    ([core, metadata]) => phoneChecksFrom(core, metadata.default as unknown as Metadata),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function phoneChecksFrom(lib: Core, metadata: Metadata): PhoneChecks {
  const typeOf = (text: string) => {
    try {
      const parsed = lib.parsePhoneNumberFromString(text, 'DE', metadata);
      if (!parsed || parsed.country !== 'DE' || !parsed.isValid()) return undefined;
      return parsed.getType();
    } catch {
      return undefined;
    }
  };
  const isLandline = (text: string) => {
    const type = typeOf(text);
    return type === 'FIXED_LINE' || type === 'FIXED_LINE_OR_MOBILE';
  };
  return {
    isGermanLandlineCode(areaCode) {
      const code = areaCode.trim();
      if (!isAreaCodeShape(code)) return false;
      // a code is a landline code when some subscriber number completes it to a valid landline number
      return ['234', '2345', '23456', '234567', '2345678'].some((rest) => isLandline(code + rest));
    },
    isGermanLandlineNumber(areaCode, subscriberNumber) {
      return isAreaCodeShape(areaCode) && isSubscriberNumberShape(subscriberNumber) && isLandline(areaCode.trim() + subscriberNumber.trim());
    },
    isGermanMobileNumber(value) {
      const text = value.trim().replace(/^00/, '+');
      if (!/^\+?[\d /()\-]{6,30}$/.test(text)) return false;
      const type = typeOf(text);
      return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
    },
  };
}

/** Area code that must be a national landline code (spec section 5), with the loaded checks. */
export function landlineCodeSchema(checks: PhoneChecks) {
  return z.string().check(
    required(),
    z.refine((v) => checks.isGermanLandlineCode(v), { error: messageKey('nationalDestinationCode') }),
  );
}

/** German mobile number (spec section 5), with the loaded checks. */
export function germanMobileNumberSchema(checks: PhoneChecks) {
  return z.string().check(
    required(),
    z.refine((v) => checks.isGermanMobileNumber(v), { error: messageKey('germanMobileNumber') }),
  );
}
