import * as z from 'zod/mini';
import { LocalizedText } from './common.ts';

/** Address (spec section 3). `zipCode` may arrive as `postalCode`; `normalizeAddress` reads both. */
export const Address = z.object({
  street: z.string(),
  houseNumber: z.string(),
  zipCode: z.nullish(z.string()),
  postalCode: z.nullish(z.string()),
  city: z.string(),
  country: z.nullish(z.string()),
  areaCode: z.nullish(z.string()),
  full: z.nullish(z.string()),
  exact_address: z.nullish(z.boolean()),
});
export type Address = z.infer<typeof Address>;

/** The address the flow works with once checked (what the modal's continue emits). */
export const CheckedAddress = z.object({
  street: z.string(),
  houseNumber: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  areaCode: z.nullish(z.string()),
});
export type CheckedAddress = z.infer<typeof CheckedAddress>;

/** Availability request (spec section 3): body of `POST provider-availabilities/{provider}`. */
export const AvailabilityRequest = z.object({
  street: z.string(),
  houseNumber: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  exact_address: z.boolean(),
  planCode: z.optional(z.string()),
});
export type AvailabilityRequest = z.infer<typeof AvailabilityRequest>;

/** Provider availability entry (spec section 3). */
export const ProviderAvailability = z.object({
  name: z.string(),
  bandwidth: z.object({
    download: z.object({ maxBandwidthMbit: z.nullish(z.number()) }),
    upload: z.object({ maxBandwidthMbit: z.nullish(z.number()) }),
  }),
});
export type ProviderAvailability = z.infer<typeof ProviderAvailability>;

/** Availability result (spec section 3). A 4xx answer counts as the empty result. */
export const AvailabilityResult = z.object({
  canOrder: z.boolean(),
  address: z.nullish(Address),
  availablePlans: z.array(z.unknown()),
  results: z.array(
    z.object({
      product: z.nullish(z.string()),
      code: z.nullish(z.string()),
    }),
  ),
  code: z.nullish(z.number()),
  errorMessages: z.nullish(z.array(z.object({ message: LocalizedText }))),
  providers: z.nullish(z.array(ProviderAvailability)),
});
export type AvailabilityResult = z.infer<typeof AvailabilityResult>;
