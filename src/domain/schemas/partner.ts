import * as z from 'zod/mini';

/** Partner state (spec section 3). */
export const PartnerState = z.object({
  isPartnerPortal: z.boolean(),
  isTrustedPartner: z.boolean(),
  partnerCode: z.nullable(z.string()),
  agentCode: z.nullable(z.string()),
  partnerReference: z.nullable(z.string()),
  isCustomerPortal: z.boolean(),
  parentCustomerId: z.nullable(z.string()),
});
export type PartnerState = z.infer<typeof PartnerState>;
