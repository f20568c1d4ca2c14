import type { Language } from '../../domain/schemas/common.ts';

const locales: Record<Language, string> = { de: 'de-DE', en: 'en-GB', nl: 'nl-NL', fr: 'fr-FR' };

/** A bandwidth in Mbit with 0 to 2 decimals, written as the language writes numbers (spec section 2). */
export function formatMbit(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(value);
}
