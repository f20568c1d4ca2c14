import type { Schema } from './http.ts';
import type { AuthResponse } from './schemas/auth.ts';
import type { PlanClassesResponse } from './schemas/planClasses.ts';
import type { TranslationsResponse } from './schemas/translations.ts';

/**
 * The start-up's three answers (auth, plan classes, translations), checked without zod. The first screen must stay
 * within its budget (floor + 60 KB gzip, as loaded) and zod/mini alone costs 6 to 8 KB of it, so the plan list
 * parses its answers with these checks; every other call parses with its zod schema in a lazy chunk. The zod
 * schemas stay the contract (the demo API validates with them, the types come from them), and a property test
 * pins that these checks accept exactly what the schemas accept (tests/src/api/bootChecks.test.ts).
 */

type Guard<T> = (value: unknown) => value is T;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isNullish = (value: unknown): value is null | undefined => value === null || value === undefined;
const nullable =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (value): value is T | null =>
    value === null || guard(value);
const nullish =
  <T>(guard: Guard<T>): Guard<T | null | undefined> =>
  (value): value is T | null | undefined =>
    isNullish(value) || guard(value);
const oneOf =
  <T extends string>(...values: T[]): Guard<T> =>
  (value): value is T =>
    isString(value) && (values as string[]).includes(value);
const arrayOf =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(guard);
const recordOf =
  <T>(guard: Guard<T>): Guard<Record<string, T>> =>
  (value): value is Record<string, T> =>
    isRecord(value) && Object.values(value).every(guard);
const isId = (value: unknown): value is string | number => isString(value) || isNumber(value);

const isLocalizedText = recordOf(nullish(isString));
const isEntityTranslations = recordOf(nullish(isLocalizedText));
const isLanguage = oneOf('de', 'en', 'nl', 'fr');

const isAuthResponse = (value: unknown): value is AuthResponse =>
  isRecord(value) &&
  isBoolean(value.isAuthenticated) &&
  isBoolean(value.isPartnerPortal) &&
  isBoolean(value.usePartnerProcess) &&
  nullable(isString)(value.partnerCode) &&
  nullable(isString)(value.agentCode) &&
  isBoolean(value.isCustomerPortal) &&
  nullable(isString)(value.parentCustomerId) &&
  nullable(oneOf('DE', 'AT', 'FR', 'NL'))(value.systemCountry) &&
  (value.embeddedFramePartnerCodes === undefined || arrayOf(isString)(value.embeddedFramePartnerCodes));

const isPlanSummary = (value: unknown): boolean =>
  isRecord(value) &&
  isId(value.id) &&
  isString(value.code) &&
  oneOf('TAL', 'VOIP')(value.category) &&
  oneOf('business', 'private')(value.type) &&
  nullish(isNumber)(value.monthly_price) &&
  nullish(isNumber)(value.setup_price) &&
  nullish(isString)(value.translation_key) &&
  nullish(isEntityTranslations)(value.translations) &&
  nullish(isBoolean)(value.isCustomizable) &&
  nullish(isBoolean)(value.highlighted);

const isPlanClass = (value: unknown): boolean =>
  isRecord(value) &&
  isId(value.id) &&
  isString(value.key) &&
  nullish(isString)(value.translation_key) &&
  nullish(isEntityTranslations)(value.translations) &&
  oneOf('business', 'private')(value.type) &&
  oneOf('TAL', 'VOIP')(value.category) &&
  Array.isArray(value.plans) &&
  value.plans.every(isPlanSummary);

const isPlanClassesResponse = (value: unknown): value is PlanClassesResponse =>
  isRecord(value) && Array.isArray(value.data) && value.data.every(isPlanClass);

const isMessages = (value: unknown): boolean =>
  isRecord(value) && Object.values(value).every((entry) => isString(entry) || isMessages(entry));

const isTranslationsResponse = (value: unknown): value is TranslationsResponse =>
  isRecord(value) &&
  (['de', 'en', 'nl', 'fr'] as const).every((language) => isMessages(value[language])) &&
  Object.keys(value).every(isLanguage);

function schemaOf<T>(guard: Guard<T>): Schema<T> {
  return {
    safeParse: (data) => (guard(data) ? { success: true, data } : { success: false, error: { issues: [{ path: [], code: 'invalid_type' }] } }),
  };
}

export const AuthResponseCheck = schemaOf(isAuthResponse);
export const PlanClassesResponseCheck = schemaOf(isPlanClassesResponse);
export const TranslationsResponseCheck = schemaOf(isTranslationsResponse);
