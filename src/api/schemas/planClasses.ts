import * as z from 'zod/mini';
import { PlanClass } from '../../domain/schemas/planClass.ts';

export { PlanClass, PlanSummary } from '../../domain/schemas/planClass.ts';

/** Query of `GET plan-classes` (spec section 7); every value as the page query gave it. */
export const PlanClassesQuery = z.object({
  api: z.optional(z.string()),
  type: z.optional(z.string()),
  product_code: z.optional(z.string()),
  partner_code: z.optional(z.string()),
});
export type PlanClassesQuery = z.infer<typeof PlanClassesQuery>;

export const PlanClassesResponse = z.object({ data: z.array(PlanClass) });
export type PlanClassesResponse = z.infer<typeof PlanClassesResponse>;
