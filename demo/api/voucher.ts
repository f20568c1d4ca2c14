import type * as z from 'zod/mini';
import type { VoucherQuery } from '../../src/api/schemas/index.ts';
import type { VoucherCheck } from '../../src/domain/schemas/voucher.ts';
import { vouchers } from './fixtures/catalogue.ts';
import type { DemoPlan } from './fixtures/plans.ts';
import { orderLines, round } from './pricing.ts';

/**
 * `GET plans/{id}/vouchers`: a voucher of the catalogue checked against the cart's add-ons. A percent voucher takes
 * its share of the prices it applies to; a fixed one at most the monthly (or, `oneTime`, the one-time) total.
 */
export function voucherCheck(plan: DemoPlan, query: z.infer<typeof VoucherQuery>): VoucherCheck {
  const code = query.voucherCode.trim().toUpperCase();
  const voucher = vouchers[code];
  const lines = orderLines(plan, { addons: query.cartAddons.map((addon) => ({ id: addon.id, quantity: Number(addon.quantity), name: '', value: 0 })) });
  const monthly = lines.reduce((sum, line) => sum + line.monthly, 0);
  const once = lines.reduce((sum, line) => sum + line.once, 0);
  if (!voucher) return { code, isValid: false, discountType: null, discountValue: null, discountMonthly: null, discountOneTime: null, appliedToPrice: null, message: 'voucher.message.invalid' };
  if (!voucher.isValid) return { ...voucher, code, discountMonthly: 0, discountOneTime: 0 };
  const applies = voucher.appliedToPrice ?? 'total';
  const value = voucher.discountValue ?? 0;
  const percent = (base: number) => round((base * value) / 100);
  const discountMonthly = applies === 'oneTime' ? 0 : voucher.discountType === 'percent' ? percent(monthly) : Math.min(value, monthly);
  const discountOneTime = applies === 'monthly' ? 0 : voucher.discountType === 'percent' ? percent(once) : applies === 'oneTime' ? Math.min(value, once) : 0;
  return { ...voucher, code, discountMonthly, discountOneTime };
}
