import type { CartRequest } from '../../api/index.ts';
import { buildOrderSelection } from '../../domain/orderBuilder.ts';
import { type CalendarDate } from '../../domain/dates/calendarDate.ts';
import { type Language } from '../../domain/schemas/common.ts';
import { type Plan } from '../../domain/schemas/plan.ts';
import { type SelectedAddon } from '../../domain/schemas/cart.ts';
import { type Voucher } from '../../domain/schemas/voucher.ts';

/** The `POST cart` body of a selection (spec section 7): the order's add-ons and plan, and a valid voucher's code. */
export function cartRequestOf(plan: Plan, selection: readonly SelectedAddon[], language: Language, today: CalendarDate, voucher: Voucher | null): CartRequest {
  return {
    order: buildOrderSelection(plan, selection, null, language, today),
    ...(voucher?.isValid ? { voucherCode: voucher.code } : {}),
  };
}
