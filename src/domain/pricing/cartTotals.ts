import type { CartEntry, CartTotals } from '../schemas/index.ts';
import { voucherDiscount, type VoucherTerms } from './voucherDiscount.ts';

/**
 * Cart totals monthly and once, and the voucher-discounted totals that never go below zero
 * (spec sections 3, 4), in integer cents.
 */
export function cartTotals(entries: readonly CartEntry[], voucher: VoucherTerms | null = null): CartTotals {
  const totalMonthly = Math.max(0, entries.reduce((sum, e) => sum + e.monthly_price, 0));
  const totalOnce = Math.max(0, entries.reduce((sum, e) => sum + e.one_time_price, 0));
  const discount = voucherDiscount(totalMonthly, totalOnce, voucher);
  return {
    totalMonthly,
    totalOnce,
    totalMonthlyDiscounted: Math.max(0, totalMonthly - discount.monthly),
    totalOnceDiscounted: Math.max(0, totalOnce - discount.once),
  };
}
