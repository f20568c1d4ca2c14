import type { Addon } from '../schemas/index.ts';
import { isFlagSet } from '../catalogue/lookup.ts';

/**
 * The quantity an add-on is priced for (spec section 9): quantity - 1 when firstItemFree applies,
 * 1 when hasPrices applies (one price whatever the quantity), else the quantity. Never negative.
 */
export function priceQuantity(addon: Addon, quantity: number): number {
  const q = Math.max(0, Math.trunc(quantity));
  if (q === 0) return 0;
  if (isFlagSet(addon.attributes?.firstItemFree)) return q - 1;
  if (isFlagSet(addon.attributes?.hasPrices)) return 1;
  return q;
}
