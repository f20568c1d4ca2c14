import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client.ts';
import { CheckFailure, reportCheckFailure } from '../../../src/api/reporting.ts';
import { PhoneChecksUnavailable } from '../../../src/domain/validation/phoneChecks.ts';
import type { ErrorReporter } from '../../../src/contract/reporter.ts';

function fakeReporter() {
  const captureException = vi.fn<ErrorReporter['captureException']>();
  return { reporter: { captureException } satisfies ErrorReporter, captureException };
}

const production = { environment: 'production', buildHash: 'abc1234' };
const chunkFailed = () => new PhoneChecksUnavailable('The phone checks failed to load', { cause: new TypeError('Failed to fetch dynamically imported module: https://cdn.example/static/order-form/chunks/libphonenumber-D24EHhPG.js') });
/** The reporting module is loaded on the first failure: let its import and the report settle. */
const settled = async () => {
  await import('../../../src/api/reporting.ts');
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('a client-side check that could not give an answer goes to the reporter (issue 22)', () => {
  it('reports the check by name, the error and its cause, with the release label', async () => {
    const { reporter, captureException } = fakeReporter();
    const api = createApiClient({ apiBase: 'http://demo.test/api/', reporter, ...production });
    api.reportFailure('phoneChecks', chunkFailed());
    await vi.waitFor(() => expect(captureException).toHaveBeenCalledTimes(1));
    const [error, hint] = captureException.mock.calls[0]!;
    expect(error).toBeInstanceOf(CheckFailure);
    expect(error).toMatchObject({
      name: 'CheckFailure',
      check: 'phoneChecks',
      message: 'PhoneChecksUnavailable: The phone checks failed to load <- TypeError: Failed to fetch dynamically imported module: https://cdn.example/static/order-form/chunks/libphonenumber-D24EHhPG.js',
    });
    expect(hint).toEqual({ tags: { check: 'phoneChecks', release: 'production@abc1234' }, extra: { release: 'production@abc1234' } });
  });

  it('reports the same failure of a check once per element, another failure again', async () => {
    const { reporter, captureException } = fakeReporter();
    const api = createApiClient({ apiBase: 'http://demo.test/api/', reporter, ...production });
    api.reportFailure('phoneChecks', chunkFailed());
    api.reportFailure('phoneChecks', chunkFailed());
    api.reportFailure('bicTable', new TypeError('Failed to fetch dynamically imported module: /chunks/de.js'));
    await settled();
    expect(captureException.mock.calls.map(([error]) => (error as CheckFailure).check)).toEqual(['phoneChecks', 'bicTable']);
  });

  it.each(['local', 'development', 'test', undefined])('reports nothing in the %s environment', async (environment) => {
    const { reporter, captureException } = fakeReporter();
    const api = createApiClient({ apiBase: 'http://demo.test/api/', reporter, ...(environment ? { environment } : {}), buildHash: 'abc1234' });
    api.reportFailure('phoneChecks', chunkFailed());
    await settled();
    expect(captureException).not.toHaveBeenCalled();
  });

  it('scrubs what may be personal from the messages', () => {
    const { reporter, captureException } = fakeReporter();
    reportCheckFailure('phoneChecks', new Error('no parse of 030 98765432 for anna@example.org, DE89370400440532013000'), { reporter, ...production });
    const [error] = captureException.mock.calls[0]!;
    expect((error as Error).message).toBe('Error: no parse of [phone] for [email], [iban]');
  });

  it('survives a reporter that throws', () => {
    const reporter: ErrorReporter = {
      captureException() {
        throw new Error('reporter down');
      },
    };
    expect(reportCheckFailure('bicTable', new Error('chunk failed'), { reporter, ...production })).toBe(true);
  });
});
