import type { Addon, Category, Plan } from '../../../src/domain/index.ts';

/** A small add-on with defaults; prices in euros as the server sends them. */
export function addon(id: number, categoryId: number, overrides: Partial<Addon> = {}): Addon {
  return { id, name: `addon${id}`, category_id: categoryId, type: 'radio_option', monthly_price: 0, one_time_price: 0, ...overrides };
}

export function category(id: number, inputType: Category['input_type'], addons: Addon[], overrides: Partial<Category> = {}): Category {
  return { id, name: `category${id}`, section: 'product', input_type: inputType, addons, ...overrides };
}

/** A plan: 9.99 monthly, 49.99 setup, with a radio router choice, checkbox options, phones and toggles. */
export function samplePlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 1,
    code: 'SIPT',
    category: 'VOIP',
    type: 'private',
    monthly_price: 9.99,
    setup_price: 49.99,
    translation_key: 'plan.sipt',
    categories: [
      category(10, 'radio', [
        addon(101, 10, { name: 'routerBasic', monthly_price: 0 }),
        addon(102, 10, { name: 'routerPro', monthly_price: 4.99, one_time_price: 19.9 }),
      ]),
      category(20, 'checkbox', [
        addon(201, 20, { name: 'fax', monthly_price: 1.5, plans_rules: [{ type: 'disables', addon_id: 201, applied_to_id: 202 }] }),
        addon(202, 20, { name: 'conference', monthly_price: 2.5 }),
        addon(203, 20, { name: 'callBlocking', monthly_price: 0.99, plans_rules: [{ type: 'excludes', addon_id: 203, applied_to_id: 'afternoon' }] }),
        addon(204, 20, { name: 'business', monthly_price: 0, plans_rules: [{ type: 'forces_plan', addon_id: 204, applied_to_id: 7 }] }),
      ]),
      category(30, 'select', [
        addon(301, 30, { name: 'phone', type: 'input', monthly_price: 3, attributes: { quantities: [1, 2, 3, 5], firstItemFree: true } }),
        addon(302, 30, { name: 'headset', type: 'input', monthly_price: 2, attributes: { hasPrices: 1 } }),
        addon(303, 30, { name: 'charger', type: 'input', monthly_price: 1, attributes: { parentAddon: 302 } }),
      ], { section: 'hardware' }),
      category(40, 'checkbox', [
        addon(401, 40, { name: 'connectionFee', type: 'cart', one_time_price: 29.95, cart_position: 1 }),
        addon(402, 40, { name: 'voicemail', type: 'toggle_on', monthly_price: 0 }),
        addon(403, 40, { name: 'premiumSupport', type: 'toggle_off', monthly_price: 5 }),
      ], { section: 'connection' }),
    ],
    ...overrides,
  };
}
