import type { Cents } from '../schemas/index.ts';

/** Default VAT rate (spec section 9). */
export const DEFAULT_VAT_RATE = 0.19;

/** VAT percent is the fraction times 100: 0.19 -> 19 (spec section 9). */
export function vatPercent(rate: number): number {
  return Math.round(rate * 10_000) / 100;
}

/** The rate from the plan's vatPercentage (19 -> 0.19), default 0.19 (spec sections 3, 9). */
export function vatRateFromPercentage(percentage: number | null | undefined): number {
  return percentage === null || percentage === undefined || !Number.isFinite(percentage) || percentage < 0
    ? DEFAULT_VAT_RATE
    : percentage / 100;
}

/** VAT share of a gross amount: gross / (1 + rate) x rate, rounded to cents (spec section 9). */
export function vatShare(gross: Cents, rate: number = DEFAULT_VAT_RATE): Cents {
  return Math.round((gross / (1 + rate)) * rate);
}

/** Net amount of a gross amount: gross minus its VAT share (spec section 9). */
export function netFromGross(gross: Cents, rate: number = DEFAULT_VAT_RATE): Cents {
  return gross - vatShare(gross, rate);
}

/**
 * The sum the cart shows without an order cart (spec section 4): the gross sum for private plans, the net sum
 * for business plans. Catalogue prices are given as the plan list shows them: gross for private plans, net
 * for business plans (the demo catalogue's convention), so the sum is shown as it is, with its VAT beside it.
 */
export function displaySum(sum: Cents, planType: 'private' | 'business'): { kind: 'gross' | 'net'; amount: Cents } {
  switch (planType) {
    case 'private':
      return { kind: 'gross', amount: sum };
    case 'business':
      return { kind: 'net', amount: sum };
    default:
      return planType satisfies never;
  }
}

/** The VAT beside a shown sum: the share a gross sum contains (spec section 9), or what comes on top of a net sum. */
export function vatOfShownSum(sum: { kind: 'gross' | 'net'; amount: Cents }, rate: number = DEFAULT_VAT_RATE): Cents {
  return sum.kind === 'gross' ? vatShare(sum.amount, rate) : Math.round(sum.amount * rate);
}
