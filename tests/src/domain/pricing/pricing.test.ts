import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_VAT_RATE,
  cartEntries,
  cartTotals,
  displaySum,
  vatOfShownSum,
  formatPrice,
  formatSignedPrice,
  netFromGross,
  optionPriceDifference,
  priceQuantity,
  toCents,
  vatPercent,
  vatRateFromPercentage,
  vatShare,
  type CartEntry,
  type VoucherTerms,
} from '../../../../src/domain/index.ts';
import { addon, samplePlan } from '../fixtures.ts';

const plan = samplePlan();
const nbsp = (s: string) => s.replace(/\s/g, ' ');

function entry(monthly: number, once: number): CartEntry {
  return { category_id: 1, id: 1, translation_key: null, quantity: 1, monthly_price: monthly, one_time_price: once };
}

function voucher(overrides: Partial<VoucherTerms>): VoucherTerms {
  return { isValid: true, appliedToPrice: 'total', discountType: 'percent', discountValue: 10, discountMonthly: null, discountOneTime: null, ...overrides };
}

describe('money in integer cents (spec section 9)', () => {
  it.each([
    [9.99, 999],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [19.9, 1990],
    [-2.5, -250],
    [null, 0],
    [Number.NaN, 0],
  ])('turns %s euros into %s cents without float drift', (euros, cents) => {
    expect(toCents(euros)).toBe(cents);
  });

  it.each([
    [999, 'de-DE', 'EUR', '9,99 €'],
    [123456, 'de-DE', 'EUR', '1.234,56 €'],
    [0, 'de-DE', 'EUR', '0,00 €'],
    [999, 'en-GB', 'EUR', '€9.99'],
    [500, 'nl-NL', 'EUR', '€ 5,00'],
  ])('formats %s cents with two decimals in %s %s as %s', (cents, locale, currency, text) => {
    expect(nbsp(formatPrice(cents, locale, currency))).toBe(text);
  });

  it('formats price differences signed', () => {
    expect(nbsp(formatSignedPrice(250))).toBe('+2,50 €');
    expect(nbsp(formatSignedPrice(-100))).toBe('-1,00 €');
    expect(nbsp(formatSignedPrice(0))).toBe('0,00 €');
  });
});

describe('price quantity (spec section 9)', () => {
  it.each([
    ['counts quantity minus one when firstItemFree applies', { firstItemFree: true }, 3, 2],
    ['counts quantity minus one when firstItemFree is 1', { firstItemFree: 1 }, 1, 0],
    ['counts 1 when hasPrices applies', { hasPrices: true }, 5, 1],
    ['counts the quantity otherwise', {}, 4, 4],
    ['counts nothing for quantity 0', { firstItemFree: true }, 0, 0],
  ])('%s', (_, attributes, quantity, priced) => {
    expect(priceQuantity(addon(1, 1, { attributes }), quantity)).toBe(priced);
  });
});

describe('cart entries and totals (spec sections 3, 4)', () => {
  it('shows only entries with a monthly or one-time price above 0', () => {
    const entries = cartEntries(plan, [
      { id: 101, quantity: 1 },
      { id: 401, quantity: 1 },
      { id: 402, quantity: 1 },
    ]);
    expect(entries.map((e) => e.id)).toEqual([1, 401]);
  });

  it('prices each line as unit cents times price quantity', () => {
    const entries = cartEntries(plan, [{ id: 301, quantity: 3 }, { id: 102, quantity: 1 }]);
    expect(entries).toContainEqual({ category_id: 30, id: 301, translation_key: null, quantity: 3, monthly_price: 600, one_time_price: 0 });
    expect(entries).toContainEqual({ category_id: 10, id: 102, translation_key: null, quantity: 1, monthly_price: 499, one_time_price: 1990 });
    expect(entries[0]).toEqual({ category_id: null, id: 1, translation_key: 'plan.sipt', quantity: 1, monthly_price: 999, one_time_price: 4999 });
  });

  it('sums totals monthly and once without float drift', () => {
    const lines = Array.from({ length: 10 }, () => entry(toCents(0.1), toCents(0.7)));
    expect(cartTotals(lines)).toEqual({ totalMonthly: 100, totalOnce: 700, totalMonthlyDiscounted: 100, totalOnceDiscounted: 700 });
  });

  it.each([
    ['a percent discount on the total', voucher({}), 900, 1800],
    ['a percent discount on the monthly price', voucher({ appliedToPrice: 'monthly' }), 900, 2000],
    ['a percent discount on the one-time price', voucher({ appliedToPrice: 'oneTime' }), 1000, 1800],
    ['a fixed discount on the total (monthly)', voucher({ discountType: 'fixed', discountValue: 2.5 }), 750, 2000],
    ['a fixed discount on the one-time price', voucher({ discountType: 'fixed', discountValue: 5, appliedToPrice: 'oneTime' }), 1000, 1500],
    ['the amounts the server computed', voucher({ discountMonthly: 1, discountOneTime: 3 }), 900, 1700],
    ['a fixed discount above the total', voucher({ discountType: 'fixed', discountValue: 50, appliedToPrice: 'monthly' }), 0, 2000],
    ['a percent discount above 100', voucher({ discountValue: 150 }), 0, 0],
    ['an invalid voucher', voucher({ isValid: false }), 1000, 2000],
  ])('discounts with %s, never below zero', (_, v, monthly, once) => {
    const totals = cartTotals([entry(1000, 2000)], v);
    expect([totals.totalMonthlyDiscounted, totals.totalOnceDiscounted]).toEqual([monthly, once]);
  });

  it('never gives negative totals', () => {
    const anyVoucher = fc.record({
      isValid: fc.boolean(),
      appliedToPrice: fc.constantFrom('total' as const, 'monthly' as const, 'oneTime' as const),
      discountType: fc.constantFrom('percent' as const, 'fixed' as const, null),
      discountValue: fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true })),
      discountMonthly: fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true })),
      discountOneTime: fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true })),
    });
    const lines = fc.array(fc.tuple(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 0, max: 1e7 })), { maxLength: 8 });
    fc.assert(
      fc.property(lines, fc.option(anyVoucher), (pairs, v) => {
        const totals = cartTotals(pairs.map(([m, o]) => entry(m, o)), v);
        for (const value of Object.values(totals)) {
          expect(Number.isInteger(value) && value >= 0).toBe(true);
        }
        expect(totals.totalMonthlyDiscounted).toBeLessThanOrEqual(totals.totalMonthly);
        expect(totals.totalOnceDiscounted).toBeLessThanOrEqual(totals.totalOnce);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the signed monthly and one-time difference of each option', () => {
    const current = [{ id: 101, quantity: 1 }];
    expect(optionPriceDifference(plan, current, 10, 102)).toEqual({ monthly: 499, once: 1990 });
    expect(optionPriceDifference(plan, [{ id: 102, quantity: 1 }], 10, 101)).toEqual({ monthly: -499, once: -1990 });
    expect(optionPriceDifference(plan, [], 30, 301, 3)).toEqual({ monthly: 600, once: 0 });
  });
});

describe('VAT (spec section 9)', () => {
  it('defaults to 0.19 and shows the percent as the fraction times 100', () => {
    expect(DEFAULT_VAT_RATE).toBe(0.19);
    expect(vatPercent(0.19)).toBe(19);
    expect(vatPercent(0.07)).toBe(7);
    expect(vatRateFromPercentage(20)).toBe(0.2);
    expect(vatRateFromPercentage(null)).toBe(0.19);
  });

  it.each([
    [11900, 0.19, 1900],
    [999, 0.19, 160],
    [12000, 0.2, 2000],
    [0, 0.19, 0],
  ])('takes the VAT share of gross %s at rate %s as gross / (1 + rate) x rate = %s', (gross, rate, share) => {
    expect(vatShare(gross, rate)).toBe(share);
    expect(netFromGross(gross, rate)).toBe(gross - share);
  });

  it('shows a gross sum for private plans and a net sum for business plans', () => {
    expect(displaySum(11900, 'private')).toEqual({ kind: 'gross', amount: 11900 });
    // business catalogue prices are net already (as the plan list shows them)
    expect(displaySum(10000, 'business')).toEqual({ kind: 'net', amount: 10000 });
    expect(vatOfShownSum({ kind: 'gross', amount: 11900 })).toBe(1900);
    expect(vatOfShownSum({ kind: 'net', amount: 10000 })).toBe(1900);
  });
});
