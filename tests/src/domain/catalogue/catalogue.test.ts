import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CatalogueSelectionError,
  applyRules,
  availableTimeSlots,
  chooseAddon,
  effectiveSelection,
  effectiveTimeSlot,
  initialSelection,
  isTimeSlotSelectable,
  removeAddon,
  selectPlan,
  setToggle,
  showsAdditionalNumbers,
  type Rule,
} from '../../../../src/domain/index.ts';
import { addon, category, samplePlan } from '../fixtures.ts';

const plan = samplePlan();

describe('selection model (spec sections 3, 4)', () => {
  it('starts a plan with its cart add-ons and toggle_on add-ons', () => {
    expect(initialSelection(plan)).toEqual([
      { id: 401, quantity: 1 },
      { id: 402, quantity: 1 },
    ]);
  });

  it('clears the cart and the preselection flags when a plan is selected', () => {
    expect(selectPlan(plan)).toEqual({ planCode: 'SIPT', selection: initialSelection(plan), preselect: false });
  });

  it('keeps one add-on in a radio category', () => {
    const first = chooseAddon(plan, [], { categoryId: 10, addonId: 101 });
    expect(chooseAddon(plan, first, { categoryId: 10, addonId: 102 })).toEqual([{ id: 102, quantity: 1 }]);
  });

  it('keeps one add-on in a select category, with its quantity', () => {
    const first = chooseAddon(plan, [], { categoryId: 30, addonId: 301, quantity: 2 });
    expect(first).toEqual([{ id: 301, quantity: 2 }]);
    expect(chooseAddon(plan, first, { categoryId: 30, addonId: 302 })).toEqual([{ id: 302, quantity: 1 }]);
  });

  it('chooses checkbox add-ons each on its own, and quantity 0 deselects', () => {
    const both = chooseAddon(plan, chooseAddon(plan, [], { categoryId: 20, addonId: 201 }), { categoryId: 20, addonId: 203 });
    expect(both).toEqual([
      { id: 201, quantity: 1 },
      { id: 203, quantity: 1 },
    ]);
    expect(chooseAddon(plan, both, { categoryId: 20, addonId: 201, quantity: 0 })).toEqual([{ id: 203, quantity: 1 }]);
  });

  it('keeps one radio_option card of a radio_option category, and its other add-ons each on their own', () => {
    const radioOptionPlan = samplePlan({
      categories: [category(50, 'radio_option', [addon(501, 50), addon(502, 50), addon(503, 50, { type: 'toggle_off' })])],
    });
    const choose = (selection: ReturnType<typeof chooseAddon>, addonId: number) => chooseAddon(radioOptionPlan, selection, { categoryId: 50, addonId });
    expect(choose(choose(choose([], 501), 503), 502).map((s) => s.id)).toEqual([503, 502]);
  });

  it('offers only the quantities the add-on lists', () => {
    expect(() => chooseAddon(plan, [], { categoryId: 30, addonId: 301, quantity: 4 })).toThrow(/Quantity 4 could not be found/);
    expect(() => chooseAddon(plan, [], { categoryId: 30, addonId: 302, quantity: 1.5 })).toThrow(CatalogueSelectionError);
  });

  it.each([
    ['a missing category', () => chooseAddon(plan, [], { categoryId: 99, addonId: 101 }), /Category 99 could not be found/],
    ['a missing add-on', () => chooseAddon(plan, [], { categoryId: 10, addonId: 999 }), /Addon 999 could not be found/],
    ['an add-on of another category', () => chooseAddon(plan, [], { categoryId: 10, addonId: 201 }), /Addon 201 could not be found in category 10/],
    ['a missing add-on to remove', () => removeAddon(plan, [], 999), /Addon 999 could not be found/],
    ['a missing toggle', () => setToggle(plan, [], 999, true), /Toggle 999 could not be found/],
    ['an add-on that is no toggle', () => setToggle(plan, [], 201, true), /Toggle 201 could not be found/],
  ])('fails a selection that names %s with an error that says what could not be found', (_, select, message) => {
    expect(select).toThrow(message);
  });

  it('switches toggle_on and toggle_off add-ons', () => {
    const start = initialSelection(plan);
    expect(setToggle(plan, start, 402, false)).toEqual([{ id: 401, quantity: 1 }]);
    expect(setToggle(plan, start, 403, true)).toContainEqual({ id: 403, quantity: 1 });
  });

  it('removes a chosen add-on', () => {
    expect(removeAddon(plan, [{ id: 201, quantity: 1 }], 201)).toEqual([]);
  });

  it('reads ids sent as text like the numbers of the catalogue', () => {
    expect(effectiveSelection(plan, [{ id: '201', quantity: 1 }]).selected).toEqual([{ id: 201, quantity: 1 }]);
  });
});

describe('rules forces_plan, disables and excludes (spec section 3)', () => {
  it('disables the add-on a chosen add-on disables, whichever was chosen first', () => {
    const a = effectiveSelection(plan, [{ id: 201, quantity: 1 }, { id: 202, quantity: 1 }]);
    const b = effectiveSelection(plan, [{ id: 202, quantity: 1 }, { id: 201, quantity: 1 }]);
    expect(a.selected).toEqual([{ id: 201, quantity: 1 }]);
    expect(a.disabledIds).toEqual([202]);
    expect(b).toEqual(a);
  });

  it('excludes what a chosen add-on excludes', () => {
    expect(effectiveSelection(plan, [{ id: 203, quantity: 1 }]).excludedIds).toEqual(['afternoon']);
  });

  it('names the plan a chosen add-on forces', () => {
    expect(effectiveSelection(plan, [{ id: 204, quantity: 1 }]).forcedPlanId).toBe(7);
    expect(effectiveSelection(plan, []).forcedPlanId).toBeNull();
  });

  it('keeps a child add-on only with its parentAddon', () => {
    expect(effectiveSelection(plan, [{ id: 303, quantity: 1 }]).selected).toEqual([]);
    const withParent = samplePlan({
      categories: [category(30, 'checkbox', [addon(302, 30), addon(303, 30, { attributes: { parentAddon: 302 } })])],
    });
    expect(effectiveSelection(withParent, [{ id: 303, quantity: 1 }, { id: 302, quantity: 2 }]).selected).toEqual([
      { id: 302, quantity: 2 },
      { id: 303, quantity: 1 },
    ]);
  });

  it('gives a conflict to the add-on earlier in catalogue order, even when the later one holds the rule', () => {
    const rules: Rule[] = [{ type: 'disables', addon_id: 3, applied_to_id: 1 }];
    expect(applyRules([1, 2, 3], rules, [3, 1, 2]).kept).toEqual([1, 2]);
  });

  it('applies rules the same whichever order the user chooses in and the rules are listed in', () => {
    const ids = [1, 2, 3, 4, 5, 6, 7, 8];
    const rule = fc.record({
      type: fc.constantFrom('forces_plan' as const, 'disables' as const, 'excludes' as const),
      addon_id: fc.constantFrom(...ids),
      applied_to_id: fc.constantFrom(...ids, 'morning', 100),
    });
    fc.assert(
      fc.property(
        fc.array(rule, { maxLength: 10 }),
        fc.uniqueArray(fc.constantFrom(...ids)),
        fc.infiniteStream(fc.nat()),
        (rules, chosen, randomness) => {
          const shuffle = <T>(list: readonly T[]) => {
            const copy = [...list];
            for (let i = copy.length - 1; i > 0; i--) {
              const j = (randomness.next().value as number) % (i + 1);
              [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
            }
            return copy;
          };
          const parentOf = (id: number | string) => (id === 8 ? 7 : null);
          expect(applyRules(ids, shuffle(rules), shuffle(chosen), parentOf)).toEqual(applyRules(ids, rules, chosen, parentOf));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('technician time slot (spec section 4)', () => {
  it('leaves the slots that no rule excludes', () => {
    expect(availableTimeSlots(['morning', 'afternoon', 'allDay'], ['afternoon'])).toEqual(['morning', 'allDay']);
  });

  it.each([
    [['morning', 'afternoon'], [], true],
    [['morning', 'afternoon'], ['afternoon'], false],
    [['morning'], [], false],
    [[], [], false],
  ])('is selectable only if more than one option remains: %j without %j -> %s', (options, excluded, selectable) => {
    expect(isTimeSlotSelectable(options, excluded)).toBe(selectable);
  });

  it('defaults to morning when slots exist', () => {
    expect(effectiveTimeSlot(['afternoon', 'morning'], [], null)).toBe('morning');
    expect(effectiveTimeSlot(['afternoon', 'morning'], [], 'afternoon')).toBe('afternoon');
    expect(effectiveTimeSlot(['afternoon', 'morning'], ['afternoon'], 'afternoon')).toBe('morning');
    expect(effectiveTimeSlot(['afternoon'], [], null)).toBe('afternoon');
    expect(effectiveTimeSlot([], [], null)).toBeNull();
  });
});

describe('additional numbers (spec section 4)', () => {
  const numbers = category(60, 'checkbox', [addon(601, 60, { name: 'basicExtraNumber' })], { name: 'additionalNumbers' });
  const withNumbers = (overrides: Parameters<typeof samplePlan>[0]) => samplePlan({ categories: [numbers], ...overrides });

  it.each([
    ['a line plan with new connection', withNumbers({ category: 'TAL' }), false, [], true],
    ['a line plan with old connection', withNumbers({ category: 'TAL' }), true, [], false],
    ['a line plan before the connection question', withNumbers({ category: 'TAL' }), null, [], false],
    ['a business plan', withNumbers({ category: 'TAL', type: 'business' }), false, [], false],
    ['a plan without that category', samplePlan({ category: 'TAL' }), false, [], false],
    ['another plan without the basic extra-number add-on', withNumbers({}), null, [], true],
    ['another plan with the basic extra-number add-on', withNumbers({}), null, [{ id: 601, quantity: 1 }], false],
    ['plan SIPB', withNumbers({ code: 'SIPB' }), null, [], false],
  ])('shows for %s: %s', (_, p, oldConnection, selection, shows) => {
    expect(showsAdditionalNumbers(p, oldConnection, selection)).toBe(shows);
  });
});
