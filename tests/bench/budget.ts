/** DESIGN.md's budgets and the check of one build and one browser run against them. Pure. */

/** kB of 1000 bytes, one decimal, as DESIGN.md counts */
export const kb = (bytes: number) => Math.round(bytes / 100) / 10;

export const budgetRules = {
  /** every JS and CSS byte fetched before the plan list has settled (gzip -9 per file): the floor plus this */
  firstScreenOverFloorKB: 60,
  /** the same budget as a ratio to the floor (60 kB over today's 68.6 kB floor) */
  firstScreenRatio: 1.87,
  /** the element's first text, as a ratio to the floor's first text in the same run */
  firstTextRatio: 1.3,
  /**
   * the plan list settled, as a ratio to the floor's first text in the same run: a guard against regression (measured
   * 2.44 to 2.8x); 1.6x would take a plan list drawn without React, xstate and i18next (DESIGN.md, "The first screen")
   */
  planListSettledRatio: 2.5,
  /**
   * the HTML-first page (order-form/server): the plan list's text settled, and a plan page's first step, as ratios to
   * the floor's first text in the same run. The HTML is painted before any script runs, so it must come no later than
   * the floor's first text, which waits for a bare React element's script (issue 52)
   */
  htmlFirstTextSettledRatio: 1.0,
  /**
   * the HTML-first plan list taken over by React (a click is React's from then), as a ratio to the floor's first text:
   * no later than the element's own start-up may settle its plan list (planListSettledRatio), when its cards first take
   * a click; a click before it is held and replayed
   */
  takeOverRatio: 2.5,
  /** the layout shifts' sum on the HTML-first pages until settled, the take-over included (issue 52: nothing moves) */
  takeOverLayoutShift: 0.01,
  /** API round trips before the plan list has settled (auth, then everything else in parallel) */
  apiWaves: 2,
  /** from a click ("next", or a plan in the plan list) to the next step shown, p95 */
  stepMoveP95Ms: 300,
  /** JS, CSS and API requests from the click on a plan to its first step shown and the page settled */
  firstStepRequests: 10,
  /** a lazy code chunk: a step (its screen, the ui and rules only it uses), a dialog, a page, a check */
  lazyChunkKB: 15,
  /** the plan flow: what every plan route needs and what several lazy chunks share, one file fetched once */
  planFlowKB: 80,
  cssKB: 12,
  /** the JS heap grown (after forced GC) by opening and closing the cart dialog and the address dialog 50 times each */
  dialogHeapGrowthBytes: 1_000_000,
  /** a keystroke in any text field of a step, p95 from keydown to the next frame, as a ratio to a bare input's p95 in the same run */
  keystrokeP95Ratio: 1.5,
  /** the longest Event Timing entry while typing into a step's text field */
  keystrokeEventMs: 100,
} as const;

export interface BudgetLine {
  value: number | null;
  budget: number;
  withinBudget: boolean;
}

/** One printed figure beside its budget: within when it is known and at most the budget. */
export const atMost = (value: number | null, budget: number): BudgetLine => ({ value, budget, withinBudget: value !== null && value <= budget });

export interface LazyChunkSize {
  kind: 'data' | 'flow' | 'code';
  gzipBytes: number;
}

/** Data chunks are exempt; the plan flow has a budget of its own. */
export const lazyChunkBudgetKB = (chunk: LazyChunkSize): number | null =>
  chunk.kind === 'data' ? null : chunk.kind === 'flow' ? budgetRules.planFlowKB : budgetRules.lazyChunkKB;

export const lazyChunkWithinBudget = (chunk: LazyChunkSize) => {
  const budget = lazyChunkBudgetKB(chunk);
  return budget === null || kb(chunk.gzipBytes) <= budget;
};

/** The first screen's budget in kB for a floor measured in the same run. */
export const firstScreenBudgetKB = (floorGzipBytes: number) => Math.round((kb(floorGzipBytes) + budgetRules.firstScreenOverFloorKB) * 10) / 10;
