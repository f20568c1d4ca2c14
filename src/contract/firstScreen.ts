/*
 * What order-form/server puts into the element's HTML for the element to take over (DESIGN.md, "The first screen in
 * the HTML"): the answers of the API its first screen was made from, in a `<script type="application/json">` inside
 * the declarative shadow root. The server writes it, the element reads it: both sides of the one format.
 */

/** The languages the form speaks. */
export type FirstScreenLanguage = 'de' | 'en' | 'nl' | 'fr';

/** The attribute that marks the JSON script in the shadow root. */
export const firstScreenStateAttribute = 'data-order-form-state';

/** Which screen the HTML shows: the plan list, or a plan's first step (its product step or address check). */
export type FirstScreenPage = { name: 'plans' } | { name: 'plan'; plan: string; step: string; addressCheck: boolean };

/** The answers of the API the first screen was made from, as the HTML's JSON script holds them. */
export interface FirstScreenData {
  /** the language rendered */
  lang: FirstScreenLanguage;
  /** the screen rendered: the element takes the HTML over only where its own start-up arrives at the same one */
  page: FirstScreenPage;
  /** `GET plan-classes` (its `data`), with the query the element sends */
  planClasses: readonly unknown[];
  planClassesQuery: Readonly<Record<string, string>>;
  /** `GET translations/order4`: all four languages (a switch needs no request) */
  translations: Readonly<Record<FirstScreenLanguage, unknown>>;
  /** the lazy chunks the screen renders (a plan's flow, its step, ...): the element fetches them before it hydrates */
  chunks: readonly string[];
  /** `GET plans/{code}?lang=` (its `data`), on a plan's page */
  plan?: { code: string; lang: FirstScreenLanguage; data: unknown };
}
