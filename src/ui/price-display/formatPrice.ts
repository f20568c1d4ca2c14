export interface FormatPriceOptions {
  /** BCP 47 locale of the plan, e.g. 'de-DE' (the default). */
  locale?: string;
  /** ISO 4217 code; EUR by default. */
  currency?: string;
  /** Signed difference: "+5,00 €", "-5,00 €"; zero shows no sign. */
  signed?: boolean;
}

// Making an Intl.NumberFormat costs far more than using one (a plan list or a product step formats dozens of
// prices in one render): one per locale, currency and sign display.
const formats = new Map<string, Intl.NumberFormat>();

/** Formats integer cents as a currency amount with exactly two decimals in the given locale. */
export function formatPrice(cents: number, { locale = 'de-DE', currency = 'EUR', signed = false }: FormatPriceOptions = {}): string {
  const key = `${locale}|${currency}|${signed}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    formats.set(key, format);
  }
  return format.format(Math.round(cents) / 100);
}
