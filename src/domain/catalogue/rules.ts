import type { Id, Rule, RuleType } from '../schemas/index.ts';
import { sameId } from './lookup.ts';

export interface RuleOutcome {
  /** the chosen add-ons that stay in effect, in catalogue order */
  kept: Id[];
  /** add-ons disabled by a kept add-on (shown, not selectable) */
  disabledIds: Id[];
  /** add-ons and time slots excluded by a kept add-on (not offered) */
  excludedIds: Id[];
  /** the plan a kept add-on forces, if any */
  forcedPlanId: Id | null;
}

/**
 * Apply the rules forces_plan, disables and excludes (spec section 3) to the chosen add-ons.
 * The outcome depends only on the set of choices and rules, never on the order the user chose in:
 * conflicts go to the add-on earlier in catalogue order, an add-on needs its parent add-on.
 */
export function applyRules(
  catalogueOrder: readonly Id[],
  rules: readonly Rule[],
  chosen: readonly Id[],
  parentOf: (id: Id) => Id | null = () => null,
): RuleOutcome {
  const chosenKeys = new Set(chosen.map(String));
  const ordered = catalogueOrder.filter((id) => chosenKeys.has(String(id)));
  const blocks = (source: Id, target: Id) =>
    rules.some((r) => isBlocking(r.type) && sameId(r.addon_id, source) && sameId(r.applied_to_id, target));

  let kept: Id[] = [];
  for (const id of ordered) {
    if (kept.some((k) => blocks(k, id) || blocks(id, k))) continue;
    kept.push(id);
  }
  // an add-on whose parent add-on is not in effect leaves too (and so on down the tree)
  for (let changed = true; changed; ) {
    const next = kept.filter((id) => {
      const parent = parentOf(id);
      return parent === null || kept.some((k) => sameId(k, parent));
    });
    changed = next.length !== kept.length;
    kept = next;
  }

  const targets = (type: RuleType) =>
    unique(rules.filter((r) => r.type === type && kept.some((k) => sameId(k, r.addon_id))).map((r) => r.applied_to_id));
  const forced = catalogueOrder
    .filter((id) => kept.some((k) => sameId(k, id)))
    .flatMap((id) => rules.filter((r) => r.type === 'forces_plan' && sameId(r.addon_id, id)))
    .map((r) => r.applied_to_id)
    .sort(compareIds)[0];
  return {
    kept,
    disabledIds: targets('disables'),
    excludedIds: targets('excludes'),
    forcedPlanId: forced ?? null,
  };
}

function isBlocking(type: RuleType): boolean {
  switch (type) {
    case 'disables':
    case 'excludes':
      return true;
    case 'forces_plan':
      return false;
    default:
      return type satisfies never;
  }
}

function unique(ids: Id[]): Id[] {
  const seen = new Set<string>();
  return ids.filter((id) => !seen.has(String(id)) && Boolean(seen.add(String(id)))).sort(compareIds);
}

function compareIds(a: Id, b: Id): number {
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}
