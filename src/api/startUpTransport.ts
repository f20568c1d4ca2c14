import type { Options } from 'ky';
import { ApiError, codeForStatus, type ApiCallName } from './errors.ts';
import { readDocumentCookie, resolveApiBase, XSRF_COOKIE, XSRF_HEADER, type HttpOptions, type Transport } from './httpOptions.ts';

/** A status outside 200-299, with the answer's body when it was JSON. */
class StatusError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, data: unknown) {
    super(`status ${status}`);
    this.status = status;
    this.data = data;
  }
}

/**
 * The start-up calls' transport (auth, plan classes, translations): `fetch` with the spec's defaults as ky has
 * them (section 7: credentials, the XSRF echo, 200-299 or an error, no retry; the time limit is ./http.ts's), so that the first
 * screen neither carries ky nor waits for its chunk (DESIGN.md, "The first screen"); the plan's call goes this way
 * too (`fetchCalls` in ./http.ts). Every other call goes through ky (./transport.ts), loaded with the plan's flow.
 * The same answers and the same `ApiError`s.
 */
export function createStartUpTransport(options: HttpOptions): Transport {
  const readToken = options.xsrfToken ?? (() => readDocumentCookie(XSRF_COOKIE));
  async function send(path: string, init: Options): Promise<Response> {
    const base = resolveApiBase(options.apiBase);
    const url = new URL(`${base.endsWith('/') ? base : `${base}/`}${path}`);
    for (const [name, value] of Object.entries((init.searchParams ?? {}) as Record<string, string>)) url.searchParams.append(name, value);
    const headers = new Headers(init.headers as HeadersInit | undefined);
    const token = readToken();
    if (token && !headers.has(XSRF_HEADER)) headers.set(XSRF_HEADER, token);
    const response = await (options.fetch ?? globalThis.fetch)(url.href, {
      method: (init.method ?? 'get').toUpperCase(),
      headers,
      credentials: 'include',
      ...(init.signal ? { signal: init.signal } : {}),
    });
    if (!response.ok) throw new StatusError(response.status, await bodyOf(response));
    return response;
  }
  return { send, toApiError: startUpError };
}

async function bodyOf(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Whatever fetch threw, as the one `ApiError` of the call (ky's transport maps its own errors alike). */
export function startUpError(call: ApiCallName, error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof StatusError) {
    return new ApiError({ call, code: codeForStatus(error.status), status: error.status, message: `${call} failed with status ${error.status}`, data: error.data, cause: error });
  }
  if (error instanceof Error && error.name === 'AbortError') return new ApiError({ call, code: 'ERR_CANCELED', message: `${call} was canceled`, cause: error });
  return new ApiError({ call, code: 'ERR_NETWORK', message: `${call} failed: network error`, cause: error });
}
