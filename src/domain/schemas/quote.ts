import * as z from 'zod/mini';
import { Language } from './common.ts';
import { OrderAddress, OrderSelection } from './order.ts';

/** The quote form (spec sections 2, 5): what the user types in the cart. */
export const QuoteForm = z.object({
  companyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumberQuote: z.string(),
  personalDataUseConsent: z.boolean(),
});
export type QuoteForm = z.infer<typeof QuoteForm>;

/**
 * Quote request (spec sections 3, 5): body of `POST quotes`. For the international plan only
 * order, lang and serviceCountry are sent.
 */
export const QuoteRequest = z.object({
  order: OrderSelection,
  lang: Language,
  serviceCountry: z.optional(z.string()),
  customer: z.optional(
    z.object({
      salutation: z.literal('Company'),
      companyName: z.optional(z.string()),
      firstName: z.string(),
      lastName: z.string(),
      birthday: z.optional(z.string()),
    }),
  ),
  contact: z.optional(z.object({ email: z.string(), phoneNumber: z.optional(z.string()) })),
  address: z.optional(OrderAddress),
});
export type QuoteRequest = z.infer<typeof QuoteRequest>;
