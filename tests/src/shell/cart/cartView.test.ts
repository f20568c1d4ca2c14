import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findPlan, planResponse, plans } from '../../../../demo/api/fixtures/plans.ts';
import { changeSelection, initialSelection, voucherFromCheck, type OrderCart, type Plan, type SelectionChange } from '../../../../src/domain/index.ts';
import { cartView, isCartHidden } from '../../../../src/shell/cart/cartView.ts';

const demo = (code: string): Plan => planResponse(findPlan(code)!);

describe('where the cart shows (spec section 2)', () => {
  const plan = demo('VOIPPRIV');
  it.each([
    ['a step', { name: 'step', plan: 'VOIPPRIV', step: 'product' } as const, plan, false],
    ['the customer step', { name: 'step', plan: 'VOIPPRIV', step: 'customer' } as const, plan, false],
    ['confirm', { name: 'step', plan: 'VOIPPRIV', step: 'confirm' } as const, plan, true],
    ['thanks', { name: 'thanks', plan: 'VOIPPRIV' } as const, plan, true],
    ['link-created', { name: 'linkCreated', plan: 'VOIPPRIV' } as const, plan, true],
    ['the plan list', { name: 'plans' } as const, null, true],
    ['a customizable plan', { name: 'step', plan: 'TALBIZFLEX', step: 'product' } as const, demo('TALBIZFLEX'), true],
  ])('on %s: hidden %s', (_, route, shown, hidden) => {
    expect(isCartHidden(route, shown)).toBe(hidden);
  });
});

describe('the cart display rule (spec section 4)', () => {
  const orderCart = (monthly: number, once: number, discount?: number): OrderCart => ({
    totals: [{ label: { de: 'Gesamtsumme', en: 'Total' }, monthly_cost: monthly, one_time_cost: once }],
    categories: discount ? [{ name: 'discounts', items: [{ type: 'discount', label: { de: 'Rabatt', en: 'Discount' }, monthly_cost: discount, one_time_cost: 0 }] }] : [],
  });

  it('shows the server totals with discount lines when the order cart has discounts', () => {
    const view = cartView(demo('SIPB'), initialSelection(demo('SIPB')), orderCart(15, 0, 4.9), 'synced', null, 'en');
    expect(view.totals).toEqual({ kind: 'server', label: 'Total', monthly: 1500, once: 0, discounts: [{ id: 'discount-0', label: 'Discount', quantity: 1, monthly: 490, once: 0 }] });
    expect(view.monthlyTotal).toBe(1500);
  });

  it('shows the server totals when the first total has a one-time cost', () => {
    expect(cartView(demo('VOIPPRIV'), initialSelection(demo('VOIPPRIV')), orderCart(9.99, 9.99), 'synced', null, 'de').totals.kind).toBe('server');
  });

  it('otherwise shows the gross sum of a private plan and the net sum of a business plan, with the VAT share', () => {
    const privatePlan = { ...demo('VOIPPRIV'), categories: [] };
    const gross = cartView(privatePlan, [], orderCart(9.99, 0), 'synced', null, 'de').totals;
    expect(gross).toMatchObject({ kind: 'gross', monthly: 999, vatPercent: 19, vatMonthly: 160 });
    const net = cartView(demo('SIPB'), initialSelection(demo('SIPB')), orderCart(19.9, 0), 'synced', null, 'de').totals;
    // a business plan's catalogue prices are net: the sum is shown as it is, its VAT comes on top
    expect(net).toMatchObject({ kind: 'net', vatPercent: 19 });
    if (net.kind !== 'net') throw new Error('a business plan shows its net sum');
    expect(net.vatMonthly).toBe(Math.round(net.monthly * 0.19));
  });

  it('shows no stale numbers while pending, and the computed sum after a failed refresh', () => {
    const plan = demo('VOIPPRIV');
    // the server's totals were shown: a new post may change them
    expect(cartView(plan, initialSelection(plan), orderCart(1, 1), 'pending', null, 'de')).toMatchObject({ totals: { kind: 'pending' }, monthlyTotal: null });
    // the sum computed here was shown (nothing answered yet, or an answer without discounts or one-time cost): it stays
    for (const lastAnswer of [null, orderCart(9.99, 0)]) {
      const view = cartView(plan, initialSelection(plan), lastAnswer, 'pending', null, 'de');
      expect(view).toMatchObject({ status: 'pending', totals: { kind: 'gross' } });
      expect(view.monthlyTotal).not.toBeNull();
    }
    expect(cartView(plan, initialSelection(plan), null, 'failed', null, 'de').totals.kind).toBe('gross');
  });

  it('gives quantities and notes a voucher that is not yet synced, its discount shown', () => {
    const plan = { ...demo('VOIPPRIV'), categories: demo('VOIPPRIV').categories };
    const voucher = voucherFromCheck({ code: 'FIX5', isValid: true, discountType: 'fixed', discountValue: 5, appliedToPrice: 'monthly' });
    const view = cartView(plan, [...initialSelection(plan), { id: 3115, quantity: 3 }], null, 'failed', voucher, 'de');
    expect(view.lines.find((line) => line.id === '3115')).toMatchObject({ quantity: 3, monthly: 300 });
    expect(view.voucherPending).toBe(true);
    expect(view.totals).toMatchObject({ voucher: { monthly: 500 } });
  });

  it('never shows a total below zero, whatever the clicks and the voucher (fast-check)', () => {
    const catalogue = plans.map(planResponse);
    fc.assert(
      fc.property(
        fc.constantFrom(...catalogue),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.integer({ min: 0, max: 500 }),
        fc.constantFrom('percent' as const, 'fixed' as const),
        fc.constantFrom('synced' as const, 'failed' as const, 'idle' as const),
        (plan, picks, value, discountType, status) => {
          const addons = plan.categories.flatMap((c) => c.addons.map((a) => ({ c, a })));
          let selection = initialSelection(plan);
          for (const pick of picks) {
            const entry = addons[pick % Math.max(1, addons.length)];
            if (!entry) break;
            const change: SelectionChange =
              entry.a.type === 'toggle_on' || entry.a.type === 'toggle_off'
                ? { type: 'toggled', addonId: entry.a.id, on: pick % 2 === 0 }
                : { type: 'chosen', categoryId: entry.c.id, addonId: entry.a.id, quantity: entry.a.attributes?.quantities?.find((q) => q > 0) ?? 1 };
            selection = changeSelection(plan, selection, change).selection;
          }
          const voucher = voucherFromCheck({ code: 'X', isValid: true, discountType, discountValue: value, appliedToPrice: 'total' });
          const view = cartView(plan, selection, null, status, voucher, 'de');
          if (view.totals.kind === 'gross' || view.totals.kind === 'net') {
            expect(view.totals.monthly).toBeGreaterThanOrEqual(0);
            expect(view.totals.once).toBeGreaterThanOrEqual(0);
          }
          expect(view.monthlyTotal ?? 0).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
