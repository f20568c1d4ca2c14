import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  citySchema,
  hasHouseNumberDigit,
  houseNumberSchema,
  invoiceCountrySchema,
  manualAddressSchema,
  normalizeStreet,
  postalCodeSchema,
  streetSchema,
  validateField,
  validateForm,
} from '../../../../src/domain/index.ts';

const keyOf = (schema: z.ZodMiniType, value: unknown) => validateField(schema, value)?.key ?? null;

describe('manual address form (spec section 5)', () => {
  it.each([
    ['Hauptstraße', null],
    ['Am Weiher 3. Aufgang', null],
    ['Rue de l’Église', 'validation.error.street'],
    ["Rue de l'Église", null],
    ['Burgstraße (Hinterhaus) § 3 °', null],
    ['', 'validation.error.required'],
    ['   ', 'validation.error.required'],
    ['x'.repeat(40), null],
    ['x'.repeat(41), 'validation.error.maxLength'],
    ['Straße<script>', 'validation.error.street'],
    ['Straße; DROP', 'validation.error.street'],
  ])('checks street %j: %s', (street, key) => {
    expect(keyOf(streetSchema, street)).toBe(key);
  });

  it("normalises 'Str.' to 'Straße'", () => {
    expect(normalizeStreet('Berliner Str. 5')).toBe('Berliner Straße 5');
    expect(normalizeStreet('Hauptstr.')).toBe('Hauptstraße');
    expect(z.parse(streetSchema, 'Lange Str.')).toBe('Lange Straße');
  });

  it('gives the maximum length as {max}', () => {
    expect(validateField(streetSchema, 'x'.repeat(41))).toEqual({
      key: 'validation.error.maxLength',
      fallbackKey: 'validation.error.maxLength',
      params: { max: 40 },
    });
  });

  it.each([
    ['1', null],
    ['12345', null],
    ['12a', null],
    ['12 a', null],
    ['12-14', null],
    ['12/3', null],
    ['12a-14b', null],
    ['12-1234', null],
    ['12-12345', 'validation.error.houseNumber'],
    ['123456', 'validation.error.houseNumber'],
    ['a12', 'validation.error.houseNumber'],
    ['12ab', null],
    ['12!', 'validation.error.houseNumber'],
    ['', 'validation.error.required'],
  ])('checks house number %j: %s', (number, key) => {
    expect(keyOf(houseNumberSchema, number)).toBe(key);
  });

  it.each([
    ['DE', false, '10115', null],
    ['AT', false, '1010', 'validation.error.postalCode'],
    ['DE', false, '1011', 'validation.error.postalCode'],
    ['AT', true, '1010', null],
    ['AT', true, '10101', 'validation.error.postalCode'],
    ['FR', true, '75001', null],
    ['FR', true, '7500', 'validation.error.postalCode'],
    ['NL', true, '1012 AB', null],
    ['NL', true, '1012AB', null],
    ['NL', true, '1012 ab', 'validation.error.postalCode'],
    ['NL', true, '1012', 'validation.error.postalCode'],
    ['DE', true, '10115', null],
    ['BE', true, '1000', null],
    ['BE', true, '10000', 'validation.error.postalCode'],
    ['NL', true, '1012  AB', 'validation.error.maxLength'],
    ['DE', false, '', 'validation.error.required'],
  ])('checks postal code for %s (international %s) %j: %s', (country, international, code, key) => {
    expect(keyOf(postalCodeSchema(country, international), code)).toBe(key);
  });

  it.each([
    ['Berlin', null],
    ['Frankfurt am Main', null],
    ['Halle (Saale)', null],
    ["Villeneuve-d'Ascq", null],
    ['B', 'validation.error.minLength'],
    ['x'.repeat(41), 'validation.error.maxLength'],
    ['Berlin 1', 'validation.error.city'],
    ['', 'validation.error.required'],
  ])('checks city %j: %s', (city, key) => {
    expect(keyOf(citySchema, city)).toBe(key);
  });

  it('lists every failing field of the manual form', () => {
    expect(Object.keys(validateForm(manualAddressSchema('DE', false), { street: '', houseNumber: 'x', zipCode: '1', city: 'Berlin' }))).toEqual([
      'street',
      'houseNumber',
      'zipCode',
    ]);
    expect(validateForm(manualAddressSchema('DE', false), { street: 'Hauptstr.', houseNumber: '1', zipCode: '10115', city: 'Berlin' })).toEqual({});
  });

  it('needs a digit in the autocomplete search, else the missing-house-number message shows', () => {
    expect(hasHouseNumberDigit('Hauptstraße 1, Berlin')).toBe(true);
    expect(hasHouseNumberDigit('Hauptstraße, Berlin')).toBe(false);
  });

  it('wants a German city for the invoice', () => {
    expect(keyOf(invoiceCountrySchema, 'DE')).toBeNull();
    expect(keyOf(invoiceCountrySchema, 'AT')).toBe('validation.error.germanCity');
  });
});
