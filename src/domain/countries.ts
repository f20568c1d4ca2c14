import type { Country, Language } from './schemas/index.ts';

const ALL_LANGUAGES: Language[] = ['de', 'en', 'nl', 'fr'];

/**
 * The four countries (spec section 1). The spec lists no plan codes for Germany. Each country offers
 * its own language and English; Germany's live languages are de and en. All four are available.
 */
export const COUNTRIES: readonly Country[] = [
  country('Austria', '0043', 'AT', 'AUT', 'de', 'Deutsch', 'at', ['EBCOM', 'EBAT']),
  country('France', '0033', 'FR', 'FRA', 'fr', 'Français', 'fr', ['EBFR']),
  country('Germany', '0049', 'DE', 'DEU', 'de', 'Deutsch', 'de', []),
  country('Netherlands', '0031', 'NL', 'NLD', 'nl', 'Nederlands', 'nl', ['EBNL']),
];

const GERMANY = COUNTRIES[2] as Country;

function country(
  name: string,
  phoneCode: string,
  alpha2: string,
  alpha3: string,
  langDefault: Language,
  langLabel: string,
  domainSuffix: string,
  planCodes: string[],
): Country {
  const enabled: Language[] = langDefault === 'en' ? ['en'] : [langDefault, 'en'];
  return {
    name,
    phoneCode,
    alpha2,
    alpha3,
    availableLanguages: ALL_LANGUAGES,
    langDefault,
    langEnabled: enabled,
    langEnabledLive: enabled,
    langEnabledGermany: ['de', 'en'],
    langLabel,
    domainSuffix,
    planCodes,
  };
}

/** International plan codes (spec section 9). */
export const INTERNATIONAL_PLAN_CODES = ['EBCOM', 'EBAT', 'EBNL', 'EBFR'] as const;

/** Is the plan international: its upper-cased code is EBCOM, EBAT, EBNL or EBFR (spec section 2). */
export function isInternationalPlanCode(planCode: string): boolean {
  return (INTERNATIONAL_PLAN_CODES as readonly string[]).includes(planCode.toUpperCase());
}

/** Country by phone code (0043), falling back to Germany for unknown codes (spec section 3). */
export function countryByPhoneCode(phoneCode: string): Country {
  return COUNTRIES.find((c) => c.phoneCode === phoneCode.trim()) ?? GERMANY;
}

/** Country by plan code (EBAT), falling back to Germany for unknown codes (spec section 3). */
export function countryByPlanCode(planCode: string): Country {
  const code = planCode.toUpperCase();
  return COUNTRIES.find((c) => c.planCodes.includes(code)) ?? GERMANY;
}

/** Country by domain suffix (de, at, ...), for the language fallback (spec sections 3, 9). */
export function countryByDomainSuffix(suffix: string): Country | undefined {
  const clean = suffix.replace(/^\./, '').toLowerCase();
  return COUNTRIES.find((c) => c.domainSuffix === clean);
}

/** Is this one of the languages de, en, nl, fr (spec section 5: stored or query language). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (ALL_LANGUAGES as string[]).includes(value);
}

/** Languages a plan offers: EBCOM disables country-based limiting (spec section 9). */
export function languagesForPlan(planCode: string): Language[] {
  if (planCode.toUpperCase() === 'EBCOM') return [...ALL_LANGUAGES];
  return [...countryByPlanCode(planCode).langEnabled];
}

/** Is this an Austria plan (EBCOM, EBAT): partners are never trusted for them (spec section 6). */
export function isAustriaPlanCode(planCode: string): boolean {
  return countryByPlanCode(planCode).alpha2 === 'AT';
}
