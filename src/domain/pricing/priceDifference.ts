import type { Cents, Id, Plan, SelectedAddon } from '../schemas/index.ts';
import { chooseAddon } from '../catalogue/selection.ts';
import { cartLines } from './cartEntries.ts';
import { cartTotals } from './cartTotals.ts';

export interface PriceDifference {
  monthly: Cents;
  once: Cents;
}

/**
 * The signed monthly and one-time difference choosing an option would make to the totals, e.g. +250
 * for a radio option 2.50 dearer than the chosen one (spec section 9). Rules and quantities count.
 */
export function optionPriceDifference(
  plan: Plan,
  selection: readonly SelectedAddon[],
  categoryId: Id,
  addonId: Id,
  quantity = 1,
): PriceDifference {
  const before = cartTotals(cartLines(plan, selection));
  const after = cartTotals(cartLines(plan, chooseAddon(plan, selection, { categoryId, addonId, quantity })));
  return { monthly: after.totalMonthly - before.totalMonthly, once: after.totalOnce - before.totalOnce };
}
