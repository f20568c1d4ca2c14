/**
 * `npm run test:engines [-- firefox|webkit|chromium ...]`: the journey kit's journeys (tests/browser/journeys/) in
 * Firefox ESR (puppeteer-core over WebDriver BiDi) and WebKitGTK (WebDriver), Debian's packages; those two by default
 * (and in `npm test`, tests/run-all.ts). Chromium's run of the same journeys is the Playwright suite's
 * (tests/browser/e2e/journeys.spec.ts, on the `driver` fixture); `-- chromium` still runs them here, through the
 * Playwright library (playwrightDriver.ts).
 *
 * Builds what the journeys run on once: the demo page as it ships (`npm run preview`'s build) and the shipped module
 * (`npm run build`), unless `E2E_PREBUILT=1` says the caller has just built both from this tree (`npm test` does). The
 * engines run side by side, each on servers of its own (the kit's faults are the visitor's own, `ownSession`, but the
 * demo API's orders and state are one per server): engine i (chromium 0, firefox 1, webkit 2) gets the demo page's preview server on `ENGINES_PORT + i`
 * (default 5290) and the shipped module's host with the CSP pages (tests/browser/e2e/cdnHost.ts) on `ENGINES_PORT + 3 + i`;
 * WebKitWebDriver listens on `ENGINES_PORT + 6`. `ENGINES_GREP=<text>` runs the journeys whose name holds it.
 * Ends with `N passed, N failed` and writes .vitest-reports/engines.json for `npm test` (run-all.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startCdnHost } from '../e2e/cdnHost.ts';
import { freePort, watchApi, type ApiWatch } from './apiWatch.ts';
import { launchBidiDriver } from './bidiDriver.ts';
import { engines, type Engine, type JourneyDriver } from '../journeys/driver.ts';
import type { CancellableDriver } from '../journeys/pageDriver.ts';
import type { Journey } from '../journeys/journey.ts';
import { journeys } from '../journeys/index.ts';
import { moduleHostPages } from '../journeys/moduleHostPages.ts';
import { launchPlaywrightDriver } from './playwrightDriver.ts';
import { launchWebDriverDriver } from './webdriverDriver.ts';

const repository = resolve(import.meta.dirname, '../../..');
const port = Number(process.env.ENGINES_PORT ?? 5290);
/** A build on a busy 2-core machine takes well over a minute at times. */
const buildTimeout = 300_000;
/** One journey, with its own waits inside: the whole of it may not hang the run. */
const journeyTimeout = 180_000;
/** How long a cancelled journey may take to stop (its call of the browser in progress ends) before its browser is restarted. */
const cancelGrace = 30_000;

export interface EngineResult {
  engine: Engine;
  journey: string;
  status: 'passed' | 'failed';
  durationMs: number;
  error?: string;
}

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !engines.includes(name as Engine));
if (unknown.length > 0) {
  console.error(`unknown engine ${unknown.join(', ')}: choose from ${engines.join(', ')}`);
  process.exit(2);
}
/** Chromium's journeys are Playwright tests (journeys.spec.ts): asked for by name only. */
const defaultEngines: ReadonlyArray<Engine> = ['firefox', 'webkit'];
const selected = requested.length > 0 ? engines.filter((engine) => requested.includes(engine)) : defaultEngines;
const grep = process.env.ENGINES_GREP;
/** `npm test` has built dist/ and .preview/ from this tree just before (tests/run-all.ts): no second build. */
const prebuilt = process.env.E2E_PREBUILT === '1';
const chosen = grep ? journeys.filter((journey) => journey.name.includes(grep)) : journeys;

type EngineDriver = JourneyDriver & CancellableDriver;

const launch: Record<Engine, (baseUrl: string) => Promise<EngineDriver>> = {
  chromium: (baseUrl) => launchPlaywrightDriver(baseUrl),
  firefox: (baseUrl) => launchBidiDriver(baseUrl),
  webkit: (baseUrl) => launchWebDriverDriver(baseUrl, port + 6),
};

class TimedOut extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new TimedOut(`${what}: not done within ${ms} ms`)), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Whether the work has ended (either way) within the time. */
async function settles(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const ended = work.then(
    () => true,
    () => true,
  );
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([ended, late]).finally(() => clearTimeout(timer));
}

async function waitForHealth(url: string, server: ChildProcess) {
  const deadline = Date.now() + buildTimeout;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the preview server for ${url} ended (exit ${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`${url} did not answer within ${buildTimeout} ms`);
}

function build(script: string) {
  const result = spawnSync('npm', ['run', script], { cwd: repository, stdio: ['ignore', 'ignore', 'inherit'], timeout: buildTimeout });
  if (result.status !== 0) throw new Error(`npm run ${script} failed (exit ${result.status})`);
}

const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Servers this run started: ended with it, whatever happens. */
const servers: ChildProcess[] = [];
const stopServers = () => {
  for (const server of servers) {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
process.on('exit', stopServers);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));

/**
 * The demo page's production build served with its API (`vite preview --mode preview`, as `npm run preview` does), on
 * a free port behind the engine's API watch on `watchPort` (apiWatch.ts): the browser opens the watch's address.
 */
async function startPreview(watchPort: number): Promise<ApiWatch> {
  const previewPort = await freePort();
  const server = spawn('npx', ['vite', 'preview', '--mode', 'preview'], {
    cwd: repository,
    env: { ...process.env, PORT: String(previewPort) },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(server);
  const url = `http://127.0.0.1:${previewPort}`;
  await waitForHealth(`${url}/api/_demo/health`, server);
  return watchApi(watchPort, url);
}

/**
 * One journey, judged as the e2e fixture judges a test: it fails on a console error or an uncaught exception in the
 * page, and on an /api/ answer of 400 or above it did not declare (`expectedApiErrors`). Past its limit it is
 * cancelled: its driver's calls fail from then on, and the next journey starts once it has stopped (or on a browser
 * started again, if it hangs in a call of the browser).
 */
async function runJourney(engine: Engine, journey: Journey, driver: EngineDriver, api: ApiWatch, moduleHost: string): Promise<{ restart: boolean }> {
  await withTimeout(driver.reset(), 30_000, 'a fresh visitor');
  api.take();
  const running = journey.run({ driver, moduleHost });
  try {
    await withTimeout(running, journeyTimeout, journey.name);
  } catch (error) {
    if (!(error instanceof TimedOut)) throw error;
    driver.cancel(`${journey.name}: cancelled, past its limit of ${journeyTimeout} ms`);
    const stopped = await settles(running, cancelGrace);
    throw Object.assign(error, { restart: !stopped });
  }
  const expected = journey.expectedApiErrors ?? [];
  const unexpected = [...(await driver.pageErrors()), ...api.take().filter((line) => !expected.some((pattern) => pattern.test(line)))];
  if (unexpected.length > 0) throw new Error(`${engine}: unexpected errors in the page or /api/ answers:\n  ${unexpected.join('\n  ')}`);
  return { restart: false };
}

/** The browser's own failure, not the form's: the page's frame detached under the driver, or the browser gone. */
const lostThePage = (message: string) => /detached Frame|Browser process exited|Target closed|no such frame/i.test(message);

async function runEngine(engine: Engine, list: Journey[]): Promise<EngineResult[]> {
  const index = engines.indexOf(engine);
  const engineStarted = Date.now();
  let driver: EngineDriver;
  let api: ApiWatch;
  const moduleHost = await startCdnHost({ port: port + 3 + index, pages: moduleHostPages });
  try {
    api = await startPreview(port + index);
    driver = await withTimeout(launch[engine](api.url), 90_000, `launch ${engine}`);
  } catch (error) {
    await moduleHost.close();
    const message = error instanceof Error ? error.message : String(error);
    console.log(`✘ ${engine}: the browser did not start: ${message}`);
    return list.map((journey) => ({ engine, journey: journey.name, status: 'failed', durationMs: 0, error: message }));
  }
  const engineResults: EngineResult[] = [];
  try {
    for (let at = 0, lost: string | undefined; at < list.length; at += 1) {
      const journey = list[at]!;
      const journeyStarted = Date.now();
      try {
        await runJourney(engine, journey, driver, api, moduleHost.url);
        engineResults.push({ engine, journey: journey.name, status: 'passed', durationMs: Date.now() - journeyStarted });
        console.log(`✓ ${engine} › ${journey.name} (${seconds(journeyStarted)})${lost ? ` after the browser lost its page once: ${lost}` : ''}`);
        lost = undefined;
      } catch (error) {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        if (!lost && lostThePage(message)) {
          // the browser lost the page under the journey (not the form: Firefox's BiDi on a loaded machine): once, the
          // journey runs again on a new browser, and its line says so
          lost = message.split('\n')[0]!;
          console.log(`↻ ${engine} › ${journey.name}: the browser lost its page (${lost}); again on a new browser`);
          await withTimeout(driver.close(), 20_000, `close ${engine}`).catch(() => undefined);
          driver = await withTimeout(launch[engine](api.url), 90_000, `launch ${engine} again`);
          at -= 1;
          continue;
        }
        lost = undefined;
        engineResults.push({ engine, journey: journey.name, status: 'failed', durationMs: Date.now() - journeyStarted, error: message });
        console.log(`✘ ${engine} › ${journey.name} (${seconds(journeyStarted)})\n    ${message.split('\n').slice(0, 6).join('\n    ')}`);
        if ((error as { restart?: boolean }).restart) {
          // the cancelled journey still holds the browser: the next one gets a new browser, not its leftovers
          await withTimeout(driver.close(), 20_000, `close ${engine}`).catch(() => undefined);
          driver = await withTimeout(launch[engine](api.url), 90_000, `launch ${engine} again`);
        }
      }
    }
  } finally {
    await withTimeout(driver.close(), 20_000, `close ${engine}`).catch(() => undefined);
    await moduleHost.close();
    await api.close();
  }
  console.log(`engines: ${engine} done (${seconds(engineStarted)})`);
  return engineResults;
}

const results: EngineResult[] = [];
try {
  if (!prebuilt) {
    build('build');
    // the first half of `npm run preview`: its build, served by one preview server per engine
    const previewBuild = spawnSync('npx', ['vite', 'build', '--mode', 'preview'], { cwd: repository, stdio: ['ignore', 'ignore', 'inherit'], timeout: buildTimeout });
    if (previewBuild.status !== 0) throw new Error(`vite build --mode preview failed (exit ${previewBuild.status})`);
    console.log(`engines: built (${seconds(started)})`);
  }
  for (const engineResults of await Promise.all(selected.map((engine) => runEngine(engine, chosen)))) results.push(...engineResults);
} catch (error) {
  console.error(`engines: ${error instanceof Error ? error.message : String(error)}`);
  results.push({ engine: selected[0]!, journey: 'set-up', status: 'failed', durationMs: Date.now() - started, error: String(error) });
} finally {
  stopServers();
}

const passed = results.filter((result) => result.status === 'passed').length;
const failed = results.length - passed;
mkdirSync(resolve(repository, '.vitest-reports'), { recursive: true });
writeFileSync(resolve(repository, '.vitest-reports/engines.json'), `${JSON.stringify({ engines: selected, passed, failed, durationMs: Date.now() - started, results }, null, 2)}\n`);
console.log(`engines: ${selected.join(', ')} in ${seconds(started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
