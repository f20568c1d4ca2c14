import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorReporter } from '../../../src/contract/reporter.ts';
import { injectFault, serveDemoApi, visitor } from './support.ts';

serveDemoApi();

const reportingPath = '../../../src/api/reporting.ts';

afterEach(() => {
  vi.doUnmock(reportingPath);
  vi.resetModules();
});

describe('a failure to report whose reporting chunk does not come (offline)', () => {
  it("is still the call's own failure: a lost connection stays one", async () => {
    vi.doMock(reportingPath, () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const captureException = vi.fn<ErrorReporter['captureException']>();
    const { api } = await visitor({ reporter: { captureException }, environment: 'production' });
    await injectFault({ path: 'plan-classes', network: true });
    await expect(api.loadPlanClasses()).rejects.toMatchObject({ name: 'ApiError', code: 'ERR_NETWORK' });
    expect(captureException).not.toHaveBeenCalled();
  });
});
