/**
 * The names of the calls of spec section 7, one per client function. An `ApiError` carries the name of the call
 * that failed (spec section 8: "every failed call returns status error with the function name").
 */
export type ApiCallName =
  | 'loadTranslations'
  | 'loadPlanClasses'
  | 'loadPlan'
  | 'loadContractSummary'
  | 'saveOrder'
  | 'deleteOrder'
  | 'loadOrder'
  | 'submitOrder'
  | 'findOrder'
  | 'updateCart'
  | 'submitQuote'
  | 'searchCompanies'
  | 'loadProviders'
  | 'checkVoucher'
  | 'loadNextPartnerReference'
  | 'checkPartnerReference'
  | 'authenticateWithToken'
  | 'checkSession'
  | 'createPlanLink'
  | 'loadPlanLink'
  | 'validateOrderField'
  | 'checkProviderAvailability'
  | 'checkApc'
  | 'searchAddresses';

/**
 * - `ERR_BAD_REQUEST`: the server answered 4xx;
 * - `ERR_BAD_RESPONSE`: the server answered 5xx (or another status outside 200-299);
 * - `ERR_NETWORK`: no answer at all (offline, connection refused, CORS);
 * - `ERR_TIMEOUT`: no answer within the call's time limit (./timeLimits.ts; the availability checks' is the spec's);
 * - `ERR_PARSE`: a 2xx answer that is not JSON or does not match the call's response schema;
 * - `ERR_CANCELED`: the caller aborted (its `AbortSignal`); never reported;
 * - `ERR_SESSION_ENDED`: a 401 that a new session did not cure (re-authenticated once, the call repeated, 401
 *   again, or the re-authentication refused); status 401.
 */
export type ApiErrorCode = 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ERR_TIMEOUT' | 'ERR_PARSE' | 'ERR_CANCELED' | 'ERR_SESSION_ENDED';

export interface ApiErrorInit {
  call: ApiCallName;
  code: ApiErrorCode;
  message: string;
  status?: number;
  /** The parsed body of an error answer (e.g. the server's field errors of a 4xx), when there was one. */
  data?: unknown;
  cause?: unknown;
}

/** The one error every API function throws. The machines decide what the user sees (spec section 8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly call: ApiCallName;
  readonly code: ApiErrorCode;
  readonly status?: number;
  readonly data?: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.call = init.call;
    this.code = init.code;
    if (init.status !== undefined) this.status = init.status;
    if (init.data !== undefined) this.data = init.data;
  }

  /** A 4xx answer: the spec's `ERR_BAD_REQUEST`. */
  get isBadRequest(): boolean {
    return this.code === 'ERR_BAD_REQUEST';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The code for an HTTP status outside 200-299. */
export function codeForStatus(status: number): ApiErrorCode {
  return status >= 400 && status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE';
}
