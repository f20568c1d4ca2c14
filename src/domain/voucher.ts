import type { OrderCart, Voucher, VoucherCheck } from './schemas/index.ts';

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

/**
 * Does the server's order cart carry the voucher's discount (spec sections 3, 4)? The order cart names no codes
 * but in its labels, so: a discount item whose label, in any language, names the code.
 */
export function carriesVoucherDiscount(orderCart: OrderCart, code: string): boolean {
  const wanted = code.trim().toUpperCase();
  if (wanted === '') return false;
  return orderCart.categories.some((category) =>
    category.items.some((item) => item.type === 'discount' && Object.values(item.label).some((label) => (label ?? '').toUpperCase().includes(wanted))),
  );
}
