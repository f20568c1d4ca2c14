import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import {
  VALIDATION_RULES,
  additionalLocationInfoSchema,
  alphanumericSchema,
  bicSchema,
  birthDateSchema,
  citySchema,
  clientReferenceSchema,
  commentSchema,
  companyNameSchema,
  dateAfterTodaySchema,
  emailSchema,
  germanMobileNumberSchema,
  houseNumberSchema,
  ibanSchema,
  invoiceCountrySchema,
  landlineCodeSchema,
  lastDigitSchema,
  loadPhoneChecks,
  nationalDestinationCodeSchema,
  numericSchema,
  optionalBicSchema,
  passwordSchema,
  personNameSchema,
  phoneNumberSchema,
  postalCodeSchema,
  sameLengthSchema,
  streetSchema,
  subscriberNumberSchema,
  titleSchema,
  validateField,
  vatIdSchema,
} from '../../../../src/domain/index.ts';

describe('every validator is total over arbitrary strings (spec section 5)', () => {
  it('answers null or a keyed error for any string, never throwing', async () => {
    const checks = await loadPhoneChecks();
    const schemas: [string, z.ZodMiniType][] = [
      ['street', streetSchema],
      ['houseNumber', houseNumberSchema],
      ['postalCode DE', postalCodeSchema('DE', false)],
      ['postalCode NL', postalCodeSchema('NL', true)],
      ['postalCode other', postalCodeSchema('??', true)],
      ['city', citySchema],
      ['invoiceCountry', invoiceCountrySchema],
      ['name', personNameSchema],
      ['companyName', companyNameSchema],
      ['title', titleSchema],
      ['email', emailSchema],
      ['birthDate', birthDateSchema('2026-03-01')],
      ['dateAfterToday', dateAfterTodaySchema('2026-03-01')],
      ['phone', phoneNumberSchema],
      ['vatId', vatIdSchema],
      ['comment', commentSchema],
      ['clientReference', clientReferenceSchema],
      ['additionalLocationInfo', additionalLocationInfoSchema],
      ['numeric', numericSchema],
      ['alphanumeric', alphanumericSchema],
      ['password', passwordSchema],
      ['nationalDestinationCode', nationalDestinationCodeSchema],
      ['subscriberNumber', subscriberNumberSchema],
      ['lastDigit', lastDigitSchema(9)],
      ['sameLength', sameLengthSchema('10')],
      ['iban', ibanSchema],
      ['bic', bicSchema],
      ['optionalBic', optionalBicSchema],
      ['landlineCode', landlineCodeSchema(checks)],
      ['germanMobileNumber', germanMobileNumberSchema(checks)],
    ];
    const keys = new Set(VALIDATION_RULES.map((rule) => `validation.error.${rule}`));
    const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.stringMatching(/^[0-9 +\-./]{0,16}$/));
    fc.assert(
      fc.property(text, (value) => {
        for (const [, schema] of schemas) {
          const error = validateField(schema, value);
          if (error !== null) expect(keys.has(error.key)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });
});
