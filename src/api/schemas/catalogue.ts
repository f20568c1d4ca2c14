import * as z from 'zod/mini';
import { CompanyListEntry } from '../../domain/schemas/company.ts';
import { VoucherCheck } from '../../domain/schemas/voucher.ts';

/** `GET companies` (spec section 7): query text and country (AT or DE). */
export const CompaniesQuery = z.object({
  text: z.string().check(z.minLength(1)),
  country: z.enum(['AT', 'DE']),
});
export type CompaniesQuery = z.infer<typeof CompaniesQuery>;

export const CompaniesResponse = z.object({ data: z.array(CompanyListEntry) });
export type CompaniesResponse = z.infer<typeof CompaniesResponse>;

/** A previous provider for porting: `id` is what the order sends as `previousEKPID`. */
export const Provider = z.object({ id: z.string(), name: z.string() });
export type Provider = z.infer<typeof Provider>;

export const ProvidersResponse = z.object({ data: z.array(Provider) });
export type ProvidersResponse = z.infer<typeof ProvidersResponse>;

/**
 * `GET plans/{id}/vouchers` in its typed form; on the wire the cart add-ons are `cartAddons[n][id]` and
 * `cartAddons[n][quantity]` (see `voucherSearchParams`, `parseVoucherSearchParams`).
 */
export const VoucherQuery = z.object({
  voucherCode: z.string().check(z.minLength(1)),
  street: z.optional(z.string()),
  houseNumber: z.optional(z.string()),
  zipCode: z.optional(z.string()),
  city: z.optional(z.string()),
  cartAddons: z.array(z.object({ id: z.string(), quantity: z.string().check(z.regex(/^\d+$/)) })),
});
export type VoucherQuery = z.infer<typeof VoucherQuery>;

export interface VoucherCheckInput {
  voucherCode: string;
  street?: string;
  houseNumber?: string;
  zipCode?: string;
  city?: string;
  cartAddons?: ReadonlyArray<{ id: string | number; quantity: number }>;
}

export function voucherSearchParams(input: VoucherCheckInput): URLSearchParams {
  const params = new URLSearchParams({ voucherCode: input.voucherCode });
  for (const key of ['street', 'houseNumber', 'zipCode', 'city'] as const) {
    const value = input[key];
    if (value) params.set(key, value);
  }
  (input.cartAddons ?? []).forEach((addon, n) => {
    params.set(`cartAddons[${n}][id]`, String(addon.id));
    params.set(`cartAddons[${n}][quantity]`, String(addon.quantity));
  });
  return params;
}

/** The server side of `voucherSearchParams`: the flat query back into the typed shape (not yet validated). */
export function parseVoucherSearchParams(params: URLSearchParams): unknown {
  const out: Record<string, unknown> = {};
  const addons: Array<Record<string, string>> = [];
  for (const [key, value] of params) {
    const match = /^cartAddons\[(\d+)\]\[(id|quantity)\]$/.exec(key);
    if (match) {
      const n = Number(match[1]);
      addons[n] = { ...addons[n], [match[2]!]: value };
    } else out[key] = value;
  }
  out.cartAddons = addons.filter(Boolean);
  return out;
}

export const VoucherResponse = z.object({ data: VoucherCheck });
export type VoucherResponse = z.infer<typeof VoucherResponse>;

/** `GET partners/{partnerCode}/references`: query nextReference=1, optional agent_code. */
export const NextReferenceQuery = z.object({ nextReference: z.literal('1'), agent_code: z.optional(z.string()) });
export type NextReferenceQuery = z.infer<typeof NextReferenceQuery>;

export const NextReferenceResponse = z.object({ references: z.array(z.string()) });
export type NextReferenceResponse = z.infer<typeof NextReferenceResponse>;

/** `GET partners/{partnerCode}/references/{number}`: query agent_code. */
export const ReferenceQuery = z.object({ agent_code: z.optional(z.string()) });
export type ReferenceQuery = z.infer<typeof ReferenceQuery>;

export const ReferenceCheckResponse = z.object({ isAvailable: z.boolean() });
export type ReferenceCheckResponse = z.infer<typeof ReferenceCheckResponse>;
