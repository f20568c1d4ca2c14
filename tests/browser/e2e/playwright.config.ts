import { resolve } from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from '../../setup/chromium.ts';
import { cdnPort, hostsPort, port, target } from './ports.ts';

/**
 * e2e in Debian's chromium, on what ships (issue 22):
 * - `journeys`: every user journey on the demo page built as it ships (`npm run preview`: `vite build --mode
 *   preview`, production React, minified, split as shipped) with the demo API, on `E2E_PORT` (default 5283); among
 *   them journeys.spec.ts, the journey kit's journeys (tests/browser/journeys/) in Chromium, whose CSP journey needs
 *   the shipped-module host too;
 * - `shipped-module`: `dist/` from `npm run build` alone, served by a plain static host (tests/browser/e2e/cdnHost.ts) under
 *   `/static/order-form/` on plain pages, with the demo API under `/api/`, on `E2E_CDN_PORT` (default E2E_PORT + 1);
 * - `csp`: the same host's `/csp/` pages, the module under Content-Security-Policies (csp.spec.ts);
 * - `hosts`: the packed package (`npm pack`) installed into a Vite + React 19 app, a Vite + Vue 3 app and a plain page,
 *   built and served by tests/browser/e2e/packageHosts.ts on `E2E_HOSTS_PORT` (default E2E_CDN_PORT + 1), and imported in
 *   Node (hosts.spec.ts, package.spec.ts).
 *
 * While developing, `E2E_TARGET=dev` (`npm run test:e2e:dev`) runs the journeys against `npm start` (the dev server,
 * development React, no build) on `E2E_PORT` (default 5273) and leaves out the shipped module.
 */
/** dist/ and .preview/ were built from this tree just before the run (tests/run-all.ts): serve them, build nothing */
const prebuilt = process.env.E2E_PREBUILT === '1';

const use = {
  launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  // A failing test keeps its trace: its actions, network and console, and error-context.md the page's ARIA snapshot
  // at the failure. The trace's screencast and DOM snapshots are left out: recording them cost every passing test
  // CPU on a 2-core machine (submission, quote and customer specs, 2 workers: 226 s of the machine's CPU with DOM
  // snapshots, 195 s without, 192 s with no trace; the screencast had doubled it before).
  trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
} as const;

const journeys = {
  name: 'journeys',
  testIgnore: ['shipped-module.spec.ts', 'csp.spec.ts', 'hosts.spec.ts', 'package.spec.ts'],
  use: { ...use, baseURL: `http://127.0.0.1:${port}` },
};
const shippedModule = { name: 'shipped-module', testMatch: 'shipped-module.spec.ts', use: { ...use, baseURL: `http://127.0.0.1:${cdnPort}` } };
/** the shipped module under Content-Security-Policies, on the shipped-module host's /csp/ pages */
const csp = { name: 'csp', testMatch: 'csp.spec.ts', use: { ...use, baseURL: `http://127.0.0.1:${cdnPort}` } };
/** the packed package installed into a React 19 app, a Vue 3 app and a plain page (packageHosts.ts), and into Node */
const hosts = { name: 'hosts', testMatch: ['hosts.spec.ts', 'package.spec.ts'], use: { ...use, baseURL: `http://127.0.0.1:${hostsPort}` } };

/** the root machine's graph over the executable events, computed once per run for the `model` project (root.graph.setup.ts) */
const modelGraph = { name: 'model-graph', testDir: '../model', testMatch: '**/*.graph.setup.ts' };
/** the root machine's paths walked in the browser (tests/browser/model/, issue 39), on the journeys' preview server */
const model = {
  name: 'model',
  testDir: '../model',
  testMatch: '**/*.model.spec.ts',
  dependencies: ['model-graph'],
  use: { ...use, baseURL: `http://127.0.0.1:${port}` },
};

const repository = resolve(import.meta.dirname, '../../..');

/** A build on a busy 2-core machine (CI beside other work) takes well over the default minute at times. */
const buildTimeout = 300_000;

const webServer: PlaywrightTestConfig['webServer'] =
  target === 'dev'
    ? [
        {
          command: 'npm start',
          cwd: repository,
          env: { PORT: String(port) },
          url: `http://127.0.0.1:${port}/api/_demo/health`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ]
    : [
        {
          // Always a fresh build: a server left running would test yesterday's code. `npm test` builds once for this
          // suite and the engines' (tests/run-all.ts) and says so with E2E_PREBUILT=1.
          command: prebuilt ? 'npx vite preview --mode preview' : 'npm run preview',
          cwd: repository,
          env: { PORT: String(port) },
          url: `http://127.0.0.1:${port}/api/_demo/health`,
          reuseExistingServer: false,
          timeout: buildTimeout,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          command: `${prebuilt ? '' : 'npm run build && '}npx node tests/browser/e2e/shippedModuleHost.ts`,
          cwd: repository,
          env: { E2E_CDN_PORT: String(cdnPort) },
          url: `http://127.0.0.1:${cdnPort}/api/_demo/health`,
          reuseExistingServer: false,
          timeout: buildTimeout,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          // after the one above (Playwright starts them in order): packs what it built, installs and builds the hosts
          command: 'npx node tests/browser/e2e/packageHosts.ts',
          cwd: repository,
          env: { E2E_HOSTS_PORT: String(hostsPort) },
          url: `http://127.0.0.1:${hostsPort}/api/_demo/health`,
          reuseExistingServer: false,
          timeout: buildTimeout,
          stdout: 'pipe',
          stderr: 'pipe',
        },
      ];

/**
 * `E2E_SERVERS=preview` starts the demo page's preview server alone, for a run of the `journeys` or `model` project
 * that needs no shipped module and no package hosts (journeys.spec.ts then skips its CSP journey); `E2E_SERVERS=module`
 * starts the shipped-module host beside it (journeys.spec.ts whole, shipped-module.spec.ts, csp.spec.ts), not the
 * package hosts; `npm test` leaves it unset and starts them all.
 */
const serverCount = { preview: 1, module: 2 }[process.env.E2E_SERVERS ?? ''];
const servers = serverCount && Array.isArray(webServer) ? webServer.slice(0, serverCount) : webServer;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../../test-results/e2e',
  fullyParallel: true,
  // a stray `test.only` would shrink the run silently: refused on CI and in `npm test` (tests/run-all.ts sets FORBID_ONLY)
  forbidOnly: !!process.env.CI || process.env.FORBID_ONLY === '1',
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../../../.vitest-reports/e2e.json' }]],
  projects: target === 'dev' ? [journeys, modelGraph, model] : [journeys, shippedModule, csp, hosts, modelGraph, model],
  webServer: servers,
});
