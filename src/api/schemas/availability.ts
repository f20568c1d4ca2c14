import * as z from 'zod/mini';
import { Address, AvailabilityRequest, AvailabilityResult } from '../../domain/schemas/address.ts';
import { Language } from '../../domain/schemas/common.ts';

/** `POST provider-availabilities/{provider}` (domestic plans, default provider TAL). */
export const ProviderAvailabilityRequest = AvailabilityRequest;
export type ProviderAvailabilityRequest = z.infer<typeof ProviderAvailabilityRequest>;
export const ProviderAvailabilityResponse = AvailabilityResult;
export type ProviderAvailabilityResponse = z.infer<typeof ProviderAvailabilityResponse>;

const trimmedNonEmpty = z.string().check(z.trim(), z.minLength(1));

/** `POST apc/check` (international and VoIP plans). */
export const ApcCheckRequest = z.object({
  address: z.object({
    street: trimmedNonEmpty,
    houseNumber: trimmedNonEmpty,
    zipCode: trimmedNonEmpty,
    city: trimmedNonEmpty,
    country: trimmedNonEmpty,
  }),
  options: z.object({
    addressMatch: z.enum(['exact', 'fuzzy']),
    include: z.array(z.literal('voip')),
    timeout: z.number(),
  }),
  planCode: z.optional(z.string()),
});
export type ApcCheckRequest = z.infer<typeof ApcCheckRequest>;

/**
 * `POST apc/check` answer. Available when `code` is 200 (geographic numbers) or 201 (only nomadic numbers);
 * the international result says which kind of numbers can be given (spec section 2).
 */
export const ApcCheckResponse = z.extend(AvailabilityResult, {
  numbers: z.nullish(z.object({ geographic: z.boolean(), nomadic: z.boolean() })),
});
export type ApcCheckResponse = z.infer<typeof ApcCheckResponse>;

/** `POST auto-address`: the search text, the countries (AUT, FRA, NLD for international plans), the language. */
export const AutoAddressRequest = z.object({
  address_search: z.string().check(z.minLength(1)),
  country: z.array(z.string().check(z.regex(/^[A-Z]{3}$/))),
  lang: Language,
});
export type AutoAddressRequest = z.infer<typeof AutoAddressRequest>;

export const MatchLevel = z.enum(['houseNumber', 'street', 'city', 'postalCode']);
export type MatchLevel = z.infer<typeof MatchLevel>;

export const AddressSuggestion = z.object({
  label: z.string(),
  matchLevel: MatchLevel,
  address: Address,
});
export type AddressSuggestion = z.infer<typeof AddressSuggestion>;

export const AutoAddressResponse = z.object({
  autocomplete: z.object({
    suggestions: z.object({ suggestions: z.array(AddressSuggestion) }),
  }),
});
export type AutoAddressResponse = z.infer<typeof AutoAddressResponse>;
