import type { Addon, Category, Id, Plan } from '../schemas/index.ts';

/** Ids compare by their text: the catalogue may send 12 where a stored selection holds "12" (spec section 3). */
export function sameId(a: Id | null | undefined, b: Id | null | undefined): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}

export type CatalogueLookupKind = 'category' | 'addon' | 'toggle' | 'quantity';

/** A selection that names something the plan does not have (spec section 8). */
export class CatalogueSelectionError extends Error {
  override readonly name = 'CatalogueSelectionError';
  constructor(
    readonly kind: CatalogueLookupKind,
    readonly id: Id,
    message: string,
  ) {
    super(message);
  }
}

/** Every add-on of the plan in catalogue order (spec section 3). */
export function allAddons(plan: Plan): Addon[] {
  return plan.categories.flatMap((category) => category.addons);
}

/** The category, or an error saying it could not be found (spec section 8). */
export function findCategory(plan: Plan, categoryId: Id): Category {
  const category = plan.categories.find((c) => sameId(c.id, categoryId));
  if (!category) {
    throw new CatalogueSelectionError('category', categoryId, `Category ${categoryId} could not be found in plan ${plan.code}`);
  }
  return category;
}

/** The add-on, or an error saying it could not be found (spec section 8). */
export function findAddon(plan: Plan, addonId: Id): Addon {
  const addon = allAddons(plan).find((a) => sameId(a.id, addonId));
  if (!addon) throw new CatalogueSelectionError('addon', addonId, `Addon ${addonId} could not be found in plan ${plan.code}`);
  return addon;
}

/** The category an add-on belongs to (spec section 3). */
export function categoryOfAddon(plan: Plan, addonId: Id): Category | undefined {
  return plan.categories.find((c) => c.addons.some((a) => sameId(a.id, addonId)));
}

/** A server flag (true or 1) is set (spec section 3 attributes). */
export function isFlagSet(flag: boolean | number | null | undefined): boolean {
  return flag === true || flag === 1;
}
