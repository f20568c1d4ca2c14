import * as z from 'zod/mini';
import { maxLength, memoisedSchema, messageKey, minLength, pattern, required } from './messages.ts';

/** Street and city limits (spec section 9). */
export const STREET_MAX_LENGTH = 40;
export const CITY_MIN_LENGTH = 2;
export const CITY_MAX_LENGTH = 40;
export const POSTAL_CODE_MAX_LENGTH = 7;

/**
 * Street characters: letters (Latin, with German umlauts and ß, and the accented letters of French and
 * Dutch street names), digits, space, the punctuation . , ' - / ( ) & and § ° (spec section 5).
 */
const STREET_CHARACTERS = /^[A-Za-z0-9ÄÖÜäöüßÀ-ÖØ-öø-ÿ .,'\-/()&§°]+$/;

/** City characters: letters as for streets, space, and . ' - / ( ) (spec section 5, "restricted character set"). */
const CITY_CHARACTERS = /^[A-Za-zÄÖÜäöüßÀ-ÖØ-öø-ÿ .'\-/()]+$/;

/** House number: 1 to 5 digits, then optionally one letter, space, hyphen or slash and up to 4 more (spec section 5). */
export const HOUSE_NUMBER_PATTERN = /^\d{1,5}(?:[A-Za-z \-/][A-Za-z0-9 \-/]{0,4})?$/;

/** 'Str.' is normalised to 'Straße' (and 'str.' in compounds like 'Hauptstr.' to 'straße') (spec section 5). */
export function normalizeStreet(street: string): string {
  return street.replace(/Str\./g, 'Straße').replace(/str\./g, 'straße');
}

/** Street: required, normalised, 1 to 40 characters of the street character set (spec section 5). */
export const streetSchema = z.string().check(
  required(),
  z.overwrite(normalizeStreet),
  maxLength(STREET_MAX_LENGTH),
  pattern(STREET_CHARACTERS, 'street'),
);

/** House number: required, the house-number pattern (spec section 5). */
export const houseNumberSchema = z.string().check(required(), z.overwrite((v) => v.trim()), pattern(HOUSE_NUMBER_PATTERN, 'houseNumber'));

/** City: required, 2 to 40 characters of the city character set (spec sections 5, 9). */
export const citySchema = z.string().check(
  required(),
  z.overwrite((v) => v.trim()),
  minLength(CITY_MIN_LENGTH),
  maxLength(CITY_MAX_LENGTH),
  pattern(CITY_CHARACTERS, 'city'),
);

/**
 * The postal-code pattern of a country (spec section 5): a domestic plan takes exactly 5 digits; an
 * international one Austria 4 digits, France 5, the Netherlands 4 digits with an optional space and two
 * capitals, Germany 5, any other country 4.
 */
export function postalCodePattern(countryAlpha2: string, isInternationalPlan: boolean): RegExp {
  if (!isInternationalPlan) return /^\d{5}$/;
  switch (countryAlpha2.toUpperCase()) {
    case 'DE':
    case 'FR':
      return /^\d{5}$/;
    case 'NL':
      return /^\d{4} ?[A-Z]{2}$/;
    default:
      return /^\d{4}$/;
  }
}

/** Postal code: required, max 7 characters, the country's pattern (spec sections 5, 9). */
export function postalCodeSchema(countryAlpha2: string, isInternationalPlan: boolean) {
  return postalCodeSchemaOf(`${countryAlpha2.toUpperCase()}|${isInternationalPlan}`);
}
const postalCodeSchemaOf = memoisedSchema((key: string) => {
  const [country, international] = key.split('|') as [string, string];
  return z.string().check(
    required(),
    z.overwrite((v) => v.trim()),
    maxLength(POSTAL_CODE_MAX_LENGTH),
    pattern(postalCodePattern(country, international === 'true'), 'postalCode'),
  );
});

/** The manual address form (spec section 5); its submit is disabled while this fails. */
export function manualAddressSchema(countryAlpha2: string, isInternationalPlan: boolean) {
  return z.object({
    street: streetSchema,
    houseNumber: houseNumberSchema,
    zipCode: postalCodeSchema(countryAlpha2, isInternationalPlan),
    city: citySchema,
  });
}

/** The autocomplete search needs a digit, else the missing-house-number message shows (spec sections 5, 8). */
export function hasHouseNumberDigit(search: string): boolean {
  return /\d/.test(search);
}

/** An invoice address must lie in Germany ("German city for invoice", spec section 5). */
export const invoiceCountrySchema = z.string().check(
  z.refine((v) => v.trim().toUpperCase() === 'DE', { error: messageKey('germanCity') }),
);
