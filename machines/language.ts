import { countryByDomainSuffix, isLanguage } from '../src/domain/countries.ts';
import type { Language } from '../src/domain/schemas/common.ts';

export interface LanguageSources {
  /** `?lang` of the address (removed from it once read) */
  query: string | null;
  /** the visitor's stored choice (localStorage) */
  stored: string | null;
  /** the element's `lang` attribute */
  attribute: string | null | undefined;
  /** the page's host name, for its domain suffix */
  hostname: string;
}

/**
 * DESIGN.md's precedence: `?lang`, the stored choice, the `lang` attribute, the domain suffix, then `de`.
 * Only de, en, nl and fr are accepted from any source (spec section 5).
 */
export function resolveLanguage({ query, stored, attribute, hostname }: LanguageSources): Language {
  for (const candidate of [query, stored, attribute]) {
    const lang = candidate?.toLowerCase();
    if (isLanguage(lang)) return lang;
  }
  return languageOfDomain(hostname) ?? 'de';
}

/** `shop.example.nl` -> nl, `.at` -> de, `.fr` -> fr; other suffixes say nothing. */
export function languageOfDomain(hostname: string): Language | undefined {
  const suffix = hostname.toLowerCase().split('.').at(-1) ?? '';
  return countryByDomainSuffix(suffix)?.langDefault;
}
