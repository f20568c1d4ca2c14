import type { Cents } from '../schemas/index.ts';

/** Euro decimals from the server to integer cents, rounded half away from zero (spec section 9, DESIGN). */
export function toCents(euros: number | null | undefined): Cents {
  if (euros === null || euros === undefined || !Number.isFinite(euros)) return 0;
  // toPrecision cuts the binary noise of e.g. 1.005 * 100 = 100.49999999999999
  const scaled = Number.parseFloat((euros * 100).toPrecision(12));
  return Math.sign(scaled) * Math.round(Math.abs(scaled));
}

/** Integer cents to euros, for tracking values (spec section 9). */
export function toEuros(cents: Cents): number {
  return cents / 100;
}

/** A price with two decimals in the plan's locale and currency, e.g. "9,99 €" (spec section 9). */
export function formatPrice(cents: Cents, locale = 'de-DE', currency = 'EUR'): string {
  return priceFormat(locale, currency, 'auto').format(cents / 100);
}

/** A signed price difference, e.g. "+2,50 €" or "-1,00 €"; zero unsigned (spec section 9). */
export function formatSignedPrice(cents: Cents, locale = 'de-DE', currency = 'EUR'): string {
  return priceFormat(locale, currency, 'exceptZero').format(cents / 100);
}

// Making an Intl.NumberFormat costs far more than using one (a plan list or a product step formats dozens of
// prices in one render): one per locale, currency and sign display.
const formats = new Map<string, Intl.NumberFormat>();

function priceFormat(locale: string, currency: string, signDisplay: 'auto' | 'exceptZero'): Intl.NumberFormat {
  const key = `${locale}|${currency}|${signDisplay}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay,
    });
    formats.set(key, format);
  }
  return format;
}
