import type { Language, Plan, PlanLink, SelectedAddon } from './schemas/index.ts';
import { allAddons, sameId } from './catalogue/lookup.ts';
import { effectiveSelection } from './catalogue/selection.ts';
import { localizedName } from './planName.ts';

/** The plan-link body (spec section 3): config [{id, name}] of the add-ons in effect, email, plan_code. */
export function buildPlanLink(plan: Plan, selection: readonly SelectedAddon[], email: string, language: Language = 'de'): PlanLink {
  const addons = allAddons(plan);
  const config = effectiveSelection(plan, selection).selected.flatMap((chosen) => {
    const addon = addons.find((a) => sameId(a.id, chosen.id));
    return addon ? [{ id: addon.id, name: localizedName(addon, language, addon.name) }] : [];
  });
  return { config, email: email.trim(), plan_code: plan.code };
}
