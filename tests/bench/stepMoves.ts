/**
 * Moving between steps in the production demo at the bench's CPU throttle: from the click (on a plan's choose
 * button in the plan list, or on "next") to the next step shown, its heading with its own screen (no loading
 * skeleton), and the requests made after the click (URL, start and end from the click, in the critical chain or
 * beside it). VOIPPRIV from the plan list: product, customer, account, confirm.
 *
 * Two ways to the plan's first step:
 * - `planToFirstStep`: as a visitor does it: the plan list settles, its idle prefetch runs and settles, the pointer
 *   rests on the choose button, then the click;
 * - `planToFirstStepCold`: the click the moment the plan list has settled, the idle prefetch held: nothing of
 *   the plan's flow fetched before the pointer arrives. Its requests up to the settled step are the budget's
 *   "first step of a plan".
 * The data a step needs is entered without throttle; each click and what follows it run at the throttle.
 *
 * The cold click needs nothing typed, so it runs in the visitor-like browser of the first screen
 * (./visitorBrowser.ts: no DevTools Runtime domain, the click sent as the mouse sends it), where a plan's flow is
 * evaluated as a visitor's browser evaluates it. The visits that enter data need Playwright. The same cold click
 * measured 2026-11-27, 20 each, with Playwright: p50 243, p95 338 ms; in the visitor-like browser: p50 215, p95 261 ms.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { atMost, budgetRules, kb } from './budget.ts';
import { criticalChain } from './loads.ts';
import { settle, trackRequests, type RequestTracker } from './network.ts';
import { installProbe, planListButtons, planListTakesClicks } from './pageProbe.ts';
import type { ServedPreview } from './previewServer.ts';
import { median, percentile } from './statistics.ts';
import { cpuThrottle, throttledPage } from './throttledPage.ts';
import { launchVisitorBrowser, type VisitorBrowser, type VisitorPage } from './visitorBrowser.ts';

const plan = 'VOIPPRIV';
const wait = { timeout: 60_000 };
/** how long the pointer rests on the choose button before the click */
const hoverMs = 300;

export interface Move {
  /** click to the step's heading on screen */
  headingMs: number;
  /** click to the heading with the step's own screen (no skeleton) */
  shownMs: number;
  /** click to the last element added to or removed from the step's frame: its parts below the first screenful too */
  completeMs: number;
  requests: Array<{ url: string; startMs: number; endMs: number; critical: boolean; gzipKB: number | null }>;
}

declare global {
  interface Window {
    benchMove?: {
      pointerAt: number | null;
      clickAt: number | null;
      renderedAt: number | null;
      headingAt: number | null;
      shownAt: number | null;
      completeAt: number | null;
      stop: () => void;
    };
  }
}

/**
 * In the page: records the next click's time (and the pointer's arrival before it: the plan list fetches on
 * pointer-enter), the moment `step`'s screen is in the DOM (heading, no skeleton: what the requests it waited for
 * ended before), the frames in which it shows its heading, then its screen, and the last element added to or
 * removed from its frame (the parts a step renders after its first screenful, `AfterFirstPaint`).
 */
function armMove(step: string): void {
  window.benchMove?.stop();
  const move = {
    pointerAt: null as number | null,
    clickAt: null as number | null,
    renderedAt: null as number | null,
    headingAt: null as number | null,
    shownAt: null as number | null,
    completeAt: null as number | null,
    stop: () => observer.disconnect(),
  };
  window.benchMove = move;
  document.addEventListener('pointerover', (event) => (move.pointerAt ??= event.timeStamp), { capture: true, once: true });
  document.addEventListener('click', (event) => (move.clickAt ??= event.timeStamp), { capture: true, once: true });
  const root = document.querySelector('order-form')!.shadowRoot!;
  const frameOf = () => root.querySelector(`[part="step-frame"][data-step="${step}"]`);
  const isShown = (frame: Element | null) => frame?.querySelector('h1') && !frame.querySelector('[data-placeholder="step-loading"]');
  const observer = new MutationObserver((records) => {
    if (move.clickAt === null) return;
    const frame = frameOf();
    if (frame && records.some((record) => record.type === 'childList' && frame.contains(record.target))) move.completeAt = performance.now();
    if (move.renderedAt === null && isShown(frame)) move.renderedAt = performance.now();
  });
  observer.observe(root, { childList: true, subtree: true });
  const tick = () => {
    const frame = frameOf();
    const now = performance.now();
    if (move.clickAt !== null && frame?.querySelector('h1')) {
      move.headingAt ??= now;
      if (isShown(frame)) move.shownAt = now;
    }
    if (move.shownAt === null) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** What a move needs of a page: Playwright's, or the visitor-like browser's. */
type MovePage = Pick<VisitorPage, 'evaluate' | 'waitForTimeout'>;

/**
 * Clicks, waits for `step` shown and the page settled, and reads what happened after the click. Asked from outside
 * every 50 ms: a check in the page's own frames would run in the frames it measures.
 */
export async function timedMove(page: MovePage, tracker: RequestTracker, served: ServedPreview, step: string, click: () => Promise<void>): Promise<Move> {
  await page.evaluate(armMove, step);
  await click();
  await settle(page, tracker, () => page.evaluate(() => window.benchMove?.shownAt != null));
  const { pointerAt, clickAt, renderedAt, headingAt, shownAt, completeAt, resources, methods } = await page.evaluate(() => {
    const { stop, ...move } = window.benchMove!;
    stop();
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      ...move,
      resources: entries.map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd })),
      methods: [...(window.orderFormBench?.methods ?? new Map<string, string[]>()).entries()],
    };
  });
  // what the gesture fetched: from the pointer's arrival when it came with the click, else from the click
  const from = Math.min(pointerAt ?? clickAt!, clickAt!);
  const after = resources.filter((entry) => entry.start >= from && new URL(entry.url).origin === served.baseUrl);
  const chain = new Set(criticalChain(after, renderedAt ?? shownAt!, from));
  const methodOf = new Map(methods);
  return {
    headingMs: headingAt! - clickAt!,
    shownMs: shownAt! - clickAt!,
    completeMs: Math.max(completeAt ?? shownAt!, shownAt!) - clickAt!,
    requests: after.map((entry, index) => {
      const { pathname, search } = new URL(entry.url);
      const gzip = served.gzipOfFile(pathname);
      // the method of an API call: the n-th fetch of the same URL (resource timing does not say)
      const nth = resources.filter((other) => other.url === entry.url && other.start < entry.start).length;
      const method = pathname.startsWith('/api/') ? `${methodOf.get(entry.url)?.[nth] ?? 'GET'} ` : '';
      return {
        url: method + pathname + search,
        startMs: Math.round(entry.start - clickAt!),
        endMs: Math.round(entry.end - clickAt!),
        critical: chain.has(index),
        gzipKB: gzip === null ? null : kb(gzip),
      };
    }),
  };
}

async function openPlanList(browser: Browser, served: ServedPreview) {
  const opened = await throttledPage(browser);
  await opened.page.addInitScript(installProbe, { element: 'order-form', planListButtons, holdIdle: true });
  const tracker = trackRequests(opened.page);
  await opened.page.goto(served.baseUrl + served.demoPath);
  await settle(opened.page, tracker, () => opened.page.evaluate(planListTakesClicks));
  return { ...opened, tracker };
}

const unthrottled = <T>(cdp: CDPSession, work: () => Promise<T>) =>
  cdp
    .send('Emulation.setCPUThrottlingRate', { rate: 1 })
    .then(work)
    .finally(() => cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle }));

async function fillCustomer(page: Page, email: string): Promise<void> {
  const form = page.locator('order-form');
  const company = form.getByRole('combobox', { name: /Firmenname/ });
  await company.fill('Isar', wait);
  await form.getByRole('option', { name: /Isar Software AG/ }).waitFor(wait);
  await company.press('ArrowDown');
  await company.press('Enter');
  await form.getByRole('region', { name: 'Anschlussadresse' }).getByText(/Marienplatz 8/).waitFor(wait);
  await form.getByLabel(/^Vorname/).fill('Anna');
  await form.getByLabel(/^Nachname/).fill('Bench');
  await form.getByLabel(/^Telefonnummer/).fill('6641234567');
  await form.getByLabel(/^E-Mail-Adresse/).fill(email);
  await form.getByLabel(/^Kontoinhaber/).fill('Isar Software AG');
  await form.getByLabel(/^IBAN/).fill('DE89370400440532013000');
  await form.getByLabel(/^BIC/).and(page.locator('[value="COBADEFFXXX"]')).waitFor(wait);
  await form.getByRole('checkbox', { name: /Lastschriftmandat/ }).check();
}

const next = (page: Page) => () => page.locator('order-form').getByRole('button', { name: 'Weiter', exact: true }).click();

type MoveName = 'planToFirstStep' | 'productToCustomer' | 'customerToAccount' | 'accountToConfirm' | 'planToFirstStepCold';

/** One visit: the plan list read, the plan chosen, each step done and left with "next". */
async function visit(browser: Browser, served: ServedPreview, run: number, record: (name: MoveName, move: Move) => void) {
  const { context, page, cdp, tracker } = await openPlanList(browser, served);
  try {
    await page.evaluate(() => window.orderFormBench!.releaseIdle());
    await settle(page, tracker, async () => true);
    const choose = page.locator(`order-form [data-plan="${plan}"] a[href]`).first();
    await choose.hover();
    await page.waitForTimeout(hoverMs);
    await settle(page, tracker, async () => true);
    record('planToFirstStep', await timedMove(page, tracker, served, 'product', () => choose.click()));
    const form = page.locator('order-form');
    await unthrottled(cdp, () => form.getByRole('radio', { name: 'Nein, neuer Anschluss' }).check());
    await settle(page, tracker, async () => true);
    record('productToCustomer', await timedMove(page, tracker, served, 'customer', next(page)));
    await unthrottled(cdp, () => fillCustomer(page, `bench-move-${Date.now()}-${run}@example.com`));
    await settle(page, tracker, async () => true);
    record('customerToAccount', await timedMove(page, tracker, served, 'account', next(page)));
    await unthrottled(cdp, async () => {
      await form.getByLabel(/^Passwort$/).fill('bench-2026-pw', wait);
      await form.getByLabel(/^Passwort wiederholen/).fill('bench-2026-pw');
    });
    await settle(page, tracker, async () => true);
    record('accountToConfirm', await timedMove(page, tracker, served, 'confirm', next(page)));
  } finally {
    await context.close();
  }
}

/** In the page: the plan's choose button brought into view, and where its middle is. */
export function chooseButtonOf(code: string): { x: number; y: number } {
  const button = document.querySelector('order-form')!.shadowRoot!.querySelector<HTMLElement>(`[data-plan="${code}"] a[href]`)!;
  button.scrollIntoView({ block: 'center' });
  const box = button.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The plan chosen the moment its list has settled, nothing of its flow fetched before, in the visitor-like browser. */
async function coldVisit(visitor: VisitorBrowser, served: ServedPreview, record: (name: MoveName, move: Move) => void) {
  const page = await visitor.newPage({ cpuThrottle, viewport: { width: 1280, height: 900 } });
  try {
    await page.addInitScript(installProbe, { element: 'order-form', planListButtons, holdIdle: true });
    const tracker = page.trackRequests();
    await page.goto(served.baseUrl + served.demoPath);
    await settle(page, tracker, () => page.evaluate(planListTakesClicks));
    const choose = await page.evaluate(chooseButtonOf, plan);
    record('planToFirstStepCold', await timedMove(page, tracker, served, 'product', () => page.click(choose.x, choose.y)));
    tracker.stop();
  } finally {
    await page.close();
  }
}

export async function measureStepMoves(browser: Browser, served: ServedPreview, runs: number) {
  const moves = new Map<MoveName, Move[]>();
  const record = (name: MoveName, move: Move) => moves.set(name, [...(moves.get(name) ?? []), move]);
  const visitor = await launchVisitorBrowser();
  try {
    // one of each first, not counted: the first pages of a fresh browser and server are slower
    await visit(browser, served, -1, () => undefined);
    await coldVisit(visitor, served, () => undefined);
    for (let run = 0; run < runs; run += 1) {
      await visit(browser, served, run, record);
      await coldVisit(visitor, served, record);
    }
  } finally {
    await visitor.close();
  }
  const round = (ms: number | null) => (ms === null ? null : Math.round(ms));
  const summary = (name: MoveName) => {
    const samples = moves.get(name) ?? [];
    const shown = samples.map((move) => move.shownMs);
    const requests = samples.map((move) => move.requests.length);
    // the run with the median time, for its request list
    const typical = [...samples].sort((a, b) => a.shownMs - b.shownMs)[Math.floor(samples.length / 2)];
    return {
      p50Ms: round(median(shown)),
      p95Ms: atMost(round(percentile(shown, 95)), budgetRules.stepMoveP95Ms),
      headingP50Ms: round(median(samples.map((move) => move.headingMs))),
      headingP95Ms: round(percentile(samples.map((move) => move.headingMs), 95)),
      completeP50Ms: round(median(samples.map((move) => move.completeMs))),
      completeP95Ms: round(percentile(samples.map((move) => move.completeMs), 95)),
      requestsAfterClick: Math.max(0, ...requests),
      requests: typical?.requests ?? [],
      samplesMs: shown.map(round),
    };
  };
  const cold = summary('planToFirstStepCold');
  return {
    runs,
    cpuThrottle,
    plan,
    counts:
      'ms from the click to the step shown (its heading and its own screen, no skeleton; headingP50/P95: the heading alone; ' +
      'completeP50/P95: the last element added to or removed from its frame, the parts rendered after its first screenful included), ' +
      'nearest-rank p95 and median over fresh visits (the cold click in the visitor-like browser of the first screen, the others with Playwright, which enters their data); requests: every request from the click (or the pointer arriving with it) until the page settled, ' +
      'start and end in ms from the click, critical: the chain of requests (each started after the one before ended) that ended last before the step was in the page',
    planToFirstStep: summary('planToFirstStep'),
    productToCustomer: summary('productToCustomer'),
    customerToAccount: summary('customerToAccount'),
    accountToConfirm: summary('accountToConfirm'),
    planToFirstStepCold: { ...cold, requestsAfterClick: atMost(cold.requestsAfterClick, budgetRules.firstStepRequests) },
  };
}
