import type { ErrorReporter } from '../contract/reporter.ts';
import type { ApiError } from './errors.ts';

/*
 * Whether a failed call is reported: small, so the first screen carries it; the reporting itself (scrubbing,
 * the reporter call) is loaded only when a call fails in a reporting environment (./reporting.ts).
 */

/** Environments where nothing is reported: a developer's machine, the dev server, tests. */
export const localEnvironments: ReadonlySet<string> = new Set(['local', 'development', 'dev', 'test']);

export interface ReportingOptions {
  reporter?: ErrorReporter;
  /**
   * `production`, `staging`, ... (the element's `environment` attribute). No environment counts as local: a page
   * that hands us a reporter but says nothing about where it runs is more likely a developer's than production.
   */
  environment?: string;
  buildHash?: string;
}

/** Spec section 8: only failures without a status or with a status of 500 or above are reported. */
export function isReportable(error: ApiError): boolean {
  if (error.code === 'ERR_CANCELED') return false;
  return error.status === undefined || error.status >= 500;
}

export function isReportingEnvironment(environment: string | undefined): boolean {
  return environment !== undefined && environment !== '' && !localEnvironments.has(environment.toLowerCase());
}

