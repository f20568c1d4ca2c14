import { formatPrice as formatUnsignedPrice, formatSignedPrice } from '../../domain/pricing/money.ts';

export interface FormatPriceOptions {
  /** BCP 47 locale of the plan, e.g. 'de-DE' (the default). */
  locale?: string;
  /** ISO 4217 code; EUR by default. */
  currency?: string;
  /** Signed difference: "+5,00 €", "-5,00 €"; zero shows no sign. */
  signed?: boolean;
}

/** Integer cents as a currency amount with two decimals in the locale: the domain's format (pricing/money.ts). */
export function formatPrice(cents: number, { locale = 'de-DE', currency = 'EUR', signed = false }: FormatPriceOptions = {}): string {
  return (signed ? formatSignedPrice : formatUnsignedPrice)(Math.round(cents), locale, currency);
}
