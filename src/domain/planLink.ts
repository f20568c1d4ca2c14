import type { Language, Plan, PlanLink, SelectedAddon } from './schemas/index.ts';
import { allAddons, sameId } from './catalogue/lookup.ts';
import { effectiveSelection } from './catalogue/selection.ts';
import { localizedName } from './planName.ts';

/** The plan-link body (spec section 3): config [{id, name}] of the add-ons in effect, email, plan_code. */
export function buildPlanLink(plan: Plan, selection: readonly SelectedAddon[], email: string, language: Language = 'de'): PlanLink {
  const addons = allAddons(plan);
  const config = effectiveSelection(plan, selection).selected.flatMap((chosen) => {
    const addon = addons.find((a) => sameId(a.id, chosen.id));
    return addon ? [{ id: addon.id, name: localizedName(addon, language, addon.name), quantity: Math.max(1, chosen.quantity) }] : [];
  });
  return { config, email: email.trim(), plan_code: plan.code };
}

/** The selection a saved plan link restores: its add-ons that the plan still has, at their saved quantities. */
export function selectionFromPlanLink(plan: Plan, link: Pick<PlanLink, 'config'>): SelectedAddon[] {
  const addons = allAddons(plan);
  return link.config.flatMap((entry) => {
    const addon = addons.find((a) => sameId(a.id, entry.id));
    return addon ? [{ id: addon.id, quantity: entry.quantity ?? 1 }] : [];
  });
}
