import * as z from 'zod/mini';
import { EntityTranslations, Flag, Id } from './common.ts';

/** Rule (spec section 3): what selecting `addon_id` does to `applied_to_id`. */
export const RuleType = z.enum(['forces_plan', 'disables', 'excludes']);
export type RuleType = z.infer<typeof RuleType>;

export const Rule = z.object({
  type: RuleType,
  addon_id: Id,
  applied_to_id: Id,
});
export type Rule = z.infer<typeof Rule>;

/** Add-on attributes (spec sections 3, 9). */
export const AddonAttributes = z.object({
  /** The quantities the user may choose from, when the add-on has a quantity. */
  quantities: z.nullish(z.array(z.number())),
  /** The first item costs nothing: price quantity = quantity - 1. */
  firstItemFree: z.nullish(Flag),
  /** One price whatever the quantity: price quantity = 1. */
  hasPrices: z.nullish(Flag),
  /** The add-on can be selected only together with this parent add-on. */
  parentAddon: z.nullish(Id),
  prepaid: z.nullish(Flag),
});
export type AddonAttributes = z.infer<typeof AddonAttributes>;

export const AddonType = z.enum(['input', 'radio_option', 'cart', 'toggle_on', 'toggle_off']);
export type AddonType = z.infer<typeof AddonType>;

/** Addon (spec section 3). Prices are euro decimals as the server sends them. */
export const Addon = z.object({
  id: Id,
  name: z.string(),
  category_id: Id,
  translation_key: z.nullish(z.string()),
  translations: z.nullish(EntityTranslations),
  type: AddonType,
  quantity: z.nullish(z.number()),
  monthly_price: z.nullish(z.number()),
  one_time_price: z.nullish(z.number()),
  setup_price: z.nullish(z.number()),
  cart_position: z.nullish(z.number()),
  attributes: z.nullish(AddonAttributes),
  plans_rules: z.nullish(z.array(Rule)),
});
export type Addon = z.infer<typeof Addon>;

export const CategorySection = z.enum(['connection', 'product', 'hardware']);
export type CategorySection = z.infer<typeof CategorySection>;

export const CategoryInputType = z.enum(['radio', 'checkbox', 'select', 'radio_option']);
export type CategoryInputType = z.infer<typeof CategoryInputType>;

/** Category (spec section 3). */
export const Category = z.object({
  id: Id,
  name: z.string(),
  translation_key: z.nullish(z.string()),
  translations: z.nullish(EntityTranslations),
  section: CategorySection,
  input_type: CategoryInputType,
  addons: z.array(Addon),
});
export type Category = z.infer<typeof Category>;

export const PlanCategory = z.enum(['TAL', 'VOIP']);
export type PlanCategory = z.infer<typeof PlanCategory>;

export const PlanType = z.enum(['business', 'private']);
export type PlanType = z.infer<typeof PlanType>;

/** Plan (spec section 3), as `GET plans/{code}` answers it. */
export const Plan = z.object({
  id: Id,
  code: z.string(),
  category: PlanCategory,
  type: PlanType,
  monthly_price: z.nullish(z.number()),
  setup_price: z.nullish(z.number()),
  translation_key: z.nullish(z.string()),
  translations: z.nullish(EntityTranslations),
  isCustomizable: z.nullish(z.boolean()),
  isCustomizationMode: z.nullish(z.boolean()),
  categories: z.array(Category),
  /** VAT in percent (19), when the plan response carries it. */
  vatPercentage: z.nullish(z.number()),
});
export type Plan = z.infer<typeof Plan>;

/** Plan state (spec section 3): the loaded plan with what the client derives for it. */
export const PlanState = z.object({
  vatPercent: z.number(),
  locale: z.string(),
  currencySymbol: z.string(),
  originalPlanConfig: z.nullable(Plan),
  plans: z.array(Plan),
});
export type PlanState = z.infer<typeof PlanState>;
