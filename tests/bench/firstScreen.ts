/**
 * The element's own start-up (the demo page with the `demo_first_screen=off` cookie: the empty element, as a host
 * without a server serves it; ./htmlFirst.ts measures the page with its first screen in the HTML).
 * The first screen as the browser loads it: the floor page and the production demo page in Chromium at the bench's
 * CPU throttle, a fresh context per load, interleaved, driven as a visitor's browser runs them
 * (./visitorBrowser.ts: no DevTools Runtime domain, whose stack traces cost the start-up of a larger file more).
 * Counted: every JS and CSS file of the build the page fetched before it settled (static and dynamic imports
 * alike), gzip -9 of each file as built; the element's first text; the plan list settled (its cards there and no
 * request in flight for `quietMs`); the API round trips before it. The floor is the bare React element (floor.tsx),
 * settled at its first text the same way. The plan list's idle prefetch (what a plan's flow needs) is held until
 * the count is taken: it is not the first screen, and `routes` lists it.
 */
import { atMost, budgetRules, firstScreenBudgetKB, kb } from './budget.ts';
import { codeFilesFetched, settledAt, type CodeFile } from './loads.ts';
import { quietMs, settle } from './network.ts';
import { planListAfterFirstText } from './planListPath.ts';
import { installProbe, planListButtons, readProbe, type ProbeOptions } from './pageProbe.ts';
import { ownStartUpCookie, type ServedPreview } from './previewServer.ts';
import { median, ratio, waveCount, wavesOf } from './statistics.ts';
import { cpuThrottle } from './throttledPage.ts';
import { launchVisitorBrowser, type VisitorBrowser } from './visitorBrowser.ts';

interface Load {
  firstText: number;
  settled: number;
  files: CodeFile[];
  gzipBytes: number;
  hostPage: string[];
  api: Array<{ method: string; path: string; start: number; end: number; wave: number }>;
}

async function load(browser: VisitorBrowser, served: ServedPreview, which: 'floor' | 'element'): Promise<Load> {
  // the element's own start-up (the demo page as a host without a server serves it): htmlFirst measures the other
  const cookies = [{ ...ownStartUpCookie, url: served.baseUrl }];
  const page = await browser.newPage({ cpuThrottle, viewport: { width: 1280, height: 900 }, cookies });
  try {
    const probe: ProbeOptions =
      which === 'floor'
        ? { element: 'order-form-floor', planListButtons: null, holdIdle: true }
        : { element: 'order-form', planListButtons, holdIdle: true };
    await page.addInitScript(installProbe, probe);
    const tracker = page.trackRequests();
    await page.goto(served.baseUrl + (which === 'floor' ? served.floorPath : served.demoPath));
    await settle(page, tracker, () =>
      page.evaluate((floor) => {
        const bench = window.orderFormBench;
        return bench !== undefined && bench.firstText !== null && (floor || bench.cardsShown !== null);
      }, which === 'floor'),
    );
    tracker.stop();
    const result = await page.evaluate(readProbe);
    const ready = which === 'floor' ? result.firstText! : result.cardsShown!;
    const settled = settledAt(ready, result.resources);
    const counted = codeFilesFetched(result.resources, {
      origin: served.baseUrl,
      until: settled,
      gzipOf: served.gzipOfFile,
      hostPageFiles: served.hostPageFiles,
    });
    return { firstText: result.firstText!, settled, ...counted, api: wavesOf(result.api.filter((request) => request.start <= settled)) };
  } finally {
    await page.close();
  }
}

const round = (ms: number | null) => (ms === null ? null : Math.round(ms));

export async function measureFirstScreen(served: ServedPreview, runs: number) {
  const browser = await launchVisitorBrowser();
  const floorRuns: Load[] = [];
  const elementRuns: Load[] = [];
  try {
    // One load of each first, not counted: the first pages of a fresh browser and server are slower for both.
    await load(browser, served, 'floor');
    await load(browser, served, 'element');
    // Interleaved, so that a slow moment of the machine hits both pages alike.
    for (let run = 0; run < runs; run += 1) {
      floorRuns.push(await load(browser, served, 'floor'));
      elementRuns.push(await load(browser, served, 'element'));
    }
  } finally {
    await browser.close();
  }
  const floorGzip = median(floorRuns.map((run) => run.gzipBytes))!;
  const gzip = median(elementRuns.map((run) => run.gzipBytes))!;
  const floorFirstText = median(floorRuns.map((run) => run.firstText));
  const firstText = median(elementRuns.map((run) => run.firstText));
  const planListSettled = median(elementRuns.map((run) => run.settled));
  const waves = median(elementRuns.map((run) => waveCount(run.api)));
  const afterFirstText = elementRuns.map(planListAfterFirstText);
  const medianOf = (part: keyof (typeof afterFirstText)[number]) => round(median(afterFirstText.map((split) => split[part])));
  // the run whose bytes are the median's, for its file list; a wave is read from timing, so a run with the median count
  const typical = elementRuns.find((run) => run.gzipBytes === gzip) ?? elementRuns[0]!;
  const typicalWaves = elementRuns.find((run) => waveCount(run.api) === waves) ?? elementRuns[0]!;
  const files = (run: Load) => run.files.map((file) => ({ file: file.path, gzipKB: kb(file.gzipBytes), startMs: round(file.start), endMs: round(file.end) }));
  return {
    runs,
    cpuThrottle,
    counts:
      'every JS and CSS file of the production build fetched before the page settled (static and dynamic imports), gzip -9 of each file as built; ' +
      `settled: the plan list's cards shown (the floor: its first text) and no request in flight for ${quietMs} ms; ` +
      "times in ms since navigation, medians of fresh-context loads; the plan list's idle prefetch is held until then (see routes)",
    floor: {
      description: 'React 19 + r2wc rendering one div (tests/bench/floor.tsx), built and loaded the same way',
      gzipKB: kb(floorGzip),
      files: median(floorRuns.map((run) => run.files.length)),
      firstTextMs: round(floorFirstText),
    },
    element: {
      gzipKB: kb(gzip),
      files: median(elementRuns.map((run) => run.files.length)),
      firstTextMs: round(firstText),
      planListSettledMs: round(planListSettled),
    },
    gzipKB: atMost(kb(gzip), firstScreenBudgetKB(floorGzip)),
    overFloorKB: atMost(kb(gzip - floorGzip), budgetRules.firstScreenOverFloorKB),
    ratioToFloor: atMost(ratio(gzip, floorGzip), budgetRules.firstScreenRatio),
    firstTextToFloorFirstText: atMost(ratio(firstText, floorFirstText), budgetRules.firstTextRatio),
    planListSettledToFloorFirstText: atMost(ratio(planListSettled, floorFirstText), budgetRules.planListSettledRatio),
    apiWaves: atMost(waves, budgetRules.apiWaves),
    planListAfterFirstText: {
      counts:
        "the element's first text to the plan list settled (medians), split into time with a call to the API in flight and " +
        "time without (the page's own work); budgetLeavesMs: what the plan list's budget leaves after the element's first text",
      totalMs: medianOf('total'),
      apiInFlightMs: medianOf('apiInFlight'),
      noCallInFlightMs: medianOf('noCallInFlight'),
      budgetLeavesMs: floorFirstText === null || firstText === null ? null : round(budgetRules.planListSettledRatio * floorFirstText - firstText),
    },
    fetched: files(typical),
    floorFetched: files(floorRuns[0]!),
    hostPageFilesNotCounted: typical.hostPage,
    apiBeforePlanList: typicalWaves.api.map((request) => `wave ${request.wave}: ${request.method} ${request.path} (${round(request.start)}-${round(request.end)} ms)`),
    samples: {
      floorFirstTextMs: floorRuns.map((run) => round(run.firstText)),
      elementFirstTextMs: elementRuns.map((run) => round(run.firstText)),
      planListSettledMs: elementRuns.map((run) => round(run.settled)),
      gzipKB: elementRuns.map((run) => kb(run.gzipBytes)),
      apiWaves: elementRuns.map((run) => waveCount(run.api)),
    },
  };
}
