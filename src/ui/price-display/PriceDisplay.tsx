import type { ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import { formatPrice } from './formatPrice.ts';

export interface PriceDisplayProps {
  /** The amount in integer cents (money is never a float in this form). */
  cents: number;
  locale?: string;
  currency?: string;
  /** A price difference: always signed ("+5,00 €"). */
  signed?: boolean;
  /** A period or note after the amount, e.g. "/ Monat" or "einmalig". */
  suffix?: ReactNode;
  className?: string;
}

/** A price, two decimals, in the plan's locale and currency. data-sign: positive | negative | zero. */
export function PriceDisplay({ cents, locale, currency, signed, suffix, className }: PriceDisplayProps) {
  const sign = cents > 0 ? 'positive' : cents < 0 ? 'negative' : 'zero';
  return (
    <span data-sign={sign} className={cx('whitespace-nowrap tabular-nums', className)}>
      {formatPrice(cents, { locale, currency, signed })}
      {suffix ? <> {suffix}</> : null}
    </span>
  );
}
