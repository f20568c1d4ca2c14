import { describe, expect, it } from 'vitest';
import { failedVitestTests, projectOf, summarizeContract, summarizeEngines, summarizePlaywright, summarizeVitest } from './summary.ts';

describe("npm test's closing line", () => {
  it('counts passed and failed tests per Vitest project', () => {
    const report = {
      testResults: [
        { name: '/r/tests/src/runtime/a.test.ts', status: 'failed', assertionResults: [{ status: 'passed' }, { status: 'failed' }] },
        { name: '/r/tests/src/ui/button/Button.test.tsx', status: 'passed', assertionResults: [{ status: 'passed' }] },
        { name: '/r/stories/ui/Button.stories.tsx', status: 'passed', assertionResults: [{ status: 'passed' }, { status: 'skipped' }] },
      ],
    };
    expect(summarizeVitest(report, 1)).toEqual([
      { suite: 'node', passed: 1, failed: 1 },
      { suite: 'dom', passed: 1, failed: 0 },
      { suite: 'browser', passed: 0, failed: 0 },
      { suite: 'storybook', passed: 1, failed: 0 },
    ]);
  });

  it('counts a test file that failed to load as one failure', () => {
    const report = { testResults: [{ name: '/r/tests/src/element/x.browser.test.ts', status: 'failed', assertionResults: [] }] };
    expect(summarizeVitest(report, 1).find((r) => r.suite === 'browser')).toEqual({ suite: 'browser', passed: 0, failed: 1 });
  });

  it('counts a missing report or a crash with nothing failed as a failure', () => {
    expect(summarizeVitest(undefined, 1)).toEqual([{ suite: 'vitest', passed: 0, failed: 1 }]);
    expect(summarizeVitest({ testResults: [] }, 1).at(-1)).toEqual({ suite: 'vitest', passed: 0, failed: 1 });
    expect(summarizePlaywright(undefined, 1)).toEqual({ suite: 'e2e', passed: 0, failed: 1 });
  });

  it('takes Playwright flaky and unexpected results as failures', () => {
    expect(summarizePlaywright({ stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 0 } }, 1)).toEqual({
      suite: 'e2e',
      passed: 5,
      failed: 2,
    });
  });

  it('counts the engine journeys from their report; no report, or a bad exit with nothing failed, is a failure', () => {
    expect(summarizeEngines({ passed: 22, failed: 2 }, 1)).toEqual({ suite: 'engines', passed: 22, failed: 2 });
    expect(summarizeEngines({ passed: 24, failed: 0 }, 0)).toEqual({ suite: 'engines', passed: 24, failed: 0 });
    expect(summarizeEngines({ passed: 24, failed: 0 }, 1)).toEqual({ suite: 'engines', passed: 24, failed: 1 });
    expect(summarizeEngines(undefined, 1)).toEqual({ suite: 'engines', passed: 0, failed: 1 });
  });

  it("counts the contract check's lines against the demo API from its report; no report, or a bad exit with nothing failed, is a failure", () => {
    expect(summarizeContract({ passed: 27, failed: 0, notChecked: [], mismatches: [] }, 0)).toEqual({ suite: 'contract', passed: 27, failed: 0 });
    expect(summarizeContract({ passed: 26, failed: 1 }, 1)).toEqual({ suite: 'contract', passed: 26, failed: 1 });
    expect(summarizeContract({ passed: 27, failed: 0 }, 2)).toEqual({ suite: 'contract', passed: 27, failed: 1 });
    expect(summarizeContract(undefined, 1)).toEqual({ suite: 'contract', passed: 0, failed: 1 });
  });

  it('sorts files into projects by their names: stories, `.browser.test`, `.tsx`, the rest', () => {
    expect(projectOf('/r/tests/src/domain/pricing/pricing.test.ts')).toBe('node');
    expect(projectOf('/r/tests/src/ui/dialog/Dialog.test.tsx')).toBe('dom');
    expect(projectOf('/r/tests/src/element/element.browser.test.ts')).toBe('browser');
    expect(projectOf('/r/stories/ui/Dialog.stories.tsx')).toBe('storybook');
  });

  it('names each failed Vitest test with the first line of its error, and a file that failed to load', () => {
    const report = {
      testResults: [
        {
          name: '/r/tests/src/shell/cart/quote/Quote.test.tsx',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a passing one' },
            { status: 'failed', fullName: 'the quote form submits', failureMessages: ['TestingLibraryElementError: Unable to find\n  at …'] },
            { status: 'failed', fullName: 'Success', failureMessages: ['Error\n\nexpect(element).toHaveAttribute("data-state", "success")\n  at …'] },
          ],
        },
        { name: '/r/stories/ui/Dialog.stories.tsx', status: 'failed', message: 'Failed to load\nstack', assertionResults: [] },
        { name: '/r/tests/src/runtime/a.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'x' }] },
      ],
    };
    expect(failedVitestTests(report)).toEqual([
      'tests/src/shell/cart/quote/Quote.test.tsx › the quote form submits: TestingLibraryElementError: Unable to find',
      'tests/src/shell/cart/quote/Quote.test.tsx › Success: expect(element).toHaveAttribute("data-state", "success")',
      'stories/ui/Dialog.stories.tsx: Failed to load',
    ]);
    expect(failedVitestTests(undefined)).toEqual([]);
  });
});
