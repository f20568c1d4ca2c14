import type { Route } from '../../../machines/routes.ts';
import { cartEntries } from '../../domain/pricing/cartEntries.ts';
import { cartTotals } from '../../domain/pricing/cartTotals.ts';
import { displaySum, vatOfShownSum, vatPercent, vatRateFromPercentage } from '../../domain/pricing/vat.ts';
import { localizedName } from '../../domain/planName.ts';
import { sameId } from '../../domain/catalogue/lookup.ts';
import { showsOrderCartTotals } from '../../domain/cartDisplay.ts';
import { toCents } from '../../domain/pricing/money.ts';
import { type Cents, type Language, type LocalizedText } from '../../domain/schemas/common.ts';
import { type OrderCart, type SelectedAddon } from '../../domain/schemas/cart.ts';
import { type Plan } from '../../domain/schemas/plan.ts';
import { type Voucher } from '../../domain/schemas/voucher.ts';

/** Spec section 2: the cart is hidden on confirm, thanks and link-created, without a plan, and for customizable plans. */
export function isCartHidden(route: Route, plan: Plan | null): boolean {
  if (!plan || plan.isCustomizable) return true;
  switch (route.name) {
    case 'thanks':
    case 'linkCreated':
      return true;
    case 'step':
      return route.step === 'confirm';
    case 'plan':
      return false;
    default:
      return true;
  }
}

export interface CartLine {
  id: string;
  label: string;
  quantity: number;
  monthly: Cents;
  once: Cents;
}

export type CartTotalsView =
  /** the server's order cart: its first total, and its discount items (shown with a minus) */
  | { kind: 'server'; label: string; monthly: Cents; once: Cents; discounts: CartLine[] }
  /** the sum computed here: gross for private plans, net for business plans, with the VAT share */
  | { kind: 'gross' | 'net'; monthly: Cents; once: Cents; vatPercent: number; vatMonthly: Cents; vatOnce: Cents; voucher: { monthly: Cents; once: Cents } | null }
  /** a request is under way: no stale numbers */
  | { kind: 'pending' };

export type CartStatus = 'idle' | 'pending' | 'synced' | 'failed';

export interface CartView {
  lines: CartLine[];
  totals: CartTotalsView;
  /** the monthly total the cart button names, null while pending */
  monthlyTotal: Cents | null;
  status: CartStatus;
  /** spec section 4: while a voucher is not yet synced, a note says it will be applied */
  voucherPending: boolean;
}

/**
 * The cart display rule (spec section 4): the server's order-cart totals when it has discount items or its first
 * total has a one-time cost; otherwise the gross sum (private) or net sum (business) with the VAT share. A
 * failed refresh keeps the sum computed here. While a post is under way (`pending`), `orderCart` is the server's
 * last answer: if its totals were the ones shown, the new ones may differ and nothing stale is shown; if the sum
 * computed here was shown (nothing answered yet, a plain answer, a failure), it stays, being right for the selection,
 * and nothing moves while the server is asked.
 */
export function cartView(
  plan: Plan,
  selection: readonly SelectedAddon[],
  orderCart: OrderCart | null,
  status: CartStatus,
  voucher: Voucher | null,
  language: Language,
): CartView {
  const entries = cartEntries(plan, selection);
  const addons = plan.categories.flatMap((c) => c.addons);
  const lines: CartLine[] = entries.map((entry) => {
    const addon = entry.category_id === null ? null : addons.find((a) => sameId(a.id, entry.id));
    return {
      id: String(entry.id),
      label: addon ? localizedName(addon, language, addon.name) : localizedName(plan, language, plan.code),
      quantity: entry.quantity,
      monthly: entry.monthly_price,
      once: entry.one_time_price,
    };
  });
  const voucherPending = voucher !== null && voucher.isValid && !voucher.synced;
  const base = { lines, status, voucherPending };
  if (status === 'pending' && orderCart && showsOrderCartTotals(orderCart)) return { ...base, totals: { kind: 'pending' }, monthlyTotal: null };
  if (status === 'synced' && orderCart && showsOrderCartTotals(orderCart)) {
    const first = orderCart.totals[0];
    const monthly = toCents(first?.monthly_cost);
    const discounts = orderCart.categories
      .flatMap((c) => c.items)
      .filter((item) => item.type === 'discount')
      .map((item, index) => ({
        id: `discount-${index}`,
        label: textIn(item.label, language),
        quantity: 1,
        monthly: Math.abs(toCents(item.monthly_cost)),
        once: Math.abs(toCents(item.one_time_cost)),
      }));
    return {
      ...base,
      totals: { kind: 'server', label: first ? textIn(first.label, language) : '', monthly: Math.max(0, monthly), once: Math.max(0, toCents(first?.one_time_cost)), discounts },
      monthlyTotal: Math.max(0, monthly),
    };
  }
  const rate = vatRateFromPercentage(plan.vatPercentage);
  const totals = cartTotals(entries, voucher);
  const monthly = displaySum(totals.totalMonthlyDiscounted, plan.type);
  const once = displaySum(totals.totalOnceDiscounted, plan.type);
  const hasVoucher = voucher?.isValid === true && (totals.totalMonthly !== totals.totalMonthlyDiscounted || totals.totalOnce !== totals.totalOnceDiscounted);
  return {
    ...base,
    totals: {
      kind: monthly.kind,
      monthly: monthly.amount,
      once: once.amount,
      vatPercent: vatPercent(rate),
      vatMonthly: vatOfShownSum(monthly, rate),
      vatOnce: vatOfShownSum(once, rate),
      voucher: hasVoucher ? { monthly: totals.totalMonthly - totals.totalMonthlyDiscounted, once: totals.totalOnce - totals.totalOnceDiscounted } : null,
    },
    monthlyTotal: monthly.amount,
  };
}

function textIn(text: LocalizedText, language: Language): string {
  return text[language] ?? text.de ?? Object.values(text).find((value) => !!value) ?? '';
}
