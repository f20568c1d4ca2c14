import type { Language } from '../../src/domain/schemas/common.ts';
import type { OrderSelection } from '../../src/domain/schemas/order.ts';
import { allAddons, type DemoPlan } from './fixtures/plans.ts';
import { byLanguage } from './fixtures/text.ts';

/** One priced line of an order: the plan or a chosen add-on, named in the four languages. */
export interface Line {
  label: Record<Language, string>;
  monthly: number;
  once: number;
}

export const round = (value: number) => Math.round(value * 100) / 100;

export function planName(plan: DemoPlan, lang: Language): string {
  return plan.translations?.name?.[lang] ?? plan.code;
}

/** How many units are charged: one for an add-on with `hasPrices`, one fewer for a `firstItemFree` add-on. */
function priceQuantity(addon: ReturnType<typeof allAddons>[number], quantity: number): number {
  if (addon.attributes?.hasPrices === true || addon.attributes?.hasPrices === 1) return 1;
  if (addon.attributes?.firstItemFree === true || addon.attributes?.firstItemFree === 1) return Math.max(0, quantity - 1);
  return quantity;
}

/** The plan's line, then one line per chosen add-on of the plan (unknown ids and zero quantities left out). */
export function orderLines(plan: DemoPlan, selection: Pick<OrderSelection, 'addons'>): Line[] {
  const addons = allAddons(plan);
  const lines: Line[] = [{ label: byLanguage([planName(plan, 'de'), planName(plan, 'en'), planName(plan, 'nl'), planName(plan, 'fr')]), monthly: plan.monthly_price ?? 0, once: plan.setup_price ?? 0 }];
  for (const chosen of selection.addons) {
    const addon = addons.find((candidate) => String(candidate.id) === String(chosen.id));
    if (!addon || chosen.quantity <= 0) continue;
    const quantity = priceQuantity(addon, chosen.quantity);
    const names = addon.translations?.name ?? {};
    lines.push({
      label: { de: names.de ?? addon.name, en: names.en ?? addon.name, nl: names.nl ?? addon.name, fr: names.fr ?? addon.name },
      monthly: round((addon.monthly_price ?? 0) * quantity),
      once: round(((addon.one_time_price ?? 0) + (addon.setup_price ?? 0)) * quantity),
    });
  }
  return lines;
}

/** The order lines without the free first item (the order cart lists that as a discount). */
export function fullLines(plan: DemoPlan, selection: Pick<OrderSelection, 'addons'>): Line[] {
  const addons = allAddons(plan);
  return orderLines(plan, selection).map((line, index) => {
    if (index === 0) return line;
    const chosen = selection.addons.filter((entry) => entry.quantity > 0 && addons.some((a) => String(a.id) === String(entry.id)))[index - 1];
    const addon = chosen ? addons.find((a) => String(a.id) === String(chosen.id)) : undefined;
    const free = addon?.attributes?.firstItemFree === true || addon?.attributes?.firstItemFree === 1;
    if (!addon || !chosen || !free) return line;
    return {
      ...line,
      monthly: round((addon.monthly_price ?? 0) * chosen.quantity),
      once: round(((addon.one_time_price ?? 0) + (addon.setup_price ?? 0)) * chosen.quantity),
    };
  });
}
