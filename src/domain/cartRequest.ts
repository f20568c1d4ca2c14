import { buildOrderSelection } from './orderBuilder.ts';
import type { CalendarDate } from './dates/calendarDate.ts';
import type { SelectedAddon } from './schemas/cart.ts';
import type { Language } from './schemas/common.ts';
import type { OrderSelection } from './schemas/order.ts';
import type { Plan } from './schemas/plan.ts';
import type { Voucher } from './schemas/voucher.ts';

/** The `POST cart` body of a selection (spec section 7): the order's add-ons and plan, and a valid voucher's code. */
export function cartRequestOf(
  plan: Plan,
  selection: readonly SelectedAddon[],
  language: Language,
  today: CalendarDate,
  voucher: Voucher | null,
): { order: OrderSelection; voucherCode?: string } {
  return {
    order: buildOrderSelection(plan, selection, null, language, today),
    ...(voucher?.isValid ? { voucherCode: voucher.code } : {}),
  };
}
