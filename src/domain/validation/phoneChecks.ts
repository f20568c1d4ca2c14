import * as z from 'zod/mini';
import { messageKey, required } from './messages.ts';
import { isAreaCodeShape, isSubscriberNumberShape } from './phoneRules.ts';

/**
 * The phone checks that need libphonenumber-js's full ("max") metadata (spec section 5). Each answers true or
 * false, or throws `PhoneChecksUnavailable` when the library itself fails.
 */
export interface PhoneChecks {
  /** the area code begins some German landline number */
  isGermanLandlineCode(areaCode: string): boolean;
  /** area code and subscriber number form a German landline number */
  isGermanLandlineNumber(areaCode: string, subscriberNumber: string): boolean;
  /** a German mobile number, national (0151 ...) or international (+49 151 ..., 0049 151 ...) */
  isGermanMobileNumber(value: string): boolean;
}

type PhoneLibrary = typeof import('./libphonenumber.ts');
type Metadata = Parameters<PhoneLibrary['parsePhoneNumberFromString']>[2];

/**
 * The phone checks cannot give an answer: their chunk did not load, the library threw, or the loaded library
 * failed its self-test. Never a verdict on the number: whoever asked lets the server decide.
 */
export class PhoneChecksUnavailable extends Error {
  override readonly name = 'PhoneChecksUnavailable';
}

let loading: Promise<PhoneChecks> | null = null;

/**
 * Load the phone checks: libphonenumber-js with the German part of its full ("max") metadata
 * (germanPhoneMetadata.json, written by `npm run phone-metadata`) sits behind a dynamic import, so the first
 * screen does not pay for it (spec section 5, DESIGN budgets). Loaded once. A failed load rejects and is tried
 * again by the next call; a library that fails its self-test (see `createPhoneChecks`) rejects for good.
 */
export function loadPhoneChecks(): Promise<PhoneChecks> {
  loading ??= Promise.all([import('./libphonenumber.ts'), import('./germanPhoneMetadata.json')]).then(
    ([library, metadata]) => createPhoneChecks(library, metadata.default as unknown as Metadata),
    (error: unknown) => {
      loading = null;
      throw new PhoneChecksUnavailable('The phone checks failed to load', { cause: error });
    },
  );
  return loading;
}

/** Numbers whose type is known: a library that does not find them so cannot judge any other number. */
const selfTest: ReadonlyArray<[number: string, type: 'FIXED_LINE' | 'MOBILE']> = [
  ['030 2345678', 'FIXED_LINE'],
  ['0151 23456789', 'MOBILE'],
];

/**
 * The checks on a loaded library and metadata, after a self-test: a Berlin landline and a German mobile number
 * must parse as such, else the library is broken (a bundling fault once made the built library find no number
 * at all, issue 22) and `PhoneChecksUnavailable` is thrown instead of refusing every number. A check whose
 * library throws (never for a number it merely cannot parse: `parsePhoneNumberFromString` returns undefined for
 * those) throws `PhoneChecksUnavailable` too.
 */
export function createPhoneChecks(library: PhoneLibrary, metadata: Metadata): PhoneChecks {
  const typeOf = (text: string) => {
    let parsed: ReturnType<PhoneLibrary['parsePhoneNumberFromString']>;
    try {
      parsed = library.parsePhoneNumberFromString(text, 'DE', metadata);
      if (!parsed || parsed.country !== 'DE' || !parsed.isValid()) return undefined;
      return parsed.getType();
    } catch (error) {
      throw new PhoneChecksUnavailable('The phone library failed', { cause: error });
    }
  };
  for (const [number, type] of selfTest) {
    const found = typeOf(number);
    if (found !== type) throw new PhoneChecksUnavailable(`The phone library failed its self-test: ${type} expected, ${found ?? 'no valid number'} found`);
  }
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
