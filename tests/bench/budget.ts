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
  /** the plan list settled, as a ratio to the floor's first text in the same run */
  planListSettledRatio: 1.6,
  /** API round trips before the plan list has settled (auth, then everything else in parallel) */
  apiWaves: 2,
  /** from a click ("next", or a plan in the plan list) to the next step shown, p95 */
  stepMoveP95Ms: 300,
  /** JS, CSS and API requests from the click on a plan to its first step shown and the page settled */
  firstStepRequests: 10,
  /** a lazy code chunk that serves one route or dialog (a step with its screen, ui and rules) */
  lazyChunkKB: 25,
  /** a chunk shared by several lazy chunks (floating-ui, the steps' shared code, the phone checks) */
  sharedChunkKB: 15,
  cssKB: 12,
} as const;

export interface BudgetLine {
  value: number | null;
  budget: number;
  withinBudget: boolean;
}

/** One printed figure beside its budget: within when it is known and at most the budget. */
export const atMost = (value: number | null, budget: number): BudgetLine => ({ value, budget, withinBudget: value !== null && value <= budget });

export interface LazyChunkSize {
  kind: 'data' | 'shared' | 'code';
  gzipBytes: number;
}

/** Data chunks are exempt; a shared chunk has the smaller budget. */
export const lazyChunkBudgetKB = (chunk: LazyChunkSize): number | null =>
  chunk.kind === 'data' ? null : chunk.kind === 'shared' ? budgetRules.sharedChunkKB : budgetRules.lazyChunkKB;

export const lazyChunkWithinBudget = (chunk: LazyChunkSize) => {
  const budget = lazyChunkBudgetKB(chunk);
  return budget === null || kb(chunk.gzipBytes) <= budget;
};

/** The first screen's budget in kB for a floor measured in the same run. */
export const firstScreenBudgetKB = (floorGzipBytes: number) => Math.round((kb(floorGzipBytes) + budgetRules.firstScreenOverFloorKB) * 10) / 10;

export function budgetsFor(floorGzipBytes: number) {
  return {
    firstScreenAsLoadedKB: firstScreenBudgetKB(floorGzipBytes),
    lazyChunkKB: budgetRules.lazyChunkKB,
    sharedChunkKB: budgetRules.sharedChunkKB,
    lazyChunkExempt: 'chunks of JSON data only (kind "data")',
    cssKB: budgetRules.cssKB,
  };
}

/** The library build's sizes against the chunk and CSS budgets (the first screen is counted as loaded, in the browser). */
export function withinBudget(sizes: { lazyChunks: LazyChunkSize[]; cssGzipBytes: number }) {
  return {
    lazyChunks: sizes.lazyChunks.every(lazyChunkWithinBudget),
    css: kb(sizes.cssGzipBytes) <= budgetRules.cssKB,
  };
}
