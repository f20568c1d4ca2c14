import type { Voucher, VoucherCheck } from './schemas/index.ts';

/** The voucher form state from the check answer; appliedToPrice defaults to total; not yet synced (spec sections 3, 7). */
export function voucherFromCheck(check: VoucherCheck): Voucher {
  return {
    code: check.code,
    appliedToPrice: check.appliedToPrice ?? 'total',
    discountType: check.discountType ?? null,
    discountValue: check.discountValue ?? null,
    discountMonthly: check.discountMonthly ?? null,
    discountOneTime: check.discountOneTime ?? null,
    isValid: check.isValid,
    message: check.message ?? null,
    synced: false,
  };
}

/** A voucher discount can be marked synced: applied server-side (spec section 4). */
export function markVoucherSynced(voucher: Voucher): Voucher {
  return { ...voucher, synced: true };
}
