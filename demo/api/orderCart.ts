import type { CartResponse } from '../../src/api/schemas/index.ts';
import type { Language } from '../../src/domain/schemas/common.ts';
import type { OrderSelection } from '../../src/domain/schemas/order.ts';
import { allAddons, type DemoPlan } from './fixtures/plans.ts';
import { byLanguage } from './fixtures/text.ts';
import { fullLines, orderLines, round } from './pricing.ts';
import { voucherCheck } from './voucher.ts';

/**
 * The server's order cart: the lines at their full quantity, and discount items (amounts positive; the UI prefixes
 * the minus) for the free first item of a firstItemFree add-on and for a valid voucher.
 */
export function orderCart(plan: DemoPlan, selection: OrderSelection, voucherCode: string | undefined): CartResponse {
  const lines = orderLines(plan, selection);
  const monthly = round(lines.reduce((sum, line) => sum + line.monthly, 0));
  const once = round(lines.reduce((sum, line) => sum + line.once, 0));
  const addons = allAddons(plan);
  const freeItems = selection.addons.flatMap((chosen) => {
    const addon = addons.find((candidate) => String(candidate.id) === String(chosen.id));
    const free = addon?.attributes?.firstItemFree === true || addon?.attributes?.firstItemFree === 1;
    if (!addon || !free || chosen.quantity < 1) return [];
    const unitMonthly = addon.monthly_price ?? 0;
    const unitOnce = (addon.one_time_price ?? 0) + (addon.setup_price ?? 0);
    if (unitMonthly <= 0 && unitOnce <= 0) return [];
    const names = addon.translations?.name ?? {};
    const name = (language: Language) => names[language] ?? addon.name;
    return [
      {
        type: 'discount',
        label: byLanguage([`1× ${name('de')} inklusive`, `1× ${name('en')} included`, `1× ${name('nl')} inbegrepen`, `1× ${name('fr')} inclus`]),
        monthly_cost: unitMonthly,
        one_time_cost: unitOnce,
      },
    ];
  });
  const voucher = voucherCode
    ? voucherCheck(plan, { voucherCode, cartAddons: selection.addons.map((addon) => ({ id: String(addon.id), quantity: String(addon.quantity) })) })
    : undefined;
  const voucherItems = voucher?.isValid
    ? [{ type: 'discount', label: byLanguage([`Gutschein ${voucher.code}`, `Voucher ${voucher.code}`, `Waardebon ${voucher.code}`, `Bon ${voucher.code}`]), monthly_cost: voucher.discountMonthly ?? 0, one_time_cost: voucher.discountOneTime ?? 0 }]
    : [];
  const freeMonthly = freeItems.reduce((sum, item) => sum + item.monthly_cost, 0);
  const freeOnce = freeItems.reduce((sum, item) => sum + item.one_time_cost, 0);
  const discountMonthly = voucherItems.reduce((sum, item) => sum + item.monthly_cost, 0);
  const discountOnce = voucherItems.reduce((sum, item) => sum + item.one_time_cost, 0);
  const fullMonthly = round(monthly + freeMonthly);
  const fullOnce = round(once + freeOnce);
  return {
    data: {
      totals: [
        { label: byLanguage(['Gesamtsumme', 'Total', 'Totaal', 'Total']), monthly_cost: round(Math.max(0, monthly - discountMonthly)), one_time_cost: round(Math.max(0, once - discountOnce)) },
        { label: byLanguage(['Summe vor Rabatt', 'Total before discount', 'Totaal voor korting', 'Total avant remise']), monthly_cost: fullMonthly, one_time_cost: fullOnce },
      ],
      categories: [
        { name: 'items', items: fullLines(plan, selection).map((line) => ({ type: 'item', label: line.label, monthly_cost: line.monthly, one_time_cost: line.once })) },
        ...(freeItems.length || voucherItems.length ? [{ name: 'discounts', items: [...freeItems, ...voucherItems] }] : []),
      ],
    },
  };
}
