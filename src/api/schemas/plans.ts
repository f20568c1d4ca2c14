import * as z from 'zod/mini';
import { Language } from '../../domain/schemas/common.ts';
import { Plan } from '../../domain/schemas/plan.ts';

/** Query of `GET plans/{code}` and of `GET contract-summary`. */
export const LangQuery = z.object({ lang: Language });
export type LangQuery = z.infer<typeof LangQuery>;

/**
 * `GET plans/{code}`: the plan configuration with `data.vatPercentage`. 404: no such plan; 412: the plan needs an
 * address check first (spec section 8).
 */
export const PlanResponse = z.object({ data: Plan });
export type PlanResponse = z.infer<typeof PlanResponse>;
