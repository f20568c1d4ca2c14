import * as z from 'zod/mini';
import { EntityTranslations, Id } from '../../domain/schemas/common.ts';
import { PlanCategory, PlanType } from '../../domain/schemas/plan.ts';

/** Query of `GET plan-classes` (spec section 7); every value as the page query gave it. */
export const PlanClassesQuery = z.object({
  api: z.optional(z.string()),
  type: z.optional(z.string()),
  product_code: z.optional(z.string()),
  partner_code: z.optional(z.string()),
});
export type PlanClassesQuery = z.infer<typeof PlanClassesQuery>;

/** One plan as the plan list shows it (euro decimals, gross for private plans, net for business plans). */
export const PlanSummary = z.object({
  id: Id,
  code: z.string(),
  category: PlanCategory,
  type: PlanType,
  monthly_price: z.nullish(z.number()),
  setup_price: z.nullish(z.number()),
  translation_key: z.nullish(z.string()),
  /** `name`, `description`, `features` (one text per language, features separated by "\n"). */
  translations: z.nullish(EntityTranslations),
  isCustomizable: z.nullish(z.boolean()),
  /** Marks the plan the list highlights within its class. */
  highlighted: z.nullish(z.boolean()),
});
export type PlanSummary = z.infer<typeof PlanSummary>;

/** A plan class: a group of plans of the plan list (e.g. "Internet & phone for homes"). */
export const PlanClass = z.object({
  id: Id,
  key: z.string(),
  translation_key: z.nullish(z.string()),
  translations: z.nullish(EntityTranslations),
  type: PlanType,
  category: PlanCategory,
  plans: z.array(PlanSummary),
});
export type PlanClass = z.infer<typeof PlanClass>;

export const PlanClassesResponse = z.object({ data: z.array(PlanClass) });
export type PlanClassesResponse = z.infer<typeof PlanClassesResponse>;
