import * as z from 'zod/mini';

/** percent: discountValue is a percentage; fixed: discountValue is an amount in euros. */
export const DiscountType = z.enum(['percent', 'fixed']);
export type DiscountType = z.infer<typeof DiscountType>;

/** Which price a discount applies to: the totals (default), or only the monthly or only the one-time price. */
export const AppliedToPrice = z.enum(['total', 'monthly', 'oneTime']);
export type AppliedToPrice = z.infer<typeof AppliedToPrice>;

/** The voucher check answer (`GET plans/{id}/vouchers`, data), amounts in euros. */
export const VoucherCheck = z.object({
  code: z.string(),
  isValid: z.boolean(),
  discountType: z.nullish(DiscountType),
  discountValue: z.nullish(z.number()),
  discountMonthly: z.nullish(z.number()),
  discountOneTime: z.nullish(z.number()),
  appliedToPrice: z.nullish(AppliedToPrice),
  message: z.nullish(z.string()),
});
export type VoucherCheck = z.infer<typeof VoucherCheck>;

/** Voucher (spec section 3) in the form state; `synced` marks a discount applied server-side. */
export const Voucher = z.object({
  code: z.string(),
  appliedToPrice: AppliedToPrice,
  discountType: z.nullable(DiscountType),
  discountValue: z.nullable(z.number()),
  discountMonthly: z.nullable(z.number()),
  discountOneTime: z.nullable(z.number()),
  isValid: z.boolean(),
  message: z.nullable(z.string()),
  synced: z.boolean(),
});
export type Voucher = z.infer<typeof Voucher>;
