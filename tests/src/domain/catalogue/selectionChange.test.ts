import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CatalogueSelectionError,
  cartLines,
  cartTotals,
  changeSelection,
  effectiveSelection,
  initialSelection,
  missingSelection,
  type Plan,
  type SelectedAddon,
  type SelectionChange,
} from '../../../../src/domain/index.ts';
import { planResponse, plans } from '../../../../demo/api/fixtures/plans.ts';
import { addon, category, samplePlan } from '../fixtures.ts';

const plan = samplePlan();

describe('a change of the selection (spec sections 3, 4)', () => {
  it('starts a radio or select category with its first cart add-on only', () => {
    const radioPlan = samplePlan({
      categories: [category(70, 'radio', [addon(701, 70, { type: 'cart' }), addon(702, 70, { type: 'cart', monthly_price: 5 })])],
    });
    expect(initialSelection(radioPlan)).toEqual([{ id: 701, quantity: 1 }]);
  });

  it('keeps one radio_option card per radio_option category, its toggles each on their own', () => {
    const cards = samplePlan({
      categories: [category(80, 'radio_option', [addon(801, 80), addon(802, 80), addon(803, 80, { type: 'toggle_off' })])],
    });
    let selection: SelectedAddon[] = [];
    for (const change of [
      { type: 'chosen', categoryId: 80, addonId: 801 },
      { type: 'toggled', addonId: 803, on: true },
      { type: 'chosen', categoryId: 80, addonId: 802 },
    ] as SelectionChange[]) {
      selection = changeSelection(cards, selection, change).selection;
    }
    expect(selection).toEqual([
      { id: 803, quantity: 1 },
      { id: 802, quantity: 1 },
    ]);
  });

  it('takes out a chosen add-on that a new choice disables, and says which', () => {
    const result = changeSelection(plan, [{ id: 202, quantity: 1 }], { type: 'chosen', categoryId: 20, addonId: 201 });
    expect(result.selection).toEqual([{ id: 201, quantity: 1 }]);
    expect(result.removedByRules).toEqual([202]);
  });

  it('does not choose an add-on that a chosen add-on disables', () => {
    const result = changeSelection(plan, [{ id: 201, quantity: 1 }], { type: 'chosen', categoryId: 20, addonId: 202 });
    expect(result.selection).toEqual([{ id: 201, quantity: 1 }]);
    expect(result.removedByRules).toEqual([]);
  });

  it('takes out the children of a parent add-on that leaves', () => {
    const withParent = samplePlan({
      categories: [category(30, 'checkbox', [addon(302, 30), addon(303, 30, { attributes: { parentAddon: 302 } })])],
    });
    const result = changeSelection(
      withParent,
      [
        { id: 302, quantity: 1 },
        { id: 303, quantity: 1 },
      ],
      { type: 'removed', addonId: 302 },
    );
    expect(result.selection).toEqual([]);
    expect(result.removedByRules).toEqual([303]);
  });

  it('names the plan a chosen add-on forces', () => {
    expect(changeSelection(plan, [], { type: 'chosen', categoryId: 20, addonId: 204 }).forcedPlanId).toBe(7);
  });

  it.each([
    ['category', { type: 'chosen', categoryId: 99, addonId: 101 }],
    ['addon', { type: 'removed', addonId: 999 }],
    ['toggle', { type: 'toggled', addonId: 999, on: true }],
  ] as const)('fails a change naming a missing %s', (kind, change) => {
    expect(() => changeSelection(plan, [], change)).toThrow(CatalogueSelectionError);
    try {
      changeSelection(plan, [], change);
    } catch (error) {
      expect((error as CatalogueSelectionError).kind).toBe(kind);
    }
  });

  it('finds the chosen add-ons a plan does not have', () => {
    expect(missingSelection(plan, [{ id: 201, quantity: 1 }, { id: 'gone', quantity: 1 }])).toEqual([{ id: 'gone', quantity: 1 }]);
  });
});

/** Every click a user can make on a plan: one choice per radio/select category, any checkbox, toggle or quantity. */
function clicksOf(p: Plan): fc.Arbitrary<SelectionChange[]> {
  const perCategory = p.categories.map((c) => {
    const oneOf = c.input_type === 'radio' || c.input_type === 'select';
    const changes: SelectionChange[] = c.addons.flatMap((a): SelectionChange[] => {
      if (a.type === 'toggle_on' || a.type === 'toggle_off') return [{ type: 'toggled', addonId: a.id, on: a.type === 'toggle_off' }];
      const quantities = a.attributes?.quantities?.filter((q) => q > 0) ?? [1];
      return quantities.map((quantity) => ({ type: 'chosen', categoryId: c.id, addonId: a.id, quantity }));
    });
    // one click per add-on (the last value of a quantity is what counts), one per one-of question
    const pickOne = (list: SelectionChange[]) =>
      list.length === 0 ? fc.constant([]) : fc.option(fc.constantFrom(...list), { nil: undefined }).map((x) => (x ? [x] : []));
    if (oneOf) return pickOne(changes);
    const isCard = (change: SelectionChange) => c.input_type === 'radio_option' && c.addons.some((a) => String(a.id) === String(change.addonId) && a.type === 'radio_option');
    return fc.tuple(pickOne(changes.filter(isCard)), fc.subarray(uniqueByAddon(changes.filter((x) => !isCard(x))))).map(([card, rest]) => [...card, ...rest]);
  });
  return fc.tuple(...perCategory).map((lists) => lists.flat());
}

function uniqueByAddon(changes: SelectionChange[]): SelectionChange[] {
  return changes.filter((change, index) => changes.findIndex((other) => String(other.addonId) === String(change.addonId)) === index);
}

describe('click order (fast-check)', () => {
  const catalogue = [plan, ...plans.map(planResponse)];
  it('gives the same cart for the same choices in any click order, and totals never below zero', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...catalogue).chain((p) => fc.tuple(fc.constant(p), clicksOf(p).chain((clicks) => fc.tuple(fc.constant(clicks), fc.shuffledSubarray(clicks, { minLength: clicks.length, maxLength: clicks.length }))))),
        ([p, [clicks, shuffled]]) => {
          // a child add-on shows only under its chosen parent: a user clicks the parent first
          const depth = (change: SelectionChange) =>
            p.categories.some((c) => c.addons.some((a) => String(a.id) === String(change.addonId) && a.attributes?.parentAddon != null)) ? 1 : 0;
          const reachable = (list: SelectionChange[]) => [...list].sort((x, y) => depth(x) - depth(y));
          const run = (list: SelectionChange[]) => reachable(list).reduce((selection, change) => changeSelection(p, selection, change).selection, initialSelection(p));
          const a = cartLines(p, run(clicks));
          const b = cartLines(p, run(shuffled));
          expect(b).toEqual(a);
          const totals = cartTotals(a);
          expect(totals.totalMonthly).toBeGreaterThanOrEqual(0);
          expect(totals.totalOnce).toBeGreaterThanOrEqual(0);
          expect(effectiveSelection(p, run(clicks)).selected.map((s) => String(s.id)).sort()).toEqual(
            effectiveSelection(p, run(shuffled)).selected.map((s) => String(s.id)).sort(),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
