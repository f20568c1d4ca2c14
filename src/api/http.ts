import type { Options } from 'ky';
import type { ApiCallName } from './errors.ts';
import { ApiError } from './errors.ts';
import type { Transport } from './transport.ts';
import { isReportable, isReportingEnvironment, type ReportingOptions } from './reportingPolicy.ts';

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
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface Schema<T> {
  // zod/mini's `safeParse`, without tying this file to a zod type
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; code?: string }> } };
}

export interface PdfFile {
  blob: Blob;
  /** From content-disposition; a fallback name when the server gives none. */
  filename: string;
}

/** The first bytes of every PDF file. */
const PDF_MAGIC = '%PDF-';

async function isPdf(blob: Blob): Promise<boolean> {
  return new TextDecoder().decode(new Uint8Array(await blob.slice(0, PDF_MAGIC.length).arrayBuffer())) === PDF_MAGIC;
}

/** Reads a cookie of the page; `undefined` outside a browser. */
export function readDocumentCookie(name: string): string | undefined {
  const doc = (globalThis as { document?: { cookie?: string } }).document;
  if (!doc?.cookie) return undefined;
  for (const part of doc.cookie.split(';')) {
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

/**
 * The file name of a `Content-Disposition` header: RFC 5987 `filename*=UTF-8''...` wins over `filename="..."`.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
  return value || undefined;
}

/**
 * What every call shares: the transport (ky with the spec's defaults, ./transport.ts, loaded as soon as a client
 * is made), the reading of answers, and the one place where failures are mapped and reported.
 */
export class Http {
  readonly #options: HttpOptions;
  #transport: Promise<Transport> | undefined;

  constructor(options: HttpOptions) {
    this.#options = options;
    this.#load().catch(() => undefined);
  }

  /** The transport module; a failed load (offline) is tried again by the next call. */
  #load(): Promise<Transport> {
    this.#transport ??= import('./transport.ts').then(
      ({ createTransport }) => createTransport(this.#options),
      (error: unknown) => {
        this.#transport = undefined;
        throw error;
      },
    );
    return this.#transport;
  }

  /** Sends a request and parses a JSON answer with `schema`; every failure becomes an `ApiError`. */
  async json<T>(call: ApiCallName, schema: Schema<T>, path: string, options: Options & CallOptions): Promise<T> {
    return this.run(call, path, options, async (response) => {
      const text = await response.text();
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch (error) {
        throw new ApiError({ call, code: 'ERR_PARSE', status: response.status, message: `${call} failed: the answer is not valid JSON`, cause: error });
      }
      const parsed = schema.safeParse(body);
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
    await this.run(call, path, options, async (response) => {
      await response.body?.cancel();
    });
  }

  /** Sends a request answered with a file (the PDFs). */
  async file(call: ApiCallName, path: string, options: Options & CallOptions, fallbackName: string): Promise<PdfFile> {
    return this.run(call, path, options, async (response) => {
      const blob = await response.blob();
      // A 200 whose body is not a PDF (an error page, JSON) fails the call, as the quote's does: never saved as ".pdf".
      if (!(await isPdf(blob))) throw new ApiError({ call, code: 'ERR_PARSE', message: `${call} failed: the answer is not a PDF` });
      return { blob, filename: filenameFromContentDisposition(response.headers.get('content-disposition')) ?? fallbackName };
    });
  }

  /**
   * The one place requests fail: the error is mapped, reported when the spec says so, and thrown.
   * The URL given to the reporter is scrubbed there.
   */
  async run<T>(call: ApiCallName, path: string, options: Options & CallOptions, read: (response: Response) => Promise<T>): Promise<T> {
    let transport: Transport | undefined;
    try {
      transport = await this.#load();
      const response = await transport.send(path, options);
      return await read(response);
    } catch (error) {
      const apiError = options.signal?.aborted
        ? new ApiError({ call, code: 'ERR_CANCELED', message: `${call} was canceled`, cause: error })
        : transport
          ? transport.toApiError(call, error)
          : new ApiError({ call, code: 'ERR_NETWORK', message: `${call} failed: network error`, cause: error });
      if (this.#options.reporter && isReportable(apiError) && isReportingEnvironment(this.#options.environment)) {
        const { reportApiError } = await import('./reporting.ts');
        reportApiError(apiError, this.#options, { url: path });
      }
      throw apiError;
    }
  }
}
