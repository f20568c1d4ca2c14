import * as z from 'zod/mini';
import { Id } from './common.ts';

/** Plan link (spec section 3): body of `POST plan-links`. */
export const PlanLink = z.object({
  // quantity: beyond the spec's {id, name}, so that opening the link restores the quantities too
  config: z.array(z.object({ id: Id, name: z.string(), quantity: z.optional(z.number().check(z.int(), z.positive())) })),
  email: z.string(),
  plan_code: z.string(),
});
export type PlanLink = z.infer<typeof PlanLink>;
