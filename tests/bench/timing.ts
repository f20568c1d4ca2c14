/**
 * Times the floor page and the production demo page in Chromium at 4x CPU throttle, a fresh context per load:
 * the element's first text, the settled plan list, and the API round trips before it.
 */
import type { Browser, Page } from '@playwright/test';
import { kb } from './budget.ts';
import { gzipBytes } from './sizes.ts';
import { installProbe, planListButtons, readProbe, type ProbeOptions, type ProbeResult } from './pageProbe.ts';
import type { ServedPreview } from './previewServer.ts';
import { median, ratio, waveCount, wavesOf } from './statistics.ts';
import { cpuThrottle, throttledPage } from './throttledPage.ts';

const loadTimeout = 60_000;

async function load(page: Page, url: string, probe: ProbeOptions): Promise<ProbeResult> {
  await page.addInitScript(installProbe, probe);
  await page.goto(url);
  await page.waitForFunction(
    (waitForPlanList) => {
      const bench = window.orderFormBench;
      return bench !== undefined && bench.firstText !== null && (!waitForPlanList || bench.planListSettled !== null);
    },
    probe.planListButtons !== null,
    { timeout: loadTimeout },
  );
  return page.evaluate(readProbe);
}

interface ElementRun {
  firstText: number;
  planListSettled: number;
  api: Array<{ method: string; path: string; start: number; end: number; wave: number }>;
}

export async function measureTiming(browser: Browser, served: ServedPreview, runs: number) {
  const floorRuns: number[] = [];
  const elementRuns: ElementRun[] = [];
  const loadIn = async (which: 'floor' | 'element') => {
    const { context, page } = await throttledPage(browser);
    try {
      return which === 'floor'
        ? await load(page, served.baseUrl + served.floorPath, { element: 'order-form-floor', planListButtons: null })
        : await load(page, served.baseUrl + served.demoPath, { element: 'order-form', planListButtons });
    } finally {
      await context.close();
    }
  };
  // One load of each first, not counted: the first pages of a fresh browser and server are slower for both.
  await loadIn('floor');
  await loadIn('element');
  // Interleaved, so that a slow moment of the machine hits both pages alike.
  for (let run = 0; run < runs; run += 1) {
    floorRuns.push((await loadIn('floor')).firstText!);
    const result = await loadIn('element');
    const settled = result.planListSettled!;
    const api = wavesOf(result.api.filter((request) => request.start < settled));
    elementRuns.push({ firstText: result.firstText!, planListSettled: settled, api });
  }
  const round = (ms: number | null) => (ms === null ? null : Math.round(ms));
  const floorFirstText = median(floorRuns);
  const firstText = median(elementRuns.map((run) => run.firstText));
  const planListSettled = median(elementRuns.map((run) => run.planListSettled));
  const waves = median(elementRuns.map((run) => waveCount(run.api)));
  // A wave is read from timing (a call started after another had answered), so show a run that has the median count.
  const typical = elementRuns.find((run) => waveCount(run.api) === waves) ?? elementRuns[0]!;
  return {
    runs,
    cpuThrottle,
    note: 'absolute times are for information only; ms since navigation start, median of fresh-context loads',
    floorFirstTextMs: round(floorFirstText),
    elementFirstTextMs: round(firstText),
    planListSettledMs: round(planListSettled),
    ratios: {
      firstTextToFloorFirstText: ratio(firstText, floorFirstText),
      planListSettledToFloorFirstText: ratio(planListSettled, floorFirstText),
    },
    demoPageFirstScreen: {
      files: [...served.demoFirstScreen],
      gzipKB: kb([...served.demoFirstScreen].reduce((sum, path) => sum + gzipBytes(served.demoChunks.get(path)!.code), 0)),
      note: 'the JS the timed page loads before any lazy chunk (the demo page build; the sizes above are the library build)',
    },
    apiBeforePlanList: {
      requests: median(elementRuns.map((run) => run.api.length)),
      waves,
      goalWaves: 2,
      typicalRun: typical.api.map((request) => `wave ${request.wave}: ${request.method} ${request.path}`),
    },
    samples: {
      floorFirstTextMs: floorRuns.map(round),
      elementFirstTextMs: elementRuns.map((run) => round(run.firstText)),
      planListSettledMs: elementRuns.map((run) => round(run.planListSettled)),
      apiRequests: elementRuns.map((run) => run.api.length),
      apiWaves: elementRuns.map((run) => waveCount(run.api)),
    },
  };
}
