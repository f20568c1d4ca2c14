import * as z from 'zod/mini';
import { Language } from '../../domain/schemas/common.ts';

/** The namespaces of `GET translations/{namespace}`; `order4_plan_config` is the plan-config fallback. */
export const TranslationNamespace = z.enum(['order4', 'orderAvailability', 'order4_plan_config']);
export type TranslationNamespace = z.infer<typeof TranslationNamespace>;

/** i18next resources: nested objects of strings (`{ validation: { error: { required: '...' } } }`). */
export interface Messages {
  [key: string]: string | Messages;
}
export const Messages: z.ZodMiniType<Messages> = z.lazy(() => z.record(z.string(), z.union([z.string(), Messages])));

/** Every language at once (DESIGN.md, "Translations"): a language switch needs no request. */
export const TranslationsResponse = z.record(Language, Messages);
export type TranslationsResponse = z.infer<typeof TranslationsResponse>;

/** What a failed translations load leaves (spec section 7: "sets empty translations"). */
export function emptyTranslations(): TranslationsResponse {
  return { de: {}, en: {}, nl: {}, fr: {} };
}
