import { CatalogueSelectionError, changeSelection, findAddon, missingSelection, type SelectionChange } from '../src/domain/catalogue/index.ts';
import type { Addon, Id } from '../src/domain/schemas/index.ts';
import type { RulesContext, SelectionUpdate, StepRules } from './order/rules.ts';

/**
 * The root machine's selection changes (spec sections 2, 4, 8), part of the lazily loaded step rules: one change
 * of the cart's selection applied with the catalogue's rules, whichever order the user chooses in.
 */
export function applySelectionChange(context: RulesContext, change: SelectionChange): SelectionUpdate {
  const plan = context.plan!;
  try {
    const result = changeSelection(plan, context.form.selectedCartAddons, change);
    const forcedPlan = result.forcedPlanId === null || sameId(result.forcedPlanId, plan.id) ? null : planCodeOf(context, result.forcedPlanId);
    return {
      update: {
        form: { ...context.form, selectedCartAddons: result.selection },
        catalogueError: null,
        selectionNotice:
          forcedPlan !== null
            ? { type: 'planForced', addonName: addonNameOf(findAddon(plan, change.addonId)), fromPlan: plan.code, toPlan: forcedPlan }
            : result.removedByRules.length > 0
              ? { type: 'removedByRules', addonIds: result.removedByRules }
              : null,
      },
      forcedPlan,
    };
  } catch (error) {
    // Spec section 8: the error says what could not be found; the rest of the selection stays.
    if (!(error instanceof CatalogueSelectionError)) throw error;
    return { update: { catalogueError: { kind: error.kind, id: error.id } }, forcedPlan: null };
  }
}

/** Spec section 8: a stored selection naming an add-on the plan lacks keeps the rest and says what is missing. */
export function checkedSelection(context: RulesContext): ReturnType<StepRules['checkedSelection']> {
  const missing = missingSelection(context.plan!, context.form.selectedCartAddons);
  if (missing.length === 0) return {};
  return {
    form: { ...context.form, selectedCartAddons: context.form.selectedCartAddons.filter((selected) => !missing.includes(selected)) },
    catalogueError: { kind: 'addon', id: missing[0]!.id },
  };
}

function sameId(a: Id, b: Id): boolean {
  return String(a) === String(b);
}

/** The code of a plan id (forces_plan names plans by id): from the plan classes, else the id itself. */
function planCodeOf(context: RulesContext, planId: Id): string {
  const plan = context.planClasses.flatMap((planClass) => planClass.plans).find((candidate) => sameId(candidate.id, planId));
  return plan?.code ?? String(planId);
}

function addonNameOf(addon: Pick<Addon, 'name' | 'translations'>) {
  return { ...addon.translations?.name, default: addon.name };
}
