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
 * The sum the cart shows without an order cart: the gross sum for private plans, the net sum for
 * business plans (spec section 4). Catalogue prices are gross.
 */
export function displaySum(gross: Cents, planType: 'private' | 'business', rate: number = DEFAULT_VAT_RATE): { kind: 'gross' | 'net'; amount: Cents } {
  switch (planType) {
    case 'private':
      return { kind: 'gross', amount: gross };
    case 'business':
      return { kind: 'net', amount: netFromGross(gross, rate) };
    default:
      return planType satisfies never;
  }
}
