import type { Options } from 'ky';
import type { ApiCallName } from './errors.ts';
import type { ApiError } from './errors.ts';
import type { ReportingOptions } from './reportingPolicy.ts';

/*
 * What the transports (./transport.ts with ky, ./startUpTransport.ts with fetch) need of the client: the
 * element's options and the spec's HTTP defaults. A module of its own, so the lazy transport reads these without
 * importing the client it is loaded by.
 */

/** Spec section 7, "HTTP client defaults": the anti-forgery cookie and header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export interface HttpOptions extends ReportingOptions {
  /** The element's `api-base` (default `/api/`); absolute in node (`http://demo.test/api/`). */
  apiBase: string;
  /** Injectable fetch (tests, a cookie jar in node). Defaults to the global fetch at call time. */
  fetch?: typeof fetch;
  /** Reads the XSRF token to echo. Defaults to the `XSRF-TOKEN` cookie of `document.cookie`. */
  xsrfToken?: () => string | null | undefined;
  /** Each call's time limit in ms (`null`: none); defaults to ./timeLimits.ts (tests shorten them). */
  timeLimits?: Partial<Record<ApiCallName, number | null>>;
  /** How a call answered 401 gets a new session (./http.ts); none: a 401 fails the call as it is. */
  session?: SessionKeeper;
}

/**
 * A new session for the calls that found theirs ended (DESIGN.md, "Sessions, refusals and time limits"): the client
 * re-authenticates the way the start-up does, and the element hears what came of it.
 */
export interface SessionKeeper {
  /** Re-authenticates (with the partner's token, if there is one); throws the auth call's `ApiError`. */
  renew(): Promise<unknown>;
  /**
   * A new session was made: the answer of its auth call. The calls that needed it are repeated once the returned
   * promise settles (the session whole again: the order saved so far saved in it), and fail if it rejects.
   */
  renewed?(auth: unknown): void | Promise<void>;
  /** A call was refused again after a new session, or no new session could be made: the session has ended. */
  ended?(): void;
}

/** Reads a cookie of the page; `undefined` outside a browser. */
export function readDocumentCookie(name: string): string | undefined {
  // read once: each read of document.cookie is a synchronous round trip to the browser's cookie store
  const cookie = (globalThis as { document?: { cookie?: string } }).document?.cookie;
  if (!cookie) return undefined;
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/**
 * A relative api-base (`/api/`) resolved against the page: browsers would do it themselves, but a fetch that
 * is not the page's own (node's in jsdom tests) has nothing to resolve against.
 */
export function resolveApiBase(apiBase: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(apiBase)) return apiBase;
  const page = (globalThis as { document?: { baseURI?: string } }).document?.baseURI ?? (globalThis as { location?: { href?: string } }).location?.href;
  if (!page) return apiBase;
  try {
    return new URL(apiBase, page).href;
  } catch {
    return apiBase;
  }
}

/** How a call is sent: ky (./transport.ts) or, for the start-up calls, fetch (./startUpTransport.ts). */
export interface Transport {
  /** Sends a request; an answer outside 200-299 throws. */
  send(path: string, init: Options): Promise<Response>;
  /** Whatever `send` (or reading its answer) threw, as the call's `ApiError`. */
  toApiError(call: ApiCallName, error: unknown): ApiError;
}
