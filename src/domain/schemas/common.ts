import * as z from 'zod/mini';

/** The four UI languages (spec section 1). */
export const Language = z.enum(['de', 'en', 'nl', 'fr']);
export type Language = z.infer<typeof Language>;

/** A text per locale, as the server sends labels and messages ({ de: '...', en: '...' }). */
export const LocalizedText = z.record(z.string(), z.nullish(z.string()));
export type LocalizedText = z.infer<typeof LocalizedText>;

/**
 * Translations of an entity: field name to a text per language (`translations.name.de`),
 * tolerant of fields the client does not read.
 */
export const EntityTranslations = z.record(z.string(), z.nullish(LocalizedText));
export type EntityTranslations = z.infer<typeof EntityTranslations>;

/** Identifiers arrive as numbers from the catalogue; some (time slots) are names. */
export const Id = z.union([z.number(), z.string()]);
export type Id = z.infer<typeof Id>;

/** A calendar date as the order body carries it: YYYY-MM-DD. */
export const IsoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
export type IsoDate = z.infer<typeof IsoDate>;

/** A server flag that may come as boolean or 0/1. */
export const Flag = z.union([z.boolean(), z.number()]);
export type Flag = z.infer<typeof Flag>;

/** Amount of money in integer cents (domain-internal; the server sends euro decimals). */
export type Cents = number;
