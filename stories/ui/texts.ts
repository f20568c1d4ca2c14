/**
 * Story texts by locale. src/ui holds no language: every text a component shows comes in through props, and
 * the stories choose them with the toolbar's `locale` global. German and English are complete; Dutch and
 * French fall back to English where a table leaves them out.
 */
export type StoryLocale = 'de' | 'en' | 'nl' | 'fr';

export type TextTable<T> = { de: T; en: T } & Partial<Record<'nl' | 'fr', T>>;

/** The texts for the story's current locale (`context.globals.locale`), English when it has none. */
export function pick<T>(table: TextTable<T>, globals: { locale?: unknown } | undefined): T {
  const locale = (globals?.locale as StoryLocale | undefined) ?? 'de';
  return table[locale] ?? table.en;
}

/** The BCP 47 locale for prices and dates, as the plan locale would give it. */
export function numberLocale(globals: { locale?: unknown } | undefined): string {
  const locale = (globals?.locale as StoryLocale | undefined) ?? 'de';
  return { de: 'de-DE', en: 'en-GB', nl: 'nl-NL', fr: 'fr-FR' }[locale] ?? 'de-DE';
}
