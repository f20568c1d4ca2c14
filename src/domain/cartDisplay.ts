import type { OrderCart } from './schemas/index.ts';

/**
 * The cart shows the order cart's totals when it has discount items or its first total has a one-time
 * cost above 0; otherwise the gross (private) or net (business) sum (spec section 4).
 */
export function showsOrderCartTotals(cart: OrderCart | null): boolean {
  if (!cart) return false;
  const hasDiscount = cart.categories.some((c) => c.items.some((item) => item.type === 'discount'));
  return hasDiscount || (cart.totals[0]?.one_time_cost ?? 0) > 0;
}

export interface QuoteButtonInput {
  isPartnerPortal: boolean;
  isInternational: boolean;
  /** the quote form has been revealed by a first press */
  isRevealed: boolean;
  isPending: boolean;
  isFormValid: boolean;
}

/**
 * The quote button is always enabled for partner-portal or international plans, or before the form is
 * revealed; afterwards only when not pending and the form is valid (spec section 4).
 */
export function isQuoteButtonEnabled(input: QuoteButtonInput): boolean {
  if (input.isPartnerPortal || input.isInternational || !input.isRevealed) return true;
  return !input.isPending && input.isFormValid;
}
