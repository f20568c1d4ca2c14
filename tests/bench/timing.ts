/**
 * Times the floor page and the production demo page in Chromium at 4x CPU throttle, a fresh context per load:
 * the element's first text, the settled plan list, and the API round trips before it.
 */
import type { Browser, Page } from '@playwright/test';
import { installProbe, readProbe, type ProbeOptions, type ProbeResult } from './pageProbe.ts';
import type { ServedPreview } from './previewServer.ts';
import { median, ratio, waveCount, wavesOf } from './statistics.ts';
import { cpuThrottle, throttledPage } from './throttledPage.ts';

const planListButtons = '[data-plan] button';
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
  // Interleaved, so that a slow moment of the machine hits both pages alike.
  for (let run = 0; run < runs; run += 1) {
    for (const which of ['floor', 'element'] as const) {
      const { context, page } = await throttledPage(browser);
      try {
        if (which === 'floor') {
          const result = await load(page, served.baseUrl + served.floorPath, { element: 'order-form-floor', planListButtons: null });
          floorRuns.push(result.firstText!);
        } else {
          const result = await load(page, served.baseUrl + served.demoPath, { element: 'order-form', planListButtons });
          const settled = result.planListSettled!;
          const api = wavesOf(result.api.filter((request) => request.start < settled));
          elementRuns.push({ firstText: result.firstText!, planListSettled: settled, api });
        }
      } finally {
        await context.close();
      }
    }
  }
  const round = (ms: number | null) => (ms === null ? null : Math.round(ms));
  const floorFirstText = median(floorRuns);
  const firstText = median(elementRuns.map((run) => run.firstText));
  const planListSettled = median(elementRuns.map((run) => run.planListSettled));
  const typical = elementRuns[0]!;
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
    apiBeforePlanList: {
      requests: median(elementRuns.map((run) => run.api.length)),
      waves: median(elementRuns.map((run) => waveCount(run.api))),
      goalWaves: 2,
      firstRun: typical.api.map((request) => `wave ${request.wave}: ${request.method} ${request.path}`),
    },
    samples: {
      floorFirstTextMs: floorRuns.map(round),
      elementFirstTextMs: elementRuns.map((run) => round(run.firstText)),
      planListSettledMs: elementRuns.map((run) => round(run.planListSettled)),
    },
  };
}
