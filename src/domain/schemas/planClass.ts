import * as z from 'zod/mini';
import { EntityTranslations, Id } from './common.ts';
import { Plan, PlanCategory, PlanType } from './plan.ts';

/** One plan as the plan list shows it (euro decimals, gross for private plans, net for business plans). */
export const PlanSummary = z.extend(
  z.pick(Plan, {
    id: true,
    code: true,
    category: true,
    type: true,
    monthly_price: true,
    setup_price: true,
    translation_key: true,
    // `name`, `description`, `features` (one text per language, features separated by "\n")
    translations: true,
    isCustomizable: true,
  }),
  {
    /** Marks the plan the list highlights within its class. */
    highlighted: z.nullish(z.boolean()),
  },
);
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
