import type { AppliedToPrice, Cents, Voucher } from '../schemas/index.ts';
import { toCents } from './money.ts';

export interface Discount {
  monthly: Cents;
  once: Cents;
}

/** The voucher fields the discount needs. */
export type VoucherTerms = Pick<
  Voucher,
  'isValid' | 'appliedToPrice' | 'discountType' | 'discountValue' | 'discountMonthly' | 'discountOneTime'
>;

/**
 * The discount a voucher gives on the totals (spec sections 3, 4). Only a valid voucher counts.
 * Amounts the server computed (discountMonthly, discountOneTime) win; otherwise percent discounts take
 * discountValue percent of each total they apply to, fixed ones discountValue euros; appliedToPrice says
 * which: total (both), monthly or oneTime. A fixed discount on the total goes to the monthly total.
 * Never more than the total it reduces.
 */
export function voucherDiscount(totalMonthly: Cents, totalOnce: Cents, voucher: VoucherTerms | null): Discount {
  if (!voucher || !voucher.isValid) return { monthly: 0, once: 0 };
  const applies = appliesTo(voucher.appliedToPrice);
  const value = voucher.discountValue ?? 0;
  const computed = (total: Cents, share: boolean): Cents => {
    if (!share || !(value > 0)) return 0;
    switch (voucher.discountType) {
      case 'percent':
        return Math.round((total * Math.min(value, 100)) / 100);
      case 'fixed':
        return toCents(value);
      case null:
        return 0;
      default:
        return voucher.discountType satisfies never;
    }
  };
  const serverMonthly = voucher.discountMonthly;
  const serverOnce = voucher.discountOneTime;
  const hasServerAmounts = (serverMonthly ?? 0) > 0 || (serverOnce ?? 0) > 0;
  const fixedOnTotal = voucher.discountType === 'fixed' && voucher.appliedToPrice === 'total';
  const monthly = hasServerAmounts ? Math.max(0, toCents(serverMonthly)) : computed(totalMonthly, applies.monthly);
  const once = hasServerAmounts ? Math.max(0, toCents(serverOnce)) : fixedOnTotal ? 0 : computed(totalOnce, applies.once);
  return { monthly: clamp(monthly, totalMonthly), once: clamp(once, totalOnce) };
}

function appliesTo(applied: AppliedToPrice): { monthly: boolean; once: boolean } {
  switch (applied) {
    case 'total':
      return { monthly: true, once: true };
    case 'monthly':
      return { monthly: true, once: false };
    case 'oneTime':
      return { monthly: false, once: true };
    default:
      return applied satisfies never;
  }
}

function clamp(discount: Cents, total: Cents): Cents {
  return Math.max(0, Math.min(discount, Math.max(0, total)));
}
