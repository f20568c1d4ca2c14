/**
 * From the settled plan list of the production demo page: which JS files each route requests after the first
 * screen, and whether the lazy chunks a route runs were already fetched before the visitor clicked (the idle
 * and pointer-over prefetch). "Runs" is read from V8's call counts, so no chunk name is assumed.
 */
import type { Browser, CDPSession, Page, Request } from '@playwright/test';
import { kb } from './budget.ts';
import { contentsOf } from './chunks.ts';
import { installProbe, type ProbeOptions } from './pageProbe.ts';
import type { ServedPreview } from './previewServer.ts';
import { gzipBytes } from './sizes.ts';
import { throttledPage } from './throttledPage.ts';

const planListButtons = '[data-plan] button';
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

async function routeLabel(page: Page): Promise<string> {
  const { pathname } = new URL(page.url());
  const dialog = await page.locator('order-form').locator('[role="dialog"], dialog[open]').first().isVisible().catch(() => false);
  return dialog ? `${pathname} (dialog open)` : pathname;
}

export async function followPlan(browser: Browser, served: ServedPreview, plan: string) {
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
  const fileInfo = (path: string) => {
    const chunk = served.demoChunks.get(path);
    return { file: path, gzipKB: chunk ? kb(gzipBytes(chunk.code)) : null, contents: chunk ? contentsOf(chunk.moduleIds, served.root) : [] };
  };
  const filesOf = (...phases: Phase[]) => requested.filter((entry) => phases.includes(entry.phase)).map((entry) => entry.path);
  const lazy = (paths: Iterable<string>) => [...paths].filter((path) => !served.demoFirstScreen.has(path));

  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    const probe: ProbeOptions = { element: 'order-form', planListButtons };
    await page.addInitScript(installProbe, probe);
    await page.goto(served.baseUrl + served.demoPath);
    await page.waitForFunction(() => window.orderFormBench?.planListSettled != null, undefined, { timeout: 60_000 });
    phase = 'plan list idle';
    await settle(page, () => inFlight);
    phase = 'pointer on the choose button';
    const choose = page.locator(`[data-plan="${plan}"] button`).first();
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
        requestedGzipKB: kb(filesOf(action).reduce((sum, path) => sum + gzipBytes(served.demoChunks.get(path)?.code ?? ''), 0)),
        lazyChunksRun: ran.map((path) => ({ ...fileInfo(path), fetchedBeforeClick: fetchedBefore.has(path) })),
      });
      const next = page.locator('order-form [part="step-actions"] button').last();
      if (!moved && step > 0) break;
      if (!(await next.isVisible().catch(() => false))) break;
      action = `next from ${new URL(page.url()).pathname}`;
      phase = action;
      before = page.url();
      fetchedBefore = new Set(requested.map((entry) => entry.path));
      await next.click();
    }
    const first = routes[0]!;
    return {
      plan,
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
