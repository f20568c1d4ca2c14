import type { ApiClient } from '../../../src/api/index.ts';
import { providers } from '../../../demo/api/fixtures/catalogue.ts';
import type { LiveValidationType, PhoneValidationFlags } from '../../../src/domain/index.ts';
import { renderShell, type ShellOptions } from '../shell/support.tsx';
import type { FakeApi } from '../../machines/support.ts';

export const passing: PhoneValidationFlags = { isMinLengthValid: true, isMaxLengthValid: true, isPatternValid: true, isPhoneNumberValid: null, isMobilePhoneNumberValid: null };

export interface StepClient {
  validate?: (body: { type: LiveValidationType; value: string }) => Promise<PhoneValidationFlags | null>;
}

/**
 * The calls of the steps' child machines, answered like the demo API (providers) or by the test; the checks that
 * could not run, as the reporter would get them (`failures`).
 */
export function stepClient({ validate }: StepClient = {}) {
  const validations: Array<{ planCode: string; type: LiveValidationType; value: string }> = [];
  const failures: Array<{ check: string; error: unknown }> = [];
  const client = {
    loadProviders: async () => [...providers],
    validateOrderField: async (planCode: string, body: { type: LiveValidationType; value: string }) => {
      validations.push({ planCode, ...body });
      return validate ? validate(body) : passing;
    },
    reportFailure: (check: string, error: unknown) => failures.push({ check, error }),
  } as unknown as ApiClient;
  return { client, validations, failures };
}

/** The element's React tree at a step, on fake root actors and a fake client for the steps' calls. */
export function renderStep(url: string, options: ShellOptions & StepClient = {}, api: FakeApi = {}) {
  const { client, validations, failures } = stepClient(options);
  return { ...renderShell(url, api, { client, ...options }), validations, failures };
}
