import { describe, expect, it } from 'vitest';
import {
  isQuoteButtonEnabled,
  markVoucherSynced,
  showsOrderCartTotals,
  voucherFromCheck,
  type OrderCart,
} from '../../../src/domain/index.ts';

describe('voucher state (spec sections 3, 4)', () => {
  it('defaults appliedToPrice to total and starts unsynced', () => {
    const voucher = voucherFromCheck({ code: 'SPRING', isValid: true, discountType: 'percent', discountValue: 10 });
    expect(voucher).toEqual({
      code: 'SPRING',
      appliedToPrice: 'total',
      discountType: 'percent',
      discountValue: 10,
      discountMonthly: null,
      discountOneTime: null,
      isValid: true,
      message: null,
      synced: false,
    });
    expect(markVoucherSynced(voucher).synced).toBe(true);
  });
});

describe('cart display (spec section 4)', () => {
  const cart = (oneTime: number, itemType = 'addon'): OrderCart => ({
    totals: [{ label: { de: 'Summe' }, monthly_cost: 10, one_time_cost: oneTime }],
    categories: [{ name: 'x', items: [{ type: itemType, label: { de: 'x' }, monthly_cost: -1, one_time_cost: 0 }] }],
  });
  it.each([
    ['no order cart', null, false],
    ['a first total with one-time cost above 0', cart(5), true],
    ['discount items', cart(0, 'discount'), true],
    ['neither', cart(0), false],
  ])('shows the order cart totals with %s: %s', (_, value, shows) => {
    expect(showsOrderCartTotals(value)).toBe(shows);
  });
});

describe('quote button (spec section 4)', () => {
  const base = { isPartnerPortal: false, isInternational: false, isRevealed: true, isPending: false, isFormValid: true };
  it.each([
    ['before the form is revealed', { isRevealed: false, isFormValid: false }, true],
    ['for partner-portal plans', { isPartnerPortal: true, isPending: true, isFormValid: false }, true],
    ['for international plans', { isInternational: true, isFormValid: false }, true],
    ['with a valid form', {}, true],
    ['with an invalid form', { isFormValid: false }, false],
    ['while pending', { isPending: true }, false],
  ])('is enabled %s: %s', (_, overrides, enabled) => {
    expect(isQuoteButtonEnabled({ ...base, ...overrides })).toBe(enabled);
  });
});
