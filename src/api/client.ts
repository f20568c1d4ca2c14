import type { Language } from '../domain/schemas/common.ts';
import type { Plan } from '../domain/schemas/plan.ts';
import type { ErrorReporter } from '../element/reporter.ts';
import { ApiError, type ApiCallName } from './errors.ts';
import { Http, type CallOptions } from './http.ts';
import { definedParams } from './params.ts';
import { AuthResponseCheck, PlanClassesResponseCheck, TranslationsResponseCheck } from './bootChecks.ts';
import { isReportingEnvironment } from './reportingPolicy.ts';
import type { PlanClass, PlanClassesQuery } from './schemas/planClasses.ts';
import type { TranslationNamespace, TranslationsResponse } from './schemas/translations.ts';

export interface ApiClientOptions {
  /** The element's `api-base` attribute (default `/api/`). In node it must be absolute. */
  apiBase: string;
  /** The element's `reporter` property: called for no-status and >= 500 failures outside local environments. */
  reporter?: ErrorReporter;
  /** `production`, `staging`, ...; `local`, `development`, `test` or none: nothing is reported. */
  environment?: string;
  buildHash?: string;
  /** Injectable fetch (tests; a cookie jar in node). */
  fetch?: typeof fetch;
  /** Reads the XSRF token to echo as X-XSRF-TOKEN; defaults to the XSRF-TOKEN cookie of the page. */
  xsrfToken?: () => string | null | undefined;
}

/**
 * One function per call of spec section 7. Conventions:
 * - path parameters first, then the body or query, then `{ signal, ...call options }` last;
 * - each returns the parsed data (envelopes such as `{ data }` removed) or throws one `ApiError`;
 * - the answer handling of section 7 is done in the call: a 4xx availability check is "no availability", a
 *   failed live validation returns `null`, `loadTranslationsOrEmpty` gives empty translations plus the error.
 *
 * The calls of the start-up (auth, plan classes, translations) are here, checked by ./bootChecks.ts, and the
 * plan's, whose schema is loaded beside its request; every other call lives in `./calls/`, with the zod schemas
 * it parses, and is loaded on its first use (or warmed before), so that the first screen carries only what the
 * plan list needs.
 */
export function createApiClient(options: ApiClientOptions) {
  const http = new Http(options);
  const reportedFailures = new Set<string>();
  const sig = (signal: AbortSignal | undefined) => (signal ? { signal } : {});
  /** A call of a lazily loaded module, with this client's http. */
  const later =
    <Args extends unknown[], Result>(load: () => Promise<(http: Http, ...args: Args) => Promise<Result>>) =>
    async (...args: Args): Promise<Result> =>
      (await load())(http, ...args);

  async function loadTranslations(namespace: TranslationNamespace, { signal }: CallOptions = {}): Promise<TranslationsResponse> {
    return http.json('loadTranslations', TranslationsResponseCheck, `translations/${namespace}`, { method: 'get', ...sig(signal) });
  }

  return {
    /** `GET translations/{namespace}`: all four languages at once. */
    loadTranslations,

    /**
     * The spec's "failed translations load sets empty translations and records errors": never throws except
     * when canceled; the machine decides whether the boot failed (`error` set).
     */
    async loadTranslationsOrEmpty(
      namespace: TranslationNamespace,
      { signal }: CallOptions = {},
    ): Promise<{ translations: TranslationsResponse; error?: ApiError }> {
      try {
        return { translations: await loadTranslations(namespace, { ...sig(signal) }) };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'ERR_CANCELED') throw error;
        // spec section 7: "a failed translations load sets empty translations"
        return { translations: { de: {}, en: {}, nl: {}, fr: {} }, error: error as ApiError };
      }
    },

    /** `GET plan-classes`. */
    async loadPlanClasses(query: PlanClassesQuery = {}, { signal }: CallOptions = {}): Promise<PlanClass[]> {
      const searchParams = definedParams(query);
      const answer = await http.json('loadPlanClasses', PlanClassesResponseCheck, 'plan-classes', { method: 'get', searchParams, ...sig(signal) });
      return answer.data;
    },

    /** `POST auth` with the bearer token of the URL hash; 401 means an invalid token. */
    async authenticateWithToken(token: string, { signal }: CallOptions = {}) {
      return http.json('authenticateWithToken', AuthResponseCheck, 'auth', {
        method: 'post',
        headers: { Authorization: `Bearer ${token}` },
        ...sig(signal),
      });
    },

    /** `GET auth`: the session's user (anonymous: `isAuthenticated: false`). */
    async checkSession({ signal }: CallOptions = {}) {
      return http.json('checkSession', AuthResponseCheck, 'auth', { method: 'get', ...sig(signal) });
    },

    /**
     * A client-side check that could not give an answer (its chunk or library failed): to the reporter, outside
     * local environments, once per check and message for this element (a broken chunk fails every keystroke).
     */
    reportFailure(check: string, error: unknown): void {
      if (!options.reporter || !isReportingEnvironment(options.environment)) return;
      const key = `${check}\n${error instanceof Error ? error.message : String(error)}`;
      if (reportedFailures.has(key)) return;
      reportedFailures.add(key);
      import('./reporting.ts').then(
        ({ reportCheckFailure }) => reportCheckFailure(check, error, options),
        () => reportedFailures.delete(key),
      );
    },

    /**
     * `GET plans/{code}?lang=`: 404 (not found) and 412 (address check first) throw with that status. Sent at once
     * (see `fetchCalls` in ./http.ts); the schema that reads the answer comes with the plan's flow meanwhile.
     */
    async loadPlan(code: string, { lang, signal }: CallOptions & { lang: Language }): Promise<Plan> {
      const schema = import('./schemas/plans.ts').then(({ PlanResponse }) => PlanResponse);
      // a request that fails before the schema came must not leave its import's failure unhandled
      schema.catch(() => undefined);
      const answer = await http.json('loadPlan', schema, `plans/${encodeURIComponent(code)}`, { method: 'get', searchParams: { lang }, ...sig(signal) });
      return answer.data;
    },
    loadPlanConfigTranslations: later(async () => (await import('./calls/plan.ts')).loadPlanConfigTranslations),
    loadContractSummary: later(async () => (await import('./calls/order.ts')).loadContractSummary),
    saveOrder: later(async () => (await import('./calls/order.ts')).saveOrder),
    deleteOrder: later(async () => (await import('./calls/order.ts')).deleteOrder),
    loadOrder: later(async () => (await import('./calls/order.ts')).loadOrder),
    submitOrder: later(async () => (await import('./calls/order.ts')).submitOrder),
    updateCart: later(async () => (await import('./calls/cart.ts')).updateCart),
    submitQuote: later(async () => (await import('./calls/quote.ts')).submitQuote),
    createPlanLink: later(async () => (await import('./calls/planLinks.ts')).createPlanLink),
    loadPlanLink: later(async () => (await import('./calls/planLinks.ts')).loadPlanLink),
    searchCompanies: later(async () => (await import('./calls/customer.ts')).searchCompanies),
    checkVoucher: later(async () => (await import('./calls/customer.ts')).checkVoucher),
    loadProviders: later(async () => (await import('./calls/providers.ts')).loadProviders),
    loadNextPartnerReference: later(async () => (await import('./calls/partner.ts')).loadNextPartnerReference),
    checkPartnerReference: later(async () => (await import('./calls/partner.ts')).checkPartnerReference),
    validateOrderField: later(async () => (await import('./calls/validate.ts')).validateOrderField),
    checkProviderAvailability: later(async () => (await import('./calls/availability.ts')).checkProviderAvailability),
    checkApc: later(async () => (await import('./calls/availability.ts')).checkApc),
    searchAddresses: later(async () => (await import('./calls/availability.ts')).searchAddresses),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export type { ApiCallName };
