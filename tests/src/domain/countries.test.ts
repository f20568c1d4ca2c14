import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countryByDomainSuffix,
  countryByIsoCode,
  countryByPhoneCode,
  countryByPlanCode,
  isInternationalPlanCode,
  isLanguage,
  languagesForPlan,
  serviceCountryForPlan,
} from '../../../src/domain/index.ts';

describe('countries (spec sections 1, 3)', () => {
  it.each([
    ['Austria', '0043', 'AT', 'AUT', ['EBCOM', 'EBAT']],
    ['France', '0033', 'FR', 'FRA', ['EBFR']],
    ['Germany', '0049', 'DE', 'DEU', []],
    ['Netherlands', '0031', 'NL', 'NLD', ['EBNL']],
  ])('lists %s with phone code %s, alpha-2 %s, alpha-3 %s and plan codes %j', (name, phone, a2, a3, codes) => {
    const country = COUNTRIES.find((c) => c.name === name);
    expect(country).toMatchObject({ phoneCode: phone, alpha2: a2, alpha3: a3, planCodes: codes });
  });

  it.each([
    ['0043', 'AT'],
    ['0033', 'FR'],
    ['0031', 'NL'],
    ['0049', 'DE'],
    ['0041', 'DE'],
    ['', 'DE'],
  ])('looks up phone code %j as %s, falling back to Germany for unknown phone codes', (code, alpha2) => {
    expect(countryByPhoneCode(code).alpha2).toBe(alpha2);
  });

  it.each([
    ['EBCOM', 'AT'],
    ['ebat', 'AT'],
    ['EBFR', 'FR'],
    ['EBNL', 'NL'],
    ['SIPT', 'DE'],
    ['', 'DE'],
  ])('looks up plan code %j as %s, falling back to Germany for unknown plan codes', (code, alpha2) => {
    expect(countryByPlanCode(code).alpha2).toBe(alpha2);
  });

  it.each([
    ['EBCOM', true],
    ['ebat', true],
    ['EBNL', true],
    ['EBFR', true],
    ['SIPT', false],
    ['EBDE', false],
  ])('marks plan %s international: %s (upper-cased code is EBCOM, EBAT, EBNL or EBFR)', (code, international) => {
    expect(isInternationalPlanCode(code)).toBe(international);
  });

  it('uses service country DE for non-international plans and the plan country for international ones', () => {
    expect(serviceCountryForPlan('SIPT')).toBe('DE');
    expect(serviceCountryForPlan('EBNL')).toBe('NL');
    expect(serviceCountryForPlan('EBFR')).toBe('FR');
  });

  it('accepts only de, en, nl and fr as a stored or query language', () => {
    expect(['de', 'en', 'nl', 'fr'].every(isLanguage)).toBe(true);
    expect(['DE', 'es', '', null, 3].some(isLanguage)).toBe(false);
  });

  it('lets code EBCOM disable country-based language limiting', () => {
    expect(languagesForPlan('EBCOM')).toEqual(['de', 'en', 'nl', 'fr']);
    expect(languagesForPlan('EBNL')).toEqual(['nl', 'en']);
  });

  it('finds countries by ISO code and domain suffix', () => {
    expect(countryByIsoCode('nld')?.name).toBe('Netherlands');
    expect(countryByIsoCode('CH')).toBeUndefined();
    expect(countryByDomainSuffix('.fr')?.langDefault).toBe('fr');
  });
});
