import type { OrderFormEventMap } from '../../contract/hostEvents.ts';
import { toEuros } from '../../domain/pricing/money.ts';
import type { Language } from '../../domain/schemas/common.ts';
import type { SelectedAddon } from '../../domain/schemas/cart.ts';
import type { Plan } from '../../domain/schemas/plan.ts';
import type { Voucher } from '../../domain/schemas/voucher.ts';
import { cartView } from '../../shell/cart/cartView.ts';

/**
 * The host's purchase tracking (`order-form:submitted`): the monthly total the cart shows as the value, and each
 * line of the cart as an item priced by its monthly price, or its one-time price when it has none.
 */
export function purchaseOf(
  transactionId: string,
  plan: Plan,
  selection: readonly SelectedAddon[],
  voucher: Voucher | null,
  language: Language,
): OrderFormEventMap['order-form:submitted'] {
  const view = cartView(plan, selection, null, 'idle', voucher, language);
  return {
    transactionId,
    value: toEuros(view.monthlyTotal ?? 0),
    currency: 'EUR',
    items: view.lines.map((line) => ({ id: line.id, name: line.label, price: toEuros(line.monthly || line.once), quantity: line.quantity })),
  };
}
