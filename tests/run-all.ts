/**
 * `npm test`: typecheck, Vitest (node, dom, browser and Storybook projects), the production builds, the contract check
 * of the built package against the demo API (dist/contract.js, docs/BACKEND.md), Playwright (on
 * those builds, see tests/browser/e2e/playwright.config.ts; the journey kit's journeys in Chromium among them) and the
 * journey kit's journeys in Firefox and WebKit (tests/browser/engines/run.ts), then one closing line `N passed, N failed` over all of them. The typecheck and the build count as one check each.
 *
 * The typecheck runs beside Vitest, and the other engines beside Playwright (each engine on servers of its own): on a
 * 2-core machine that shares a core with other work, one more process of ours gets a larger share of the machine.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { failedVitestTests, summarizeContract, summarizeEngines, summarizePlaywright, summarizeVitest, type SuiteResult } from './setup/summary.ts';

const reports = '.vitest-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** A stray `.only` fails the run instead of shrinking it (Playwright's forbidOnly, Vitest's allowOnly: false). */
process.env.FORBID_ONLY = '1';

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env } });
  return result.status ?? 1;
}

/** Starts a command beside the others; its exit status once it ends. */
function start(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env } });
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const results: SuiteResult[] = [];

const typecheck = start('npx', ['tsc', '-p', '.']);

const vitestExit = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/vitest.json`,
]);
const typecheckExit = await typecheck;
results.push({ suite: 'typecheck', passed: typecheckExit === 0 ? 1 : 0, failed: typecheckExit === 0 ? 0 : 1 });
const vitestReport = readJson(`${reports}/vitest.json`);
results.push(...summarizeVitest(vitestReport, vitestExit));

// What ships, built once for both browser suites: the package (dist/, `npm run build`) and the demo page as it ships
// (.preview/, the build half of `npm run preview`). Both suites would otherwise build it again, each.
const buildExit = run('npm', ['run', 'build']) || run('npx', ['vite', 'build', '--mode', 'preview']);
results.push({ suite: 'build', passed: buildExit === 0 ? 1 : 0, failed: buildExit === 0 ? 0 : 1 });
const prebuilt: Record<string, string> = buildExit === 0 ? { E2E_PREBUILT: '1' } : {};

// The contract check as the package ships it (dist/contract.js, the bin order-form-contract) against the demo API on a
// port of its own (CONTRACT_PORT, default 5391): one result per operation and behaviour of the OpenAPI document.
const [contractReport, contractExit] = buildExit === 0 ? await contractAgainstDemo() : [undefined, 1];
results.push(summarizeContract(contractReport, contractExit));

async function contractAgainstDemo(): Promise<[unknown, number]> {
  const port = process.env.CONTRACT_PORT ?? '5391';
  const api = `http://127.0.0.1:${port}/api/`;
  const server = spawn(process.execPath, ['demo/server.ts'], { stdio: 'ignore', env: { ...process.env, PORT: port } });
  try {
    for (let waited = 0; ; waited += 250) {
      const up = await fetch(`${api}_demo/health`).then((answer) => answer.ok, () => false);
      if (up) break;
      if (waited > 30_000 || server.exitCode !== null) return [undefined, 1];
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const exit = run(process.execPath, ['dist/contract.js', '--api', api, '--report', `${reports}/contract.json`]);
    return [readJson(`${reports}/contract.json`), exit];
  } finally {
    server.kill();
  }
}

// the journey kit's journeys in Firefox and WebKit (what `npm run test:engines` runs by default); Chromium's are the
// Playwright suite's below (tests/browser/e2e/journeys.spec.ts, one test per journey, counted with the e2e tests).
// Beside Playwright only on the builds just made: without them both would build into the same folders at once.
const engines = () => start('npx', ['node', 'tests/browser/engines/run.ts'], prebuilt);
const otherEngines = buildExit === 0 ? engines() : undefined;
// always what ships (the production build and dist/), whatever a developer's shell has set for test:e2e:dev
const e2eExit = run('npx', ['playwright', 'test', '-c', 'tests/browser/e2e/playwright.config.ts'], { E2E_TARGET: 'production', ...prebuilt });
results.push(summarizePlaywright(readJson(`${reports}/e2e.json`), e2eExit));
const enginesExit = await (otherEngines ?? engines());
results.push(summarizeEngines(readJson(`${reports}/engines.json`), enginesExit));

const vitestFailures = failedVitestTests(vitestReport);
if (vitestFailures.length > 0) console.log(`\nFailed in Vitest:\n${vitestFailures.map((line) => `  ${line}`).join('\n')}`);
console.log('\nSuites:');
for (const { suite, passed, failed } of results) console.log(`  ${suite.padEnd(12)} ${passed} passed, ${failed} failed`);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
