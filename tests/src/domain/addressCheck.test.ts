import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressCheckPlan,
  apcCheckRequest,
  autocompleteCountries,
  checkedAddressOf,
  fastestDownload,
  isAvailableResult,
  manualAddressSchema,
  providerAvailabilityRequest,
  streetLine,
  validateForm,
  VALIDATION_RULES,
} from '../../../src/domain/index.ts';
import { formatMbit } from '../../../src/shell/address/formatMbit.ts';

describe('the manual address form’s validators (spec section 5)', () => {
  it('never throw, for any text in any field, any country, domestic or international; every error is a keyed rule', () => {
    fc.assert(
      fc.property(
        fc.record({ street: fc.string(), houseNumber: fc.string(), zipCode: fc.string(), city: fc.string() }),
        fc.constantFrom('DE', 'AT', 'FR', 'NL', 'XX', ''),
        fc.boolean(),
        (fields, country, international) => {
          const errors = validateForm(manualAddressSchema(country, international), fields);
          for (const [field, error] of Object.entries(errors)) {
            expect(['street', 'houseNumber', 'zipCode', 'city']).toContain(field);
            expect(VALIDATION_RULES.map((rule) => `validation.error.${rule}`)).toContain(error.key);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('accepts the addresses of the four countries', () => {
    const valid = (country: string, international: boolean, fields: Record<string, string>) =>
      validateForm(manualAddressSchema(country, international), fields);
    expect(valid('DE', false, { street: 'Hauptstr.', houseNumber: '5a', zipCode: '10115', city: 'Berlin' })).toEqual({});
    expect(valid('AT', true, { street: 'Mariahilfer Straße', houseNumber: '1', zipCode: '1060', city: 'Wien' })).toEqual({});
    expect(valid('FR', true, { street: 'Rue de Rivoli', houseNumber: '10', zipCode: '75004', city: 'Paris' })).toEqual({});
    expect(valid('NL', true, { street: 'Damrak', houseNumber: '1', zipCode: '1012 LG', city: 'Amsterdam' })).toEqual({});
    expect(valid('AT', true, { street: 'Damrak', houseNumber: '1', zipCode: '1012 LG', city: 'Amsterdam' })).toHaveProperty('zipCode');
  });
});

describe('the address check’s requests and results (spec sections 3, 4, 7)', () => {
  const typed = { street: ' Rue de Rivoli ', houseNumber: ' 10 ', zipCode: ' 75004 ', city: ' Paris ', country: 'FR', exact: true };

  it('a domestic line plan asks provider-availabilities for Germany; international plans apc/check for AUT, FRA, NLD (own country first)', () => {
    expect(addressCheckPlan({ code: 'TALPRIV100', category: 'TAL' })).toEqual({ planCode: 'TALPRIV100', kind: 'provider', isInternational: false, countries: ['DE'] });
    expect(addressCheckPlan({ code: 'VOIPPRIV', category: 'VOIP' }).kind).toBe('apc');
    const ebnl = addressCheckPlan({ code: 'ebnl', category: 'VOIP' });
    expect(ebnl).toMatchObject({ planCode: 'EBNL', kind: 'apc', isInternational: true, countries: ['NL', 'AT', 'FR'] });
    expect(autocompleteCountries(ebnl).sort()).toEqual(['AUT', 'FRA', 'NLD']);
    expect(autocompleteCountries(addressCheckPlan({ code: 'TALPRIV100', category: 'TAL' }))).toEqual(['DEU']);
  });

  it('apc/check sends trimmed fields and the options of section 7', () => {
    expect(apcCheckRequest(typed, 'EBFR')).toEqual({
      address: { street: 'Rue de Rivoli', houseNumber: '10', zipCode: '75004', city: 'Paris', country: 'FR' },
      options: { addressMatch: 'exact', include: ['voip'], timeout: 30000 },
      planCode: 'EBFR',
    });
    expect(apcCheckRequest({ ...typed, exact: false }, 'EBFR').options.addressMatch).toBe('fuzzy');
  });

  it('provider-availabilities sends the availability request of section 3', () => {
    expect(providerAvailabilityRequest({ ...typed, country: 'DE', exact: false }, 'TALPRIV100')).toEqual({
      street: 'Rue de Rivoli', houseNumber: '10', zipCode: '75004', city: 'Paris', country: 'DE', exact_address: false, planCode: 'TALPRIV100',
    });
  });

  it('available: canOrder when domestic, code 200 or 201 when international', () => {
    expect(isAvailableResult('provider', { canOrder: true, code: 404 })).toBe(true);
    expect(isAvailableResult('provider', { canOrder: false, code: 200 })).toBe(false);
    expect(isAvailableResult('apc', { canOrder: false, code: 201 })).toBe(true);
    expect(isAvailableResult('apc', { canOrder: true, code: 404 })).toBe(false);
  });

  it('continue emits street, houseNumber, zipCode, city, country and the area code; the fastest download is the bandwidth', () => {
    expect(checkedAddressOf(typed, { street: 'x', houseNumber: '1', city: 'y', areaCode: '01' })).toEqual({
      street: 'Rue de Rivoli', houseNumber: '10', zipCode: '75004', city: 'Paris', country: 'FR', areaCode: '01',
    });
    const entry = (download: number | null) => ({ name: 'x', bandwidth: { download: { maxBandwidthMbit: download }, upload: { maxBandwidthMbit: 1 } } });
    expect(fastestDownload([entry(16), entry(250), entry(null)])).toBe(250);
    expect(fastestDownload([])).toBeNull();
  });

  it('France writes the number before the street', () => {
    expect(streetLine(typed)).toBe(' 10   Rue de Rivoli ');
    expect(streetLine({ street: 'Damrak', houseNumber: '1', country: 'NL' })).toBe('Damrak 1');
  });

  it('download and upload in Mbit with 0 to 2 decimals, as each language writes numbers', () => {
    expect(formatMbit(1000, 'de')).toBe('1.000');
    expect(formatMbit(2.4, 'de')).toBe('2,4');
    expect(formatMbit(2.456, 'en')).toBe('2.46');
    expect(formatMbit(16, 'fr')).toBe('16');
    expect(formatMbit(1000.5, 'nl')).toBe('1.000,5');
  });
});
