import type { CartEntry, Plan, SelectedAddon } from '../schemas/index.ts';
import { allAddons, sameId } from '../catalogue/lookup.ts';
import { effectiveSelection } from '../catalogue/selection.ts';
import { toCents } from './money.ts';
import { priceQuantity } from './priceQuantity.ts';

/**
 * Every cart line of a plan and its selection, in integer cents rounded per line (spec sections 3, 9):
 * the plan (monthly price, setup price once) and each add-on in effect (monthly price; one-time plus
 * setup price once), each multiplied by its price quantity; ordered by cart_position.
 */
export function cartLines(plan: Plan, selection: readonly SelectedAddon[]): CartEntry[] {
  const planLine: CartEntry = {
    category_id: null,
    id: plan.id,
    translation_key: plan.translation_key ?? null,
    quantity: 1,
    monthly_price: toCents(plan.monthly_price),
    one_time_price: toCents(plan.setup_price),
  };
  const addons = allAddons(plan);
  const addonLines = effectiveSelection(plan, selection)
    .selected.map((chosen) => {
      const addon = addons.find((a) => sameId(a.id, chosen.id));
      if (!addon) return null;
      const priced = priceQuantity(addon, chosen.quantity);
      return {
        position: addon.cart_position ?? Number.MAX_SAFE_INTEGER,
        entry: {
          category_id: addon.category_id,
          id: addon.id,
          translation_key: addon.translation_key ?? null,
          quantity: chosen.quantity,
          monthly_price: toCents(addon.monthly_price) * priced,
          one_time_price: (toCents(addon.one_time_price) + toCents(addon.setup_price)) * priced,
        } satisfies CartEntry,
      };
    })
    .filter((line) => line !== null)
    .sort((a, b) => a.position - b.position)
    .map((line) => line.entry);
  return [planLine, ...addonLines];
}

/** Cart entries: only lines with a monthly or one-time price above 0 are shown (spec section 3). */
export function cartEntries(plan: Plan, selection: readonly SelectedAddon[]): CartEntry[] {
  return cartLines(plan, selection).filter((e) => e.monthly_price > 0 || e.one_time_price > 0);
}
