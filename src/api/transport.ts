import ky, { isHTTPError, isNetworkError, isTimeoutError, type Options } from 'ky';
import { ApiError, codeForStatus, type ApiCallName } from './errors.ts';
import { readDocumentCookie, resolveApiBase, XSRF_COOKIE, XSRF_HEADER, type HttpOptions, type Transport } from './httpOptions.ts';

/**
 * ky with the spec's defaults (section 7: credentials, XSRF echo, 200-299; no retries: a retry is
 * the caller's decision, e.g. the order submit that reuses its Idempotency-Key). Loaded on the first call after
 * the start-up ones (those go through fetch, ./startUpTransport.ts), with the plan's flow: the first screen
 * does not carry ky.
 */
export function createTransport(options: HttpOptions): Transport {
  const readToken = options.xsrfToken ?? (() => readDocumentCookie(XSRF_COOKIE));
  const send = ky.create({
    prefix: resolveApiBase(options.apiBase),
    credentials: 'include',
    // each call's time limit is ./http.ts's (./timeLimits.ts), the same for both transports
    timeout: false,
    retry: 0,
    throwHttpErrors: true,
    // a wrapper, so that a fetch stubbed after the client was made (msw, tests) is still the one used
    fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, init),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = readToken();
          if (token && !request.headers.has(XSRF_HEADER)) request.headers.set(XSRF_HEADER, token);
        },
      ],
    },
  });
  return { send: (path: string, init: Options) => send(path, init), toApiError };
}

/**
 * Turns whatever ky, fetch or a schema threw into one `ApiError`. The message never contains the URL or the
 * request body (they may hold personal data): it names the call and the status only.
 */
export function toApiError(call: ApiCallName, error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const status = error.response.status;
    return new ApiError({
      call,
      code: codeForStatus(status),
      status,
      message: `${call} failed with status ${status}`,
      data: error.data,
      cause: error,
    });
  }
  if (isAbort(error)) return new ApiError({ call, code: 'ERR_CANCELED', message: `${call} was canceled`, cause: error });
  if (isTimeoutError(error)) return new ApiError({ call, code: 'ERR_TIMEOUT', message: `${call} timed out`, cause: error });
  if (isNetworkError(error) || error instanceof TypeError) {
    return new ApiError({ call, code: 'ERR_NETWORK', message: `${call} failed: network error`, cause: error });
  }
  if (error instanceof SyntaxError) {
    return new ApiError({ call, code: 'ERR_PARSE', message: `${call} failed: the answer is not valid JSON`, cause: error });
  }
  return new ApiError({ call, code: 'ERR_NETWORK', message: `${call} failed: ${errorName(error)}`, cause: error });
}

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    ((error as { name: unknown }).name === 'AbortError' || (error as { name: unknown }).name === 'CanceledError')
  );
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}
