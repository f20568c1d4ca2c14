import * as z from 'zod/mini';
import { Id } from './common.ts';

/** Plan link (spec section 3): body of `POST plan-links`. */
export const PlanLink = z.object({
  config: z.array(z.object({ id: Id, name: z.string() })),
  email: z.string(),
  plan_code: z.string(),
});
export type PlanLink = z.infer<typeof PlanLink>;
