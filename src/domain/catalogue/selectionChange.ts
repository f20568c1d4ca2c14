import type { Id, Plan, SelectedAddon } from '../schemas/index.ts';
import { findAddon, sameId } from './lookup.ts';
import { chooseAddon, effectiveSelection, removeAddon, setToggle, type Selection } from './selection.ts';

/** One thing the user did to the selection on the product step. */
export type SelectionChange =
  | { type: 'chosen'; categoryId: Id; addonId: Id; quantity?: number }
  | { type: 'removed'; addonId: Id }
  | { type: 'toggled'; addonId: Id; on: boolean };

export interface SelectionChangeResult {
  selection: SelectedAddon[];
  /** chosen add-ons the rules took out: excluded or disabled by the new choice, or children of a parent that left */
  removedByRules: Id[];
  /** the plan a chosen add-on forces (rule forces_plan), if any */
  forcedPlanId: Id | null;
}

/**
 * Apply one user change to the selection (spec sections 3, 4). An add-on that the current choices disable or
 * exclude cannot be chosen (the selection stays as it is); choosing an add-on takes out the chosen add-ons it
 * disables or excludes; then the rules and parentAddon decide what stays. Clicks in any order that reach the
 * same choices give the same selection. A change that names a missing category, add-on or toggle throws the
 * CatalogueSelectionError that says what could not be found.
 */
export function changeSelection(plan: Plan, selection: Selection, change: SelectionChange): SelectionChangeResult {
  const before = effectiveSelection(plan, selection);
  const isOn = change.type === 'chosen' ? (change.quantity ?? 1) > 0 : change.type === 'toggled' ? change.on : false;
  const blocked = [...before.disabledIds, ...before.excludedIds];
  const alreadyChosen = selection.some((s) => sameId(s.id, change.addonId) && s.quantity > 0);
  if (isOn && !alreadyChosen && blocked.some((id) => sameId(id, change.addonId))) {
    findAddon(plan, change.addonId);
    return { selection: [...selection], removedByRules: [], forcedPlanId: before.forcedPlanId };
  }
  let next = apply(plan, selection, change);
  if (isOn) {
    const addon = findAddon(plan, change.addonId);
    const targets = (addon.plans_rules ?? []).filter((r) => r.type !== 'forces_plan' && sameId(r.addon_id, addon.id)).map((r) => r.applied_to_id);
    next = next.filter((s) => !targets.some((target) => sameId(target, s.id)));
  }
  const after = effectiveSelection(plan, next);
  const kept = next.filter((s) => s.quantity > 0 && after.kept.some((id) => sameId(id, s.id)));
  const removedByRules = selection
    .filter((s) => s.quantity > 0 && !sameId(s.id, change.addonId))
    .filter((s) => apply(plan, selection, change).some((a) => sameId(a.id, s.id)))
    .filter((s) => !kept.some((k) => sameId(k.id, s.id)))
    .map((s) => s.id);
  return { selection: kept, removedByRules, forcedPlanId: after.forcedPlanId };
}

function apply(plan: Plan, selection: Selection, change: SelectionChange): SelectedAddon[] {
  switch (change.type) {
    case 'chosen':
      return chooseAddon(plan, selection, { categoryId: change.categoryId, addonId: change.addonId, quantity: change.quantity ?? 1 });
    case 'removed':
      return removeAddon(plan, selection, change.addonId);
    case 'toggled':
      return setToggle(plan, selection, change.addonId, change.on);
    default:
      return change satisfies never;
  }
}

/** The chosen add-ons the plan does not have (a stored selection of an older catalogue, spec section 8). */
export function missingSelection(plan: Plan, selection: Selection): SelectedAddon[] {
  return selection.filter((s) => !plan.categories.some((c) => c.addons.some((a) => sameId(a.id, s.id))));
}
