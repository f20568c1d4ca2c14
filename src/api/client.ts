import type { Language } from '../domain/schemas/common.ts';
import type { Plan } from '../domain/schemas/plan.ts';
import type { ErrorReporter } from '../contract/reporter.ts';
import { ApiError, type ApiCallName } from './errors.ts';
import { Http, type CallOptions } from './http.ts';
import { loadedOnce } from './loadedOnce.ts';
import { definedParams } from './params.ts';
import { AuthResponseCheck, PlanClassesResponseCheck, TranslationsResponseCheck } from './bootChecks.ts';
import { isReportingEnvironment } from './reportingPolicy.ts';
import type { AuthResponse } from './schemas/auth.ts';
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
  /** Each call's time limit in ms; defaults to ./timeLimits.ts (tests shorten them). */
  timeLimits?: Partial<Record<ApiCallName, number | null>>;
  /** The partner's token a new session is made with (the start-up's), read when one is needed; none: anonymous. */
  authToken?: () => string | null;
  /**
   * What came of a new session a call needed (src/runtime tells the order machine). For `renewed`, a promise: the
   * calls that found the session ended are repeated once it settles (the order saved so far saved again in the new
   * session), and fail if it rejects.
   */
  onSession?: (event: SessionEvent) => void | Promise<void>;
}

/** A call answered 401 and the client made a new session (DESIGN.md, "Sessions, refusals and time limits"). */
export type SessionEvent =
  | { type: 'renewed'; auth: AuthResponse }
  /** refused again in the new session, or no new session was given */
  | { type: 'ended' }
  /** the partner's token was refused: spec sections 6, 8, the alert and the portal */
  | { type: 'tokenRefused' };

/** The lazily loaded call modules; warming one (`callModules.order()`) loads it for every element's client. */
export const callModules = {
  plan: loadedOnce(() => import('./calls/plan.ts')),
  order: loadedOnce(() => import('./calls/order.ts')),
  cart: loadedOnce(() => import('./calls/cart.ts')),
  quote: loadedOnce(() => import('./calls/quote.ts')),
  planLinks: loadedOnce(() => import('./calls/planLinks.ts')),
  customer: loadedOnce(() => import('./calls/customer.ts')),
  providers: loadedOnce(() => import('./calls/providers.ts')),
  partner: loadedOnce(() => import('./calls/partner.ts')),
  validate: loadedOnce(() => import('./calls/validate.ts')),
  availability: loadedOnce(() => import('./calls/availability.ts')),
};

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
  const http = new Http({
    ...options,
    session: {
      renew: renewSession,
      renewed: (auth) => options.onSession?.({ type: 'renewed', auth: auth as AuthResponse }),
      ended: () => void options.onSession?.({ type: 'ended' }),
    },
  });
  const reportedFailures = new Set<string>();
  const sig = (signal: AbortSignal | undefined) => (signal ? { signal } : {});
  /** A call of a lazily loaded module, with this client's http. */
  const later =
    <Module, Args extends unknown[], Result>(module: () => Promise<Module>, callOf: (module: Module) => (http: Http, ...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> =>
      callOf(await module())(http, ...args);

  async function loadTranslations(namespace: TranslationNamespace, { signal }: CallOptions = {}): Promise<TranslationsResponse> {
    return http.json('loadTranslations', TranslationsResponseCheck, `translations/${namespace}`, { method: 'get', ...sig(signal) });
  }

  /** `POST auth` with the bearer token of the URL hash; 401 means an invalid token. */
  async function authenticateWithToken(token: string, { signal }: CallOptions = {}): Promise<AuthResponse> {
    return http.json('authenticateWithToken', AuthResponseCheck, 'auth', {
      method: 'post',
      headers: { Authorization: `Bearer ${token}` },
      ...sig(signal),
    });
  }

  /** `GET auth`: the session's user (anonymous: `isAuthenticated: false`). */
  async function checkSession({ signal }: CallOptions = {}): Promise<AuthResponse> {
    return http.json('checkSession', AuthResponseCheck, 'auth', { method: 'get', ...sig(signal) });
  }

  /** A new session the way the start-up makes one: with the partner's token, else the anonymous session check. */
  async function renewSession(): Promise<AuthResponse> {
    const token = options.authToken?.() ?? null;
    if (!token) return checkSession();
    try {
      return await authenticateWithToken(token);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) options.onSession?.({ type: 'tokenRefused' });
      throw error;
    }
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

    authenticateWithToken,
    checkSession,
    /** A new session made as the start-up makes one (the partner's token kept); a refused token is told first. */
    renewSession,

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
    loadPlanConfigTranslations: later(callModules.plan, (calls) => calls.loadPlanConfigTranslations),
    loadContractSummary: later(callModules.order, (calls) => calls.loadContractSummary),
    saveOrder: later(callModules.order, (calls) => calls.saveOrder),
    restoreOrder: later(callModules.order, (calls) => calls.restoreOrder),
    deleteOrder: later(callModules.order, (calls) => calls.deleteOrder),
    loadOrder: later(callModules.order, (calls) => calls.loadOrder),
    submitOrder: later(callModules.order, (calls) => calls.submitOrder),
    findOrder: later(callModules.order, (calls) => calls.findOrder),
    updateCart: later(callModules.cart, (calls) => calls.updateCart),
    submitQuote: later(callModules.quote, (calls) => calls.submitQuote),
    createPlanLink: later(callModules.planLinks, (calls) => calls.createPlanLink),
    loadPlanLink: later(callModules.planLinks, (calls) => calls.loadPlanLink),
    searchCompanies: later(callModules.customer, (calls) => calls.searchCompanies),
    checkVoucher: later(callModules.customer, (calls) => calls.checkVoucher),
    loadProviders: later(callModules.providers, (calls) => calls.loadProviders),
    loadNextPartnerReference: later(callModules.partner, (calls) => calls.loadNextPartnerReference),
    checkPartnerReference: later(callModules.partner, (calls) => calls.checkPartnerReference),
    validateOrderField: later(callModules.validate, (calls) => calls.validateOrderField),
    checkProviderAvailability: later(callModules.availability, (calls) => calls.checkProviderAvailability),
    checkApc: later(callModules.availability, (calls) => calls.checkApc),
    searchAddresses: later(callModules.availability, (calls) => calls.searchAddresses),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export type { ApiCallName };
