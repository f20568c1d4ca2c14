import type { Plan, SelectedAddon } from '../schemas/index.ts';
import { sameId } from './lookup.ts';

/** The category that holds additional numbers, by name or translation key. */
export const ADDITIONAL_NUMBERS_CATEGORY = 'additionalNumbers';
/** The basic extra-number add-on, by name or translation key. */
export const BASIC_EXTRA_NUMBER_ADDON = 'basicExtraNumber';
/** The plan code that never shows additional numbers outside line plans. */
export const SIPB_PLAN_CODE = 'SIPB';

/**
 * Additional numbers show only when the plan has that category, is non-business, and either is a line
 * (TAL) plan with a new connection, or is another plan except SIPB without the basic extra-number
 * add-on selected (spec section 4).
 */
export function showsAdditionalNumbers(plan: Plan, oldConnection: boolean | null, selection: readonly SelectedAddon[]): boolean {
  const hasCategory = plan.categories.some((c) => named(c, ADDITIONAL_NUMBERS_CATEGORY));
  if (!hasCategory || plan.type === 'business') return false;
  if (plan.category === 'TAL') return oldConnection === false;
  if (plan.code.toUpperCase() === SIPB_PLAN_CODE) return false;
  const basic = plan.categories.flatMap((c) => c.addons).filter((a) => named(a, BASIC_EXTRA_NUMBER_ADDON));
  return !selection.some((s) => s.quantity > 0 && basic.some((a) => sameId(a.id, s.id)));
}

function named(item: { name: string; translation_key?: string | null | undefined }, name: string): boolean {
  return item.name === name || item.translation_key === name;
}

/** The quantities of additional numbers the plan offers: its add-on's quantities, else 0 to 9. */
export function additionalNumberQuantities(plan: Plan): number[] {
  const category = plan.categories.find((c) => named(c, ADDITIONAL_NUMBERS_CATEGORY));
  const quantities = category?.addons[0]?.attributes?.quantities;
  return quantities && quantities.length > 0 ? [...quantities] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
}
