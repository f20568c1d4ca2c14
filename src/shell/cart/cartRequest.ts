import type { CartRequest } from '../../api/index.ts';
import { buildOrderSelection, type CalendarDate, type Language, type Plan, type SelectedAddon, type Voucher } from '../../domain/index.ts';

/** The `POST cart` body of a selection (spec section 7): the order's add-ons and plan, and a valid voucher's code. */
export function cartRequestOf(plan: Plan, selection: readonly SelectedAddon[], language: Language, today: CalendarDate, voucher: Voucher | null): CartRequest {
  return {
    order: buildOrderSelection(plan, selection, null, language, today),
    ...(voucher?.isValid ? { voucherCode: voucher.code } : {}),
  };
}
