export interface FormatPriceOptions {
  /** BCP 47 locale of the plan, e.g. 'de-DE' (the default). */
  locale?: string;
  /** ISO 4217 code; EUR by default. */
  currency?: string;
  /** Signed difference: "+5,00 €", "-5,00 €"; zero shows no sign. */
  signed?: boolean;
}

/** Formats integer cents as a currency amount with exactly two decimals in the given locale. */
export function formatPrice(cents: number, { locale = 'de-DE', currency = 'EUR', signed = false }: FormatPriceOptions = {}): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(Math.round(cents) / 100);
}
