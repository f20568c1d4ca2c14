import * as z from 'zod/mini';
import { CountryAlpha2 } from '../../domain/schemas/country.ts';

/**
 * `POST auth` (bearer token header) and `GET auth` (session check) answer the same shape: who is ordering, with
 * the partner flags of spec section 6. An anonymous visitor gets `isAuthenticated: false` and every flag off;
 * an invalid token gets 401 (spec section 8: alert 'error.token.invalid').
 */
export const AuthResponse = z.object({
  isAuthenticated: z.boolean(),
  /** The token came from the partner portal. */
  isPartnerPortal: z.boolean(),
  /** A trusted partner (never for Austria plans, spec section 6). */
  usePartnerProcess: z.boolean(),
  partnerCode: z.nullable(z.string()),
  agentCode: z.nullable(z.string()),
  /** The customer portal: ordering for a subsidiary of `parentCustomerId`. */
  isCustomerPortal: z.boolean(),
  parentCustomerId: z.nullable(z.string()),
  /** The partner's system country: a non-German system makes the plan international (spec section 6). */
  systemCountry: z.nullable(CountryAlpha2),
  /** Partner codes that may order without the partner flag (the configured embedded-frame list). */
  embeddedFramePartnerCodes: z.optional(z.array(z.string())),
});
export type AuthResponse = z.infer<typeof AuthResponse>;
