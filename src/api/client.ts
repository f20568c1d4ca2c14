import type { ErrorReporter } from '../reporter.ts';
import type { Language } from '../domain/schemas/common.ts';
import type { AvailabilityResult } from '../domain/schemas/address.ts';
import type { PhoneValidationFlags } from '../domain/schemas/phoneValidation.ts';
import { ApiError, type ApiCallName } from './errors.ts';
import { Http, type CallOptions, type PdfFile } from './http.ts';
import {
  ApcCheckResponse,
  AuthResponse,
  AutoAddressResponse,
  CartResponse,
  CompaniesResponse,
  NextReferenceResponse,
  PlanClassesResponse,
  PlanLinkCreatedResponse,
  PlanLinkResponse,
  PlanResponse,
  ProviderAvailabilityResponse,
  ProvidersResponse,
  ReferenceCheckResponse,
  SavedOrderResponse,
  SubmitOrderResponse,
  TranslationsResponse,
  ValidateResponse,
  VoucherResponse,
  emptyTranslations,
  voucherSearchParams,
  type AddressSuggestion,
  type ApcCheckRequest,
  type AutoAddressRequest,
  type CartRequest,
  type CompaniesQuery,
  type OrderBody,
  type PlanClass,
  type PlanClassesQuery,
  type PlanLinkRequest,
  type ProviderAvailabilityRequest,
  type QuoteRequest,
  type SubmitOrderBody,
  type SubmitOrderResponse as SubmitOrderResult,
  type TranslationNamespace,
  type ValidateRequest,
  type VoucherCheckInput,
} from './schemas/index.ts';

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

/** Spec section 9: the availability checks give up after 30 s; every other call waits as long as it takes. */
export const AVAILABILITY_TIMEOUT_MS = 30_000;

/** The default provider of `POST provider-availabilities/{provider}` (spec section 7). */
export const DEFAULT_PROVIDER = 'TAL';

/**
 * One function per call of spec section 7. Conventions:
 * - path parameters first, then the body or query, then `{ signal, ...call options }` last;
 * - each returns the parsed data (envelopes such as `{ data }` removed) or throws one `ApiError`;
 * - the answer handling of section 7 is done here: a 4xx availability check is "no availability", a failed
 *   live validation returns `null`, `loadTranslationsOrEmpty` gives empty translations plus the error.
 */
export function createApiClient(options: ApiClientOptions) {
  const http = new Http(options);
  const sig = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

  async function loadTranslations(namespace: TranslationNamespace, { signal }: CallOptions = {}): Promise<TranslationsResponse> {
    return http.json('loadTranslations', TranslationsResponse, `translations/${namespace}`, { method: 'get', ...sig(signal) });
  }

  async function checkProviderAvailability(
    provider: string,
    body: ProviderAvailabilityRequest,
    { signal }: CallOptions = {},
  ): Promise<AvailabilityResult> {
    try {
      return await http.json('checkProviderAvailability', ProviderAvailabilityResponse, `provider-availabilities/${encodeURIComponent(provider || DEFAULT_PROVIDER)}`, {
        method: 'post',
        json: body,
        timeout: AVAILABILITY_TIMEOUT_MS,
        ...sig(signal),
      });
    } catch (error) {
      return noAvailabilityOn4xx(error);
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
        return { translations: emptyTranslations(), error: error as ApiError };
      }
    },

    /**
     * Plan-config texts: those of the plan (`translations` of its categories and add-ons) first; when the plan's
     * texts failed, the fallback endpoint `translations/order4_plan_config`.
     */
    async loadPlanConfigTranslations({ signal }: CallOptions = {}): Promise<TranslationsResponse> {
      return loadTranslations('order4_plan_config', { ...sig(signal) });
    },

    /** `GET plan-classes`. */
    async loadPlanClasses(query: PlanClassesQuery = {}, { signal }: CallOptions = {}): Promise<PlanClass[]> {
      const searchParams = definedParams(query);
      const answer = await http.json('loadPlanClasses', PlanClassesResponse, 'plan-classes', { method: 'get', searchParams, ...sig(signal) });
      return answer.data;
    },

    /** `GET plans/{code}?lang=`: 404 (not found) and 412 (address check first) throw with that status. */
    async loadPlan(code: string, { lang, signal }: CallOptions & { lang: Language }) {
      const answer = await http.json('loadPlan', PlanResponse, `plans/${encodeURIComponent(code)}`, {
        method: 'get',
        searchParams: { lang },
        ...sig(signal),
      });
      return answer.data;
    },

    /** `GET contract-summary?lang=`: the PDF of the order saved so far. */
    async loadContractSummary({ lang, signal }: CallOptions & { lang: Language }): Promise<PdfFile> {
      return http.file('loadContractSummary', 'contract-summary', { method: 'get', searchParams: { lang }, ...sig(signal) }, 'contract-summary.pdf');
    },

    /** `PUT order`: saves a part of the order in the session; answers the order saved so far. */
    async saveOrder(body: OrderBody, { signal }: CallOptions = {}): Promise<OrderBody> {
      const answer = await http.json('saveOrder', SavedOrderResponse, 'order', { method: 'put', json: body, ...sig(signal) });
      return answer.data;
    },

    /** `DELETE order`. */
    async deleteOrder({ signal }: CallOptions = {}): Promise<void> {
      await http.empty('deleteOrder', 'order', { method: 'delete', ...sig(signal) });
    },

    /** `GET order?fields=orderAddress,bandwidth`: the saved order, optionally only the listed blocks. */
    async loadOrder({ fields, signal }: CallOptions & { fields?: ReadonlyArray<keyof OrderBody> } = {}): Promise<OrderBody> {
      const searchParams = fields?.length ? { fields: fields.join(',') } : undefined;
      const answer = await http.json('loadOrder', SavedOrderResponse, 'order', {
        method: 'get',
        ...(searchParams ? { searchParams } : {}),
        ...sig(signal),
      });
      return answer.data;
    },

    /**
     * `POST orders` with the caller's `Idempotency-Key`: a retry of the same submit reuses the key, and the
     * server answers it with the first result instead of a second order.
     */
    async submitOrder(body: SubmitOrderBody, { idempotencyKey, signal }: CallOptions & { idempotencyKey: string }): Promise<SubmitOrderResult> {
      return http.json('submitOrder', SubmitOrderResponse, 'orders', {
        method: 'post',
        json: body,
        headers: { 'Idempotency-Key': idempotencyKey },
        ...sig(signal),
      });
    },

    /** `POST cart`: replaces the cart; cancel the previous one with its signal when a new one starts. */
    async updateCart(body: CartRequest, { signal }: CallOptions = {}) {
      const answer = await http.json('updateCart', CartResponse, 'cart', { method: 'post', json: body, ...sig(signal) });
      return answer.data;
    },

    /** `POST quotes`: the quote PDF, its file name from content-disposition. */
    async submitQuote(body: QuoteRequest, { signal }: CallOptions = {}): Promise<PdfFile> {
      return http.file('submitQuote', 'quotes', { method: 'post', json: body, ...sig(signal) }, 'quote.pdf');
    },

    /** `GET companies?text=&country=`. */
    async searchCompanies(query: CompaniesQuery, { signal }: CallOptions = {}) {
      const answer = await http.json('searchCompanies', CompaniesResponse, 'companies', { method: 'get', searchParams: query, ...sig(signal) });
      return answer.data;
    },

    /** `GET providers`: the previous providers for porting. */
    async loadProviders({ signal }: CallOptions = {}) {
      const answer = await http.json('loadProviders', ProvidersResponse, 'providers', { method: 'get', ...sig(signal) });
      return answer.data;
    },

    /** `GET plans/{id}/vouchers?voucherCode=...&cartAddons[n][id]=...`: an unknown code answers `isValid: false`. */
    async checkVoucher(planId: string | number, input: VoucherCheckInput, { signal }: CallOptions = {}) {
      const answer = await http.json('checkVoucher', VoucherResponse, `plans/${encodeURIComponent(String(planId))}/vouchers`, {
        method: 'get',
        searchParams: voucherSearchParams(input),
        ...sig(signal),
      });
      return answer.data;
    },

    /** `GET partners/{partnerCode}/references?nextReference=1`: the next free reference numbers. */
    async loadNextPartnerReference(partnerCode: string, { agentCode, signal }: CallOptions & { agentCode?: string | null } = {}) {
      const answer = await http.json('loadNextPartnerReference', NextReferenceResponse, `partners/${encodeURIComponent(partnerCode)}/references`, {
        method: 'get',
        searchParams: definedParams({ nextReference: '1', agent_code: agentCode ?? undefined }),
        ...sig(signal),
      });
      return answer.references;
    },

    /** `GET partners/{partnerCode}/references/{number}`: throws on failure (the machine marks it invalid). */
    async checkPartnerReference(partnerCode: string, number: string, { agentCode, signal }: CallOptions & { agentCode?: string | null } = {}) {
      const answer = await http.json(
        'checkPartnerReference',
        ReferenceCheckResponse,
        `partners/${encodeURIComponent(partnerCode)}/references/${encodeURIComponent(number)}`,
        { method: 'get', searchParams: definedParams({ agent_code: agentCode ?? undefined }), ...sig(signal) },
      );
      return answer.isAvailable;
    },

    /** `POST auth` with the bearer token of the URL hash; 401 means an invalid token. */
    async authenticateWithToken(token: string, { signal }: CallOptions = {}) {
      return http.json('authenticateWithToken', AuthResponse, 'auth', {
        method: 'post',
        headers: { Authorization: `Bearer ${token}` },
        ...sig(signal),
      });
    },

    /** `GET auth`: the session's user (anonymous: `isAuthenticated: false`). */
    async checkSession({ signal }: CallOptions = {}) {
      return http.json('checkSession', AuthResponse, 'auth', { method: 'get', ...sig(signal) });
    },

    /** `POST plan-links`. */
    async createPlanLink(body: PlanLinkRequest, { signal }: CallOptions = {}) {
      const answer = await http.json('createPlanLink', PlanLinkCreatedResponse, 'plan-links', { method: 'post', json: body, ...sig(signal) });
      return answer.data;
    },

    /** `GET plan-links/{planCode}`: 404 when none was saved. */
    async loadPlanLink(planCode: string, { signal }: CallOptions = {}) {
      const answer = await http.json('loadPlanLink', PlanLinkResponse, `plan-links/${encodeURIComponent(planCode)}`, { method: 'get', ...sig(signal) });
      return answer.data;
    },

    /**
     * `POST plans/{planCode}/order/validate`. Spec section 7: a failed live validation is silently ignored, so
     * every failure (after reporting a 5xx or network error) answers `null`: the field keeps its local validity.
     */
    async validateOrderField(planCode: string, body: ValidateRequest, { signal }: CallOptions = {}): Promise<PhoneValidationFlags | null> {
      try {
        return await http.json('validateOrderField', ValidateResponse, `plans/${encodeURIComponent(planCode)}/order/validate`, {
          method: 'post',
          json: body,
          ...sig(signal),
        });
      } catch {
        return null;
      }
    },

    /** `POST provider-availabilities/{provider}` (default TAL); a 4xx is "no availability". */
    checkProviderAvailability,

    /** `POST apc/check` (international and VoIP); a 4xx is "no availability". Available: code 200 or 201. */
    async checkApc(body: ApcCheckRequest, { signal }: CallOptions = {}): Promise<ApcCheckResponse> {
      try {
        return await http.json('checkApc', ApcCheckResponse, 'apc/check', {
          method: 'post',
          json: body,
          timeout: AVAILABILITY_TIMEOUT_MS,
          ...sig(signal),
        });
      } catch (error) {
        return { ...noAvailabilityOn4xx(error), numbers: null };
      }
    },

    /** `POST auto-address`: the suggestions that match down to the house number. */
    async searchAddresses(body: AutoAddressRequest, { signal }: CallOptions = {}): Promise<AddressSuggestion[]> {
      const answer = await http.json('searchAddresses', AutoAddressResponse, 'auto-address', { method: 'post', json: body, ...sig(signal) });
      return answer.autocomplete.suggestions.suggestions.filter((suggestion) => suggestion.matchLevel === 'houseNumber');
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Spec section 7: "an availability check with a 4xx status counts as no availability". */
function noAvailabilityOn4xx(error: unknown): AvailabilityResult {
  if (error instanceof ApiError && error.code === 'ERR_BAD_REQUEST') {
    const data = (error.data ?? {}) as { errorMessages?: unknown };
    return {
      canOrder: false,
      availablePlans: [],
      results: [],
      code: error.status ?? null,
      errorMessages: Array.isArray(data.errorMessages) ? (data.errorMessages as AvailabilityResult['errorMessages']) : null,
    };
  }
  throw error;
}

function definedParams(query: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

export type { ApiCallName };
