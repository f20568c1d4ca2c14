import * as z from 'zod/mini';
import { PlanLink } from '../../domain/schemas/planLink.ts';

/** `POST plan-links`: body config, email, plan_code (the domain's PlanLink). */
export const PlanLinkRequest = z.extend(PlanLink, {
  email: z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)),
});
export type PlanLinkRequest = z.infer<typeof PlanLinkRequest>;

export const PlanLinkCreatedResponse = z.object({
  data: z.extend(PlanLink, { hash: z.string(), url: z.string(), createdAt: z.string() }),
});
export type PlanLinkCreatedResponse = z.infer<typeof PlanLinkCreatedResponse>;

/** `GET plan-links/{planCode}`: the link saved for that plan. */
export const PlanLinkResponse = PlanLinkCreatedResponse;
export type PlanLinkResponse = PlanLinkCreatedResponse;
