import type { EntityTranslations, Language } from './schemas/index.ts';

/** The name of a plan, category or add-on in a language: translations.name, else German, else the given name (spec section 3). */
export function localizedName(
  item: { translations?: EntityTranslations | null | undefined; translation_key?: string | null | undefined },
  language: Language,
  fallback: string,
): string {
  const names = item.translations?.name;
  return names?.[language] || names?.de || fallback;
}
