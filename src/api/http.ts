import type { Options } from 'ky';
import type { ApiCallName } from './errors.ts';
import { ApiError } from './errors.ts';
import type { HttpOptions, Transport } from './httpOptions.ts';
import { isReportable, isReportingEnvironment } from './reportingPolicy.ts';
import { createStartUpTransport } from './startUpTransport.ts';
import { timeLimits } from './timeLimits.ts';
import { readDocumentCookie, XSRF_COOKIE } from './httpOptions.ts';
import { eitherSignal } from './eitherSignal.ts';
import type { Renewals } from './renewal.ts';

export { readDocumentCookie, resolveApiBase, XSRF_COOKIE, XSRF_HEADER, type HttpOptions } from './httpOptions.ts';

export interface CallOptions {
  signal?: AbortSignal;
}

/** How a call meets an ended session. */
export interface SessionPolicy {
  /**
   * false: a 401 fails the call as it is, no new session is made for it. The restore of a new session (the order
   * saved so far, saved again) is such a call: the renewal's other calls wait for it, so it cannot wait for them.
   */
  renewSession?: boolean;
}

export interface Schema<T> {
  // zod/mini's `safeParse`, without tying this file to a zod type
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; code?: string }> } };
}

/**
 * The calls sent with fetch, never waiting for ky's chunk: the first screen's (spec section 2, "Bootstrap"), and
 * the plan's, which the choice of a plan waits for: it leaves at the click while the plan's flow (ky, the schema
 * that reads the answer, the step) loads beside it.
 */
const fetchCalls: ReadonlySet<ApiCallName> = new Set(['checkSession', 'authenticateWithToken', 'loadPlanClasses', 'loadTranslations', 'loadPlan']);

/**
 * The session's and the plan's calls leave in the caller's own code: the session's as the element connects, before
 * the rest of the start-up's work (src/runtime/earlySession.ts); the plan's in the click's machine transition,
 * before React renders that transition. Every other call leaves a microtask later, after the code that started it:
 * the start-up's second wave (plan classes, translations) goes out together once the machine has started both, not
 * one before the other's start (against a fast server the first answered before the second left, one wave seen as
 * two).
 */
const sentInCallersCode: ReadonlySet<ApiCallName> = new Set(['checkSession', 'authenticateWithToken', 'loadPlan']);

/**
 * What every call shares: the transport (the start-up calls with fetch, ./startUpTransport.ts; every other call
 * with ky, ./transport.ts, loaded on its first use and warmed with the plan's flow), the reading of answers, and
 * the one place where failures are mapped and reported.
 */
export class Http {
  readonly #options: HttpOptions;
  readonly #startUp: Transport;
  #transport: Promise<Transport> | undefined;

  constructor(options: HttpOptions) {
    this.#options = options;
    this.#startUp = createStartUpTransport(options);
  }

  /**
   * The transport of a call: fetch for `fetchCalls` (at once, so that the request leaves in the caller's task),
   * else ky's module, loaded once (a failed load, offline, is tried again by the next call).
   */
  #load(call: ApiCallName): Transport | Promise<Transport> {
    if (fetchCalls.has(call)) return this.#startUp;
    this.#transport ??= import('./transport.ts').then(
      ({ createTransport }) => createTransport(this.#options),
      (error: unknown) => {
        this.#transport = undefined;
        throw error;
      },
    );
    return this.#transport;
  }

  /**
   * Sends a request and parses a JSON answer with `schema` (or the schema a lazy chunk gives, loaded while the
   * request is under way); every failure becomes an `ApiError`.
   */
  async json<T>(call: ApiCallName, schema: Schema<T> | Promise<Schema<T>>, path: string, options: Options & CallOptions, policy: SessionPolicy = {}): Promise<T> {
    return this.run(call, path, options, policy, async (response) => {
      const text = await response.text();
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch (error) {
        throw new ApiError({ call, code: 'ERR_PARSE', status: response.status, message: `${call} failed: the answer is not valid JSON`, cause: error });
      }
      const parsed = (await schema).safeParse(body);
      if (!parsed.success) {
        const where = parsed.error.issues
          .slice(0, 5)
          .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.code ?? 'invalid'}`)
          .join('; ');
        throw new ApiError({ call, code: 'ERR_PARSE', status: response.status, message: `${call} failed: unexpected answer (${where})` });
      }
      return parsed.data;
    });
  }

  /** Sends a request whose answer body is not read (e.g. DELETE order). */
  async empty(call: ApiCallName, path: string, options: Options & CallOptions): Promise<void> {
    await this.run(call, path, options, {}, async (response) => {
      await response.body?.cancel();
    });
  }

  /**
   * The one place requests fail: each attempt has its time limit (./timeLimits.ts); a 403 after which the XSRF
   * cookie is another is sent once more with the new one; a 401 gets one new session and the call is repeated once
   * the session is whole again (not the auth calls themselves: they are what makes a session; nor a call whose
   * policy says so). The error that is left is reported when the spec says so, and thrown. The URL given to the
   * reporter is scrubbed there.
   */
  async run<T>(call: ApiCallName, path: string, options: Options & CallOptions, policy: SessionPolicy, read: (response: Response) => Promise<T>): Promise<T> {
    try {
      const sent = { xsrf: this.#xsrf() };
      try {
        return await this.#attempt(call, path, options, read, sent);
      } catch (error) {
        const failure = error as ApiError;
        if (failure.status === 403 && this.#xsrf() !== sent.xsrf) return await this.#attempt(call, path, options, read, sent);
        if (failure.status === 401 && this.#options.session && !sessionCalls.has(call) && policy.renewSession !== false) {
          return await this.#inNewSession(call, path, options, read, sent);
        }
        throw failure;
      }
    } catch (error) {
      const apiError = error as ApiError;
      if (this.#options.reporter && isReportable(apiError) && isReportingEnvironment(this.#options.environment)) {
        // offline, the reporting's chunk may not come either: the call's own failure is what is thrown
        const reporting = await import('./reporting.ts').catch(() => undefined);
        reporting?.reportApiError(apiError, this.#options, { url: path });
      }
      throw apiError;
    }
  }

  /** The renewal under way (./renewal.ts, loaded with the first 401). */
  readonly #renewals: Renewals = {};

  /** Re-authenticates once and repeats the call, with ./renewal.ts (a lazy chunk: only a 401 needs it). */
  async #inNewSession<T>(call: ApiCallName, path: string, options: Options & CallOptions, read: (response: Response) => Promise<T>, sent: { xsrf: unknown }): Promise<T> {
    let renewal: typeof import('./renewal.ts');
    try {
      renewal = await import('./renewal.ts');
    } catch (error) {
      // the chunk could not be fetched: the call had no answer it could use; the next call tries again
      throw new ApiError({ call, code: 'ERR_NETWORK', message: `${call} failed: network error`, cause: error });
    }
    return renewal.inNewSession(call, this.#options.session!, this.#renewals, () => this.#attempt(call, path, options, read, sent));
  }

  /** Sends the call once within its time limit; every failure becomes the call's `ApiError`. */
  async #attempt<T>(call: ApiCallName, path: string, options: Options & CallOptions, read: (response: Response) => Promise<T>, sent: { xsrf: unknown }): Promise<T> {
    let transport: Transport | undefined;
    const limit = call in (this.#options.timeLimits ?? {}) ? this.#options.timeLimits![call] : timeLimits[call];
    const clock = limit === null || limit === undefined ? undefined : new AbortController();
    const timer = clock ? setTimeout(() => clock.abort(), limit!) : undefined;
    const either = clock && options.signal ? eitherSignal(options.signal, clock.signal) : undefined;
    const signal = either ? either.signal : clock ? clock.signal : options.signal;
    try {
      const loaded = this.#load(call);
      transport = loaded instanceof Promise || !sentInCallersCode.has(call) ? await loaded : loaded;
      // a caller gone while ky's chunk loaded (a step left, the element removed): ky would still send it
      signal?.throwIfAborted();
      sent.xsrf = this.#xsrf();
      const response = await transport.send(path, signal ? { ...options, signal } : options);
      return await read(response);
    } catch (error) {
      if (options.signal?.aborted) throw new ApiError({ call, code: 'ERR_CANCELED', message: `${call} was canceled`, cause: error });
      if (clock?.signal.aborted) throw new ApiError({ call, code: 'ERR_TIMEOUT', message: `${call} timed out after ${limit} ms`, cause: error });
      throw transport ? transport.toApiError(call, error) : new ApiError({ call, code: 'ERR_NETWORK', message: `${call} failed: network error`, cause: error });
    } finally {
      clearTimeout(timer);
      either?.release();
    }
  }

  /** The XSRF token the transports echo now. */
  #xsrf(): string | null | undefined {
    return this.#options.xsrfToken ? this.#options.xsrfToken() : readDocumentCookie(XSRF_COOKIE);
  }
}

/** The calls that make a session: a 401 of theirs is the answer, not a session to renew. */
const sessionCalls: ReadonlySet<ApiCallName> = new Set(['checkSession', 'authenticateWithToken']);
