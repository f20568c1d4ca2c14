import type { Addon, Id, Plan, SelectedAddon } from '../schemas/index.ts';
import { applyRules, type RuleOutcome } from './rules.ts';
import { CatalogueSelectionError, allAddons, findAddon, findCategory, isFlagSet, sameId } from './lookup.ts';

/** The add-ons the user chose, with quantities (session key selectedCartAddons, spec section 3). */
export type Selection = readonly SelectedAddon[];

/**
 * The selection a plan starts with (spec sections 3, 4): cart add-ons (quantity from the catalogue or 1) and
 * toggle_on add-ons (on by default). In a radio or select category the cart add-ons are the choices of one
 * question, so only its first cart add-on starts chosen; elsewhere every cart add-on is in the cart.
 * Selecting a plan starts from here, which clears the cart.
 */
export function initialSelection(plan: Plan): SelectedAddon[] {
  const chosen = plan.categories.flatMap((category) => {
    const oneOf = category.input_type === 'radio' || category.input_type === 'select';
    const cart = category.addons.filter((a) => a.type === 'cart');
    const starting = category.addons.filter((a) => a.type === 'toggle_on' || (a.type === 'cart' && (!oneOf || a === cart[0])));
    return starting.map((a) => ({ id: a.id, quantity: a.type === 'cart' && a.quantity && a.quantity > 0 ? a.quantity : 1 }));
  });
  // an add-on under a parentAddon starts chosen only with its parent
  const parentOf = (id: Id) => allAddons(plan).find((a) => sameId(a.id, id))?.attributes?.parentAddon ?? null;
  return chosen.filter((s) => {
    const parent = parentOf(s.id);
    return parent === null || chosen.some((other) => sameId(other.id, parent));
  });
}

/** Selecting a plan clears the cart and the preselection flags (spec section 4). */
export function selectPlan(plan: Plan): { planCode: string; selection: SelectedAddon[]; preselect: false } {
  return { planCode: plan.code, selection: initialSelection(plan), preselect: false };
}

export interface AddonChoice {
  categoryId: Id;
  addonId: Id;
  /** defaults to 1; 0 deselects */
  quantity?: number;
}

/**
 * Choose an add-on in a category (spec sections 3, 4): radio and select keep one add-on per category,
 * checkbox add-ons are chosen each on its own; in a radio_option category the add-ons of type radio_option
 * are the cards of one question (one of them), its other add-ons (toggles, inputs) each on its own. A missing category or add-on, or a
 * quantity the add-on does not offer, fails with an error that says what could not be found.
 */
export function chooseAddon(plan: Plan, selection: Selection, choice: AddonChoice): SelectedAddon[] {
  const category = findCategory(plan, choice.categoryId);
  const addon = category.addons.find((a) => sameId(a.id, choice.addonId));
  if (!addon) {
    throw new CatalogueSelectionError(
      'addon',
      choice.addonId,
      `Addon ${choice.addonId} could not be found in category ${category.id} of plan ${plan.code}`,
    );
  }
  const quantity = choice.quantity ?? 1;
  checkQuantity(addon, quantity);
  const others = selection.filter((s) => !sameId(s.id, addon.id));
  switch (category.input_type) {
    case 'radio':
    case 'select': {
      const outsideCategory = others.filter((s) => !category.addons.some((a) => sameId(a.id, s.id)));
      return quantity > 0 ? [...outsideCategory, { id: addon.id, quantity }] : outsideCategory;
    }
    case 'radio_option': {
      const isCard = (id: Id) => category.addons.some((a) => sameId(a.id, id) && a.type === 'radio_option');
      const kept = addon.type === 'radio_option' ? others.filter((s) => !isCard(s.id)) : others;
      return quantity > 0 ? [...kept, { id: addon.id, quantity }] : kept;
    }
    case 'checkbox':
      return quantity > 0 ? [...others, { id: addon.id, quantity }] : others;
    default:
      return category.input_type satisfies never;
  }
}

/** Remove an add-on from the selection (spec section 3); a missing add-on fails. */
export function removeAddon(plan: Plan, selection: Selection, addonId: Id): SelectedAddon[] {
  const addon = findAddon(plan, addonId);
  return selection.filter((s) => !sameId(s.id, addon.id));
}

/** Switch a toggle add-on on or off (spec sections 3, 8); a missing toggle fails. */
export function setToggle(plan: Plan, selection: Selection, addonId: Id, on: boolean): SelectedAddon[] {
  const addon = allAddons(plan).find((a) => sameId(a.id, addonId));
  if (!addon || (addon.type !== 'toggle_on' && addon.type !== 'toggle_off')) {
    throw new CatalogueSelectionError('toggle', addonId, `Toggle ${addonId} could not be found in plan ${plan.code}`);
  }
  const others = selection.filter((s) => !sameId(s.id, addon.id));
  return on ? [...others, { id: addon.id, quantity: 1 }] : others;
}

/** The quantities an add-on offers (attributes.quantities), or null for any whole number (spec section 3). */
export function offeredQuantities(addon: Addon): number[] | null {
  const list = addon.attributes?.quantities;
  return list && list.length > 0 ? list : null;
}

function checkQuantity(addon: Addon, quantity: number): void {
  const offered = offeredQuantities(addon);
  const valid = Number.isInteger(quantity) && quantity >= 0 && (quantity === 0 || offered === null || offered.includes(quantity));
  if (!valid) {
    throw new CatalogueSelectionError('quantity', addon.id, `Quantity ${quantity} could not be found for addon ${addon.id}`);
  }
}

export interface EffectiveSelection extends RuleOutcome {
  /** the chosen add-ons in effect after the rules, with their quantities, in catalogue order */
  selected: SelectedAddon[];
}

/**
 * The selection after the rules forces_plan, disables and excludes and the parentAddon attribute
 * (spec section 3), the same whichever order the user chose in. Unknown ids are ignored.
 */
export function effectiveSelection(plan: Plan, selection: Selection): EffectiveSelection {
  const addons = allAddons(plan);
  const rules = addons.flatMap((a) => a.plans_rules ?? []);
  const parentOf = (id: Id) => addons.find((a) => sameId(a.id, id))?.attributes?.parentAddon ?? null;
  const chosen = selection.filter((s) => s.quantity > 0).map((s) => s.id);
  const outcome = applyRules(
    addons.map((a) => a.id),
    rules,
    chosen,
    parentOf,
  );
  const selected = outcome.kept.map((id) => ({
    id,
    quantity: selection.find((s) => sameId(s.id, id))?.quantity ?? 1,
  }));
  return { ...outcome, selected };
}

/** Is the add-on prepaid (attributes.prepaid, spec section 3). */
export function isPrepaid(addon: Addon): boolean {
  return isFlagSet(addon.attributes?.prepaid);
}
