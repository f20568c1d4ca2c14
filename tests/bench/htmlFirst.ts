/**
 * The first screen as the demo page serves it now, with the element's HTML rendered by order-form/server (DESIGN.md,
 * "The first screen in the HTML"), beside the floor in the same visitor-like browser (./visitorBrowser.ts) at the
 * bench's CPU throttle: a fresh context per load, the floor, the plan list (`/`) and a plan's page
 * (`/plans/VOIPPRIV/`) interleaved. The probe (./pageProbe.ts, `watch`) records per load:
 * - the screen shown: the plan list's cards, or the plan's first step with its heading and its fields (no skeleton);
 * - the text settled: the frame from which the shadow root's text is what it is once the page has settled (shown
 *   with the HTML, and kept through the element's take-over: a take-over that changed a text would move it there);
 * - the take-over: the element's module ran, its start-up ended on the HTML's answers, React's first commit over the
 *   HTML (from then a click is React's; a plan link clicked before is held and replayed);
 * - the layout shifts until the page settled (the element's take-over included).
 * On the plan list, once the page has settled (taken over, no request for `quietMs`), the plan is clicked as the
 * mouse clicks: the ms to its product step shown, as `stepMoves` times it.
 */
import { atMost, budgetRules, kb } from './budget.ts';
import { codeFilesFetched } from './loads.ts';
import { quietMs, settle } from './network.ts';
import { installProbe, planListButtons, planListTakesClicks, readProbe, type ProbeOptions, type ProbeResult, type Shift } from './pageProbe.ts';
import { ownStartUpCookie, type ServedPreview } from './previewServer.ts';
import { median, percentile, ratio } from './statistics.ts';
import { chooseButtonOf, timedMove, type Move } from './stepMoves.ts';
import { takeOverOf, worstShift, type TakeOver } from './takeOver.ts';
import { cpuThrottle } from './throttledPage.ts';
import { launchVisitorBrowser, type VisitorBrowser } from './visitorBrowser.ts';

const plan = 'VOIPPRIV';
const planPagePath = `/plans/${plan}/`;
const viewport = { width: 1280, height: 900 };
const firstStepFrame = '[part="step-frame"][data-step="product"]';

type Which = 'planList' | 'planPage';

interface Load extends TakeOver {
  layoutShift: number;
  shifts: Shift[];
  textChanges: number;
  lastTextChange: ProbeResult['lastTextChange'];
  /** the document's first and last byte: the server renders the page per request */
  documentStart: number | null;
  documentEnd: number | null;
  firstContentfulPaint: number | null;
  /** the build's JS and CSS fetched before the take-over, gzip -9 */
  gzipBytes: number;
  files: string[];
  /** the calls to the API before the take-over (the HTML holds the start-up's answers: the visitor's session alone) */
  api: string[];
  /** the plan clicked once the plan list had settled (the plan list only) */
  click?: Move;
}

async function floorLoad(browser: VisitorBrowser, served: ServedPreview): Promise<{ firstText: number; documentEnd: number | null }> {
  const page = await browser.newPage({ cpuThrottle, viewport });
  try {
    await page.addInitScript(installProbe, { element: 'order-form-floor', planListButtons: null, holdIdle: true });
    const tracker = page.trackRequests();
    await page.goto(served.baseUrl + served.floorPath);
    await settle(page, tracker, () => page.evaluate(() => window.orderFormBench?.firstText != null));
    tracker.stop();
    const result = await page.evaluate(readProbe);
    return { firstText: result.firstText!, documentEnd: result.documentResponse?.end ?? null };
  } finally {
    await page.close();
  }
}

async function htmlFirstLoad(browser: VisitorBrowser, served: ServedPreview, which: Which, click: boolean): Promise<Load> {
  const page = await browser.newPage({ cpuThrottle, viewport });
  try {
    const probe: ProbeOptions = {
      element: 'order-form',
      planListButtons: which === 'planList' ? planListButtons : null,
      // the plan list's idle prefetch is not the first screen (as in firstScreenAsLoaded)
      holdIdle: true,
      watch: true,
      stepFrame: which === 'planPage' ? firstStepFrame : null,
    };
    await page.addInitScript(installProbe, probe);
    const tracker = page.trackRequests();
    await page.goto(served.baseUrl + (which === 'planList' ? served.demoPath : planPagePath));
    await settle(page, tracker, () =>
      page.evaluate((list) => {
        const bench = window.orderFormBench;
        return bench !== undefined && bench.takenOver !== null && (list ? bench.cardsShown : bench.stepShown) !== null;
      }, which === 'planList'),
    );
    const result: ProbeResult = await page.evaluate(readProbe);
    const moments = takeOverOf({ ...result, shown: which === 'planList' ? result.cardsShown : result.stepShown });
    if ('missing' in moments) throw new Error(`${which}: the probe saw no ${moments.missing.join(', ')}`);
    const counted = codeFilesFetched(result.resources, { origin: served.baseUrl, until: moments.takenOver, gzipOf: served.gzipOfFile, hostPageFiles: served.hostPageFiles });
    const load: Load = {
      ...moments,
      layoutShift: result.layoutShift,
      shifts: result.shifts,
      textChanges: result.textChanges,
      lastTextChange: result.lastTextChange,
      documentStart: result.documentResponse?.start ?? null,
      documentEnd: result.documentResponse?.end ?? null,
      firstContentfulPaint: result.firstContentfulPaint,
      gzipBytes: counted.gzipBytes,
      files: counted.files.map((file) => file.path),
      api: result.api.filter((call) => call.start <= moments.takenOver).map((call) => `${call.method} ${call.path}`),
    };
    if (click) {
      const choose = await page.evaluate(chooseButtonOf, plan);
      load.click = await timedMove(page, tracker, served, 'product', () => page.click(choose.x, choose.y));
    }
    tracker.stop();
    return load;
  } finally {
    await page.close();
  }
}

/**
 * The same click on the element's own start-up (the `demo_first_screen=off` cookie), the moment its plan list has
 * settled: what the click cost before the HTML-first page, measured in the same run (stepMoves' cold click was this
 * one before it moved to the HTML-first page).
 */
async function ownStartUpClick(browser: VisitorBrowser, served: ServedPreview): Promise<Move> {
  const page = await browser.newPage({ cpuThrottle, viewport, cookies: [{ ...ownStartUpCookie, url: served.baseUrl }] });
  try {
    await page.addInitScript(installProbe, { element: 'order-form', planListButtons, holdIdle: true });
    const tracker = page.trackRequests();
    await page.goto(served.baseUrl + served.demoPath);
    await settle(page, tracker, () => page.evaluate(planListTakesClicks));
    const choose = await page.evaluate(chooseButtonOf, plan);
    const move = await timedMove(page, tracker, served, 'product', () => page.click(choose.x, choose.y));
    tracker.stop();
    return move;
  } finally {
    await page.close();
  }
}

const round = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : Math.round(ms));

export async function measureHtmlFirst(served: ServedPreview, runs: number) {
  const browser = await launchVisitorBrowser();
  const floor: Array<{ firstText: number; documentEnd: number | null }> = [];
  const loads: Record<Which, Load[]> = { planList: [], planPage: [] };
  const ownStartUpClicks: Move[] = [];
  try {
    // one of each first, not counted: the first pages of a fresh browser and server are slower
    await floorLoad(browser, served);
    await htmlFirstLoad(browser, served, 'planList', true);
    await htmlFirstLoad(browser, served, 'planPage', false);
    await ownStartUpClick(browser, served);
    for (let run = 0; run < runs; run += 1) {
      floor.push(await floorLoad(browser, served));
      loads.planList.push(await htmlFirstLoad(browser, served, 'planList', true));
      loads.planPage.push(await htmlFirstLoad(browser, served, 'planPage', false));
      // a third as many: a comparison, not a budget
      if (run % 3 === 0) ownStartUpClicks.push(await ownStartUpClick(browser, served));
    }
  } finally {
    await browser.close();
  }
  const floorFirstText = median(floor.map((load) => load.firstText));
  const medianOf = (which: Which, moment: (load: Load) => number | null) => median(loads[which].map(moment).filter((value): value is number => value !== null));
  const toFloor = (which: Which, moment: (load: Load) => number) => ratio(medianOf(which, moment), floorFirstText);
  const page = (which: Which) => {
    const samples = loads[which];
    const typical = [...samples].sort((a, b) => a.takenOver - b.takenOver)[Math.floor(samples.length / 2)];
    const changed = samples.filter((load) => load.lastTextChange !== null);
    return {
      documentFirstByteMs: round(medianOf(which, (load) => load.documentStart)),
      documentLastByteMs: round(medianOf(which, (load) => load.documentEnd)),
      shownMs: round(medianOf(which, (load) => load.shown)),
      textSettledMs: round(medianOf(which, (load) => load.textSettled)),
      quietMs: round(medianOf(which, (load) => load.quiet)),
      firstContentfulPaintMs: round(medianOf(which, (load) => load.firstContentfulPaint)),
      takeOver: {
        moduleRanMs: round(medianOf(which, (load) => load.moduleRan)),
        startUpEndedMs: round(medianOf(which, (load) => load.startUpEnded)),
        takenOverMs: round(medianOf(which, (load) => load.takenOver)),
        gzipKB: kb(medianOf(which, (load) => load.gzipBytes) ?? 0),
        files: typical?.files ?? [],
        apiCalls: typical?.api ?? [],
      },
      textChangesAfterFirstText: Math.max(0, ...samples.map((load) => load.textChanges)),
      // the last change of the median load among those that changed: what a visitor saw change, and when
      lastTextChange: changed.sort((a, b) => a.textSettled - b.textSettled)[Math.floor(changed.length / 2)]?.lastTextChange ?? null,
      layoutShift: atMost(worstShift(samples.map((load) => load.layoutShift)), budgetRules.takeOverLayoutShift),
      samples: {
        shownMs: samples.map((load) => round(load.shown)),
        textSettledMs: samples.map((load) => round(load.textSettled)),
        takenOverMs: samples.map((load) => round(load.takenOver)),
        layoutShift: samples.map((load) => Math.round(load.layoutShift * 10_000) / 10_000),
      },
      // where the worst load's shifts came from (ms since navigation, score, the boxes that moved)
      worstLoadShifts: [...samples].sort((a, b) => b.layoutShift - a.layoutShift)[0]?.shifts.map((shift) => ({ ...shift, at: round(shift.at), value: Math.round(shift.value * 10_000) / 10_000 })) ?? [],
    };
  };
  const clicks = loads.planList.map((load) => load.click).filter((move): move is Move => move !== undefined);
  const clickShown = clicks.map((move) => move.shownMs);
  const typicalClick = [...clicks].sort((a, b) => a.shownMs - b.shownMs)[Math.floor(clicks.length / 2)];
  return {
    runs,
    cpuThrottle,
    counts:
      `times in ms since navigation, medians over fresh-context loads interleaved with the floor's; shown: the plan list's cards (${planListButtons}) or ` +
      `the plan's first step (${firstStepFrame} with its heading and fields, no skeleton) in a frame; textSettled: the frame from which the shadow root's text ` +
      "stayed what it is once the page settled (the take-over included); quiet: shown and no request in flight for " +
      `${quietMs} ms, as firstScreenAsLoaded counts "settled" (the module and its calls included); takenOverMs: React's first commit over the HTML, ` +
      "from which a click is React's; layoutShift: the worst load's sum of layout shifts until the page settled",
    floor: {
      firstTextMs: round(floorFirstText),
      documentLastByteMs: round(median(floor.map((load) => load.documentEnd).filter((end): end is number => end !== null))),
      samples: floor.map((load) => round(load.firstText)),
    },
    planList: page('planList'),
    planPage: { path: planPagePath, ...page('planPage') },
    planListTextSettledToFloorFirstText: atMost(toFloor('planList', (load) => load.textSettled), budgetRules.htmlFirstTextSettledRatio),
    planPageFirstStepToFloorFirstText: atMost(toFloor('planPage', (load) => load.shown), budgetRules.htmlFirstTextSettledRatio),
    planListShownToFloorFirstText: toFloor('planList', (load) => load.shown),
    planPageTextSettledToFloorFirstText: toFloor('planPage', (load) => load.textSettled),
    planListQuietToFloorFirstText: toFloor('planList', (load) => load.quiet),
    takesAClick: {
      counts: "ms from navigation to React's first commit over the plan list's HTML (before it, a plan link's click is held and replayed), and its ratio to the floor's first text",
      ms: round(medianOf('planList', (load) => load.takenOver)),
      toFloorFirstText: atMost(toFloor('planList', (load) => load.takenOver), budgetRules.takeOverRatio),
      planPageMs: round(medianOf('planPage', (load) => load.takenOver)),
    },
    clickAfterTakeOver: {
      counts:
        'the plan clicked (as the mouse clicks) once the plan list had settled and been taken over, nothing of its flow fetched before: ' +
        'ms from the click to its product step shown (heading, own screen), as stepMoves.planToFirstStepCold times it',
      p50Ms: round(median(clickShown)),
      p95Ms: atMost(round(percentile(clickShown, 95)), budgetRules.stepMoveP95Ms),
      headingP50Ms: round(median(clicks.map((move) => move.headingMs))),
      requestsAfterClick: Math.max(0, ...clicks.map((move) => move.requests.length)),
      requests: typicalClick?.requests ?? [],
      samplesMs: clickShown.map(round),
      ownStartUp: {
        counts: "the same click on the element's own start-up (demo_first_screen=off), the moment its plan list settled, in the same run: the click before the HTML-first page",
        p50Ms: round(median(ownStartUpClicks.map((move) => move.shownMs))),
        p95Ms: round(percentile(ownStartUpClicks.map((move) => move.shownMs), 95)),
        samplesMs: ownStartUpClicks.map((move) => round(move.shownMs)),
      },
    },
  };
}
