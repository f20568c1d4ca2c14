/** DESIGN.md's size budgets and the check of one build against them. Pure. */

/** kB of 1000 bytes, one decimal, as DESIGN.md counts */
export const kb = (bytes: number) => Math.round(bytes / 100) / 10;

export const budgetRules = {
  /** the JS loaded before the plan list is interactive (CSS included): at most the floor plus this */
  firstScreenOverFloorKB: 65,
  /** the ratio to the floor that the same budget means for today's floor; printed, not checked */
  firstScreenRatioGoal: 1.95,
  lazyChunkKB: 15,
  cssKB: 12,
} as const;

export interface LazyChunkSize {
  kind: 'data' | 'code';
  gzipBytes: number;
}

/** Data chunks are exempt from the lazy-chunk budget. */
export const lazyChunkWithinBudget = (chunk: LazyChunkSize) => chunk.kind === 'data' || kb(chunk.gzipBytes) <= budgetRules.lazyChunkKB;

export function budgetsFor(floorGzipBytes: number) {
  return {
    firstScreenKB: Math.round((kb(floorGzipBytes) + budgetRules.firstScreenOverFloorKB) * 10) / 10,
    firstScreenRatioGoal: budgetRules.firstScreenRatioGoal,
    lazyChunkKB: budgetRules.lazyChunkKB,
    lazyChunkExempt: 'chunks of JSON data only (kind "data")',
    cssKB: budgetRules.cssKB,
  };
}

export function withinBudget(sizes: { floorGzipBytes: number; firstScreenGzipBytes: number; lazyChunks: LazyChunkSize[]; cssGzipBytes: number }) {
  const budgets = budgetsFor(sizes.floorGzipBytes);
  return {
    firstScreen: kb(sizes.firstScreenGzipBytes) <= budgets.firstScreenKB,
    lazyChunks: sizes.lazyChunks.every(lazyChunkWithinBudget),
    css: kb(sizes.cssGzipBytes) <= budgets.cssKB,
  };
}
