import { ApiError } from './errors.ts';

export { isReportable, isReportingEnvironment, localEnvironments, type ReportingOptions } from './reportingPolicy.ts';
import { isReportable, isReportingEnvironment, type ReportingOptions } from './reportingPolicy.ts';

/** The release label of spec section 8: environment and build hash. */
export function releaseLabel(environment: string | undefined, buildHash: string | undefined): string {
  return `${environment ?? 'unknown'}@${buildHash ?? 'unknown'}`;
}

/**
 * Hands a failed call to the reporter when the spec says so. The reporter gets a fresh `ApiError` (no cause,
 * no answer body) with a scrubbed message, and scrubbed context; it never sees the original request.
 * A reporter that throws is ignored: reporting must never break the order.
 */
export function reportApiError(error: ApiError, options: ReportingOptions, context: { url?: string } = {}): boolean {
  const { reporter, environment, buildHash } = options;
  if (!reporter || !isReportable(error) || !isReportingEnvironment(environment)) return false;
  const reported = new ApiError({
    call: error.call,
    code: error.code,
    message: scrubText(error.message),
    ...(error.status === undefined ? {} : { status: error.status }),
  });
  const release = releaseLabel(environment, buildHash);
  const tags: Record<string, string> = { call: error.call, code: error.code, release };
  if (error.status !== undefined) tags.status = String(error.status);
  const extra: Record<string, unknown> = { release };
  if (context.url) extra.url = scrubUrl(context.url);
  try {
    reporter.captureException(reported, { tags, extra });
  } catch {
    // ignored on purpose, see above
  }
  return true;
}

/**
 * What a reporter gets for a client-side check that could not give an answer (spec section 5's checks that run in
 * the browser: the phone checks, the BIC tables): the check's name and the scrubbed messages of the error and its
 * causes. Never the value that was being checked.
 */
export class CheckFailure extends Error {
  override readonly name = 'CheckFailure';
  readonly check: string;

  constructor(check: string, message: string) {
    super(message);
    this.check = check;
  }
}

/**
 * Hands a check that could not run (its chunk failed to load, its library threw or failed a self-test) to the
 * reporter, under the policy of failed calls: only outside local environments, with the release label, scrubbed.
 * A reporter that throws is ignored.
 */
export function reportCheckFailure(check: string, error: unknown, options: ReportingOptions): boolean {
  const { reporter, environment, buildHash } = options;
  if (!reporter || !isReportingEnvironment(environment)) return false;
  const release = releaseLabel(environment, buildHash);
  try {
    reporter.captureException(new CheckFailure(check, scrubText(describeError(error))), { tags: { check, release }, extra: { release } });
  } catch {
    // ignored on purpose, see above
  }
  return true;
}

/** "Name: message" of an error and up to two of its causes, outermost first. */
function describeError(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return String(error);
  const own = `${error.name}: ${error.message}`;
  return error.cause !== undefined && depth < 2 ? `${own} <- ${describeError(error.cause, depth + 1)}` : own;
}

const FILTERED = '[Filtered]';

/** Query parameters whose values are never personal; every other value is filtered out of reported URLs. */
const safeQueryParameters: ReadonlySet<string> = new Set([
  'lang',
  'type',
  'api',
  'product_code',
  'partner_code',
  'country',
  'nextReference',
  'fields',
]);

/**
 * Removes what may identify a person from a URL: the whole hash when it carries parameters (the partner portal
 * puts `#auth_token=...` there), every query value outside a short safe list, and personal path segments
 * (a partner reference number, e-mail addresses, digit runs).
 */
export function scrubUrl(url: string): string {
  const hashAt = url.indexOf('#');
  let base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt + 1) : '';
  const queryAt = base.indexOf('?');
  const query = queryAt >= 0 ? base.slice(queryAt + 1) : '';
  base = queryAt >= 0 ? base.slice(0, queryAt) : base;
  let out = scrubText(base.replace(/(\/references\/)[^/?#]+/i, `$1${FILTERED}`));
  if (query) {
    const parts = query.split('&').map((part) => {
      const eq = part.indexOf('=');
      const rawKey = eq >= 0 ? part.slice(0, eq) : part;
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey);
      } catch {
        // keep the raw key
      }
      if (eq < 0) return rawKey;
      return safeQueryParameters.has(key) ? part : `${rawKey}=${FILTERED}`;
    });
    out += `?${parts.join('&')}`;
  }
  if (hash) out += hash.includes('=') || /token/i.test(hash) ? `#${FILTERED}` : `#${scrubText(hash)}`;
  return out;
}

const textPatterns: ReadonlyArray<[RegExp, string]> = [
  // tokens first, so that nothing below sees half of one
  [/(auth_token|access_token|token|password|passwd|pwd)(["']?\s*[=:]\s*["']?)[^\s&#"',;]+/gi, `$1$2${FILTERED}`],
  [/Bearer\s+[A-Za-z0-9\-._~+/]+=*/g, `Bearer ${FILTERED}`],
  [/[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi, '[email]'],
  // IBAN: two letters, two check digits, 11 to 30 alphanumerics, optionally grouped by spaces
  [/\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]){11,30}\b/g, '[iban]'],
  // phone numbers and other long digit runs (+49 30 1234567, 0043-1-234567, 030/12345678)
  [/(?:\+|\b00|\b0)\d[\d\s/().-]{4,}\d/g, '[phone]'],
  [/\b\d{6,}\b/g, '[number]'],
];

/** Scrubs free text: tokens and passwords after their names, e-mail addresses, IBANs, phone and long numbers. */
export function scrubText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of textPatterns) out = out.replace(pattern, replacement);
  return out;
}

/** Keys whose values are personal wherever they appear (spec section 3 field names). */
const personalKeys =
  /^(first_?name|last_?name|name|company_?name|owner|account_?owner|salutation|title|birth_?date|birthday|email|billing_?email|e-?mail|phone.*|.*phone_?number|subscriber_?numbers?|number|iban|bic|account_?(number|bic)|valid_?iban|password|repeat_?password|password_?repeat|token|auth_?token|authorization|street|house_?number|zip_?code|postal_?code|city|address_search|label|full|vat_?id|crefo_?number|reference_?number|client_?reference_?number|customer_?reference|value|comment)$/i;

/**
 * Deep-scrubs a value before it may leave for a reporter: personal keys are filtered, strings are scrubbed
 * as text, URLs as URLs.
 */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (depth > 8) return FILTERED;
  if (typeof value === 'string') return /^https?:\/\//i.test(value) || value.startsWith('/') ? scrubUrl(value) : scrubText(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = personalKeys.test(key) && item !== null && item !== undefined && typeof item !== 'boolean' ? FILTERED : scrubValue(item, depth + 1);
    }
    return out;
  }
  return value;
}
