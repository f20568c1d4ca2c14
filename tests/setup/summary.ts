/** Turns the JSON reports of Vitest and Playwright into pass and fail counts for `npm test`'s closing line. */
export interface SuiteResult {
  suite: string;
  passed: number;
  failed: number;
}

interface VitestReport {
  testResults?: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults?: Array<{ status: string; fullName?: string; failureMessages?: string[] }>;
  }>;
}

const vitestProjects = ['node', 'dom', 'browser', 'storybook'] as const;

/** Counts per Vitest project (taken from the file path); a file that failed to load counts as one failure. */
export function summarizeVitest(report: unknown, exitCode: number): SuiteResult[] {
  const files = (report as VitestReport | undefined)?.testResults;
  if (!files) return [{ suite: 'vitest', passed: 0, failed: 1 }];
  const counts = new Map<string, SuiteResult>(vitestProjects.map((suite) => [suite, { suite, passed: 0, failed: 0 }]));
  for (const file of files) {
    const counted = counts.get(projectOf(file.name))!;
    const assertions = file.assertionResults ?? [];
    counted.passed += assertions.filter((a) => a.status === 'passed').length;
    counted.failed += assertions.filter((a) => a.status === 'failed').length;
    if (file.status === 'failed' && !assertions.some((a) => a.status === 'failed')) counted.failed += 1;
  }
  const results = [...counts.values()];
  // A non-zero exit with nothing failed means Vitest itself broke (config, unhandled error): that is a failure.
  if (exitCode !== 0 && results.every((result) => result.failed === 0)) results.push({ suite: 'vitest', passed: 0, failed: 1 });
  return results;
}

/**
 * One line per failed Vitest test (file, test name, the first line of its error), printed just above the closing
 * line: a CI log that keeps only its tail still says what failed, not only how many.
 */
export function failedVitestTests(report: unknown): string[] {
  const files = (report as VitestReport | undefined)?.testResults ?? [];
  return files.flatMap((file) => {
    const where = file.name.replace(/^.*?\/(tests|stories)\//, '$1/');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (failed.length === 0) return file.status === 'failed' ? [`${where}: ${firstLine(file.message)}`] : [];
    return failed.map((a) => `${where} › ${a.fullName ?? '?'}: ${firstLine(a.failureMessages?.[0])}`);
  });
}

/** The message's first line that says something: a browser test's failure can open with a bare "Error" line. */
const firstLine = (message: string | undefined) => {
  const lines = (message ?? '').split('\n').map((line) => line.trim());
  return (lines.find((line) => line !== '' && !/^\w*Error:?$/.test(line)) ?? lines[0] ?? '').slice(0, 240);
};

export function projectOf(path: string): (typeof vitestProjects)[number] {
  if (/\/stories\//.test(path) || path.endsWith('.stories.tsx')) return 'storybook';
  if (/\.browser\.test\.tsx?$/.test(path)) return 'browser';
  if (path.endsWith('.tsx')) return 'dom';
  return 'node';
}

interface PlaywrightReport {
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
}

/**
 * Playwright's `expected` includes tests marked `test.fail()` that failed as they should. The journey kit's journeys
 * in Chromium (tests/browser/e2e/journeys.spec.ts) are Playwright tests and count here.
 */
export function summarizePlaywright(report: unknown, exitCode: number): SuiteResult {
  const stats = (report as PlaywrightReport | undefined)?.stats;
  if (!stats) return { suite: 'e2e', passed: 0, failed: 1 };
  const failed = stats.unexpected + stats.flaky;
  return { suite: 'e2e', passed: stats.expected, failed: failed === 0 && exitCode !== 0 ? 1 : failed };
}

interface EnginesReport {
  passed?: number;
  failed?: number;
}

/**
 * The journey kit's journeys in Firefox and WebKit (tests/browser/engines/run.ts, one result per engine and journey):
 * a run that wrote no report, or exited badly with nothing failed, failed.
 */
export function summarizeEngines(report: unknown, exitCode: number): SuiteResult {
  const { passed, failed } = (report as EnginesReport | undefined) ?? {};
  if (passed === undefined || failed === undefined) return { suite: 'engines', passed: 0, failed: 1 };
  return { suite: 'engines', passed, failed: failed === 0 && exitCode !== 0 ? 1 : failed };
}

interface ContractReport {
  passed?: number;
  failed?: number;
}

/**
 * The contract check against the demo API (dist/contract.js, `--report`): one result per operation and behaviour; a run
 * that wrote no report, or exited badly with nothing failed, failed.
 */
export function summarizeContract(report: unknown, exitCode: number): SuiteResult {
  const { passed, failed } = (report as ContractReport | undefined) ?? {};
  if (passed === undefined || failed === undefined) return { suite: 'contract', passed: 0, failed: 1 };
  return { suite: 'contract', passed, failed: failed === 0 && exitCode !== 0 ? 1 : failed };
}
