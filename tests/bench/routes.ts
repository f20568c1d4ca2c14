/**
 * From the settled plan list of the production demo page: which JS files each route requests after the first
 * screen, and whether the lazy chunks a route runs were already fetched before the visitor clicked (the idle
 * and pointer-over prefetch). "Runs" is read from V8's call counts, so no chunk name is assumed.
 * From each step the visitor answers every radio question with its first choice and goes on; the walk ends
 * where a step needs more than that (typed fields), or after a few steps.
 */
import type { Browser, BrowserContext, CDPSession, Page, Request } from '@playwright/test';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/api/http.ts';
import { kb } from './budget.ts';
import { contentsOf } from './chunks.ts';
import { installProbe, planListButtons, planListTakesClicks, type ProbeOptions } from './pageProbe.ts';
import type { ServedPreview } from './previewServer.ts';
import { gzipBytes } from './sizes.ts';
import { throttledPage } from './throttledPage.ts';

/** how long the visitor reads the plan list, then rests the pointer on the choose button, before clicking */
const quietMs = 1500;
const hoverMs = 300;
const maxSteps = 6;

type Phase = string;

interface Coverage {
  result: Array<{ url: string; functions: Array<{ ranges: Array<{ count: number }> }> }>;
}

/** Network quiet for `quietMs` (no request in flight), or `maxMs` passed. */
async function settle(page: Page, inFlight: () => number, maxMs = 20_000): Promise<void> {
  const until = Date.now() + maxMs;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(100);
  }
}

/** JS files of our build that ran (any function called) since the last call. */
async function ranSince(cdp: CDPSession, served: ServedPreview): Promise<Set<string>> {
  const coverage = (await cdp.send('Profiler.takePreciseCoverage')) as unknown as Coverage;
  const ran = new Set<string>();
  for (const script of coverage.result) {
    if (!script.url.startsWith(served.baseUrl)) continue;
    const path = new URL(script.url).pathname;
    if (served.demoChunks.has(path) && script.functions.some((fn) => (fn.ranges[0]?.count ?? 0) > 0)) ran.add(path);
  }
  return ran;
}

/** Picks the first choice of every radio question of the step that has none picked, until none is left. */
async function answerRadioQuestions(page: Page): Promise<void> {
  const radios = page.locator('order-form [part="step-frame"] input[type="radio"]:not([disabled])');
  for (let round = 0; round < 5; round += 1) {
    const unanswered = await radios.evaluateAll((inputs) => {
      const all = inputs as HTMLInputElement[];
      const names = [...new Set(all.map((input) => input.name))].filter((name) => !all.some((input) => input.name === name && input.checked));
      return names.map((name) => all.findIndex((input) => input.name === name));
    });
    if (unanswered.length === 0) return;
    for (const index of unanswered) await radios.nth(index).check({ force: true });
  }
}

/** A demo session whose address is checked (as after the address-check modal), so a TAL plan opens its steps. */
export async function checkAddressInSession(context: BrowserContext, baseUrl: string): Promise<void> {
  const xsrf = (await context.cookies(baseUrl)).find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
  const orderAddress = { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE' };
  const response = await context.request.put(`${baseUrl}/api/order`, { data: { orderAddress }, headers: { [XSRF_HEADER]: xsrf } });
  if (!response.ok()) throw new Error(`PUT /api/order for the checked address: ${response.status()}`);
}

async function routeLabel(page: Page): Promise<string> {
  const { pathname } = new URL(page.url());
  const dialog = await page.locator('order-form').locator('[role="dialog"], dialog[open]').first().isVisible().catch(() => false);
  return dialog ? `${pathname} (dialog open)` : pathname;
}

export interface Visit {
  plan: string;
  /** the demo session's address is checked before the click (a TAL plan then opens its first step) */
  addressChecked?: boolean;
}

export async function followPlan(browser: Browser, served: ServedPreview, { plan, addressChecked = false }: Visit) {
  const { context, page, cdp } = await throttledPage(browser);
  const requested: Array<{ path: string; phase: Phase }> = [];
  const apiCalls: Array<{ call: string; phase: Phase }> = [];
  let phase: Phase = 'load';
  let inFlight = 0;
  const done = () => {
    inFlight -= 1;
  };
  page.on('request', (request: Request) => {
    inFlight += 1;
    const url = new URL(request.url());
    if (url.origin !== served.baseUrl) return;
    if (url.pathname.endsWith('.js')) requested.push({ path: url.pathname, phase });
    if (url.pathname.startsWith('/api/')) apiCalls.push({ call: `${request.method()} ${url.pathname}`, phase });
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const gzipOf = (path: string) => gzipBytes(served.demoChunks.get(path)?.code ?? '');
  const fileInfo = (path: string) => ({
    file: path,
    gzipKB: kb(gzipOf(path)),
    contents: contentsOf(served.demoChunks.get(path)?.moduleIds ?? [], served.root),
  });
  const filesOf = (...phases: Phase[]) => requested.filter((entry) => phases.includes(entry.phase)).map((entry) => entry.path);
  const lazy = (paths: Iterable<string>) => [...paths].filter((path) => !served.demoFirstScreen.has(path));

  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    const probe: ProbeOptions = { element: 'order-form', planListButtons, holdIdle: false };
    await page.addInitScript(installProbe, probe);
    await page.goto(served.baseUrl + served.demoPath);
    await page.waitForFunction(planListTakesClicks, undefined, { timeout: 60_000 });
    if (addressChecked) await checkAddressInSession(context, served.baseUrl);
    phase = 'plan list idle';
    await settle(page, () => inFlight);
    phase = 'pointer on the choose button';
    const choose = page.locator(`[data-plan="${plan}"] a[href]`).first();
    await choose.hover();
    await page.waitForTimeout(hoverMs);
    await ranSince(cdp, served);

    const routes = [];
    let action = `choose ${plan}`;
    phase = action;
    let before = page.url();
    let fetchedBefore = new Set(requested.map((entry) => entry.path));
    await choose.click();
    for (let step = 0; step <= maxSteps; step += 1) {
      await page.waitForURL((url) => url.href !== before, { timeout: 5_000 }).catch(() => undefined);
      await settle(page, () => inFlight);
      const ran = lazy(await ranSince(cdp, served));
      const moved = page.url() !== before;
      routes.push({
        action,
        route: await routeLabel(page),
        moved,
        apiCalls: apiCalls.filter((entry) => entry.phase === action).map((entry) => entry.call),
        requested: filesOf(action).map(fileInfo),
        requestedGzipKB: kb(filesOf(action).reduce((sum, path) => sum + gzipOf(path), 0)),
        lazyChunksRun: ran.map((path) => ({ ...fileInfo(path), fetchedBeforeClick: fetchedBefore.has(path) })),
      });
      const next = page.locator('order-form [part="step-actions"] button').last();
      if (!moved && step > 0) break;
      if (!(await next.isVisible().catch(() => false))) break;
      action = `answer the radio questions, next from ${new URL(page.url()).pathname}`;
      phase = action;
      before = page.url();
      fetchedBefore = new Set(requested.map((entry) => entry.path));
      await answerRadioQuestions(page);
      await next.click();
    }
    const first = routes[0]!;
    return {
      plan,
      addressChecked,
      lazyFetchedWithFirstScreen: lazy(filesOf('load')).map(fileInfo),
      prefetchedOnPlanListIdle: lazy(filesOf('plan list idle')).map(fileInfo),
      prefetchedOnPointer: lazy(filesOf('pointer on the choose button')).map(fileInfo),
      // null: the first route ran no lazy chunk (all it needs came with the first screen)
      firstRouteLazyChunksFetchedBeforeClick: first.lazyChunksRun.length === 0 ? null : first.lazyChunksRun.every((chunk) => chunk.fetchedBeforeClick),
      routes,
    };
  } finally {
    await context.close();
  }
}
