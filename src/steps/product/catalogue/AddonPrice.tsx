import { useTranslation } from 'react-i18next';
import { formatSignedPrice } from '../../../domain/pricing/money.ts';
import { type Cents } from '../../../domain/schemas/common.ts';

/** The signed monthly and one-time difference of an option, in the plan's locale (spec section 9). */
export function AddonPrice({ monthly, once, id }: { monthly: Cents; once: Cents; id?: string }) {
  const { t } = useTranslation();
  return (
    <span id={id} data-part="addon-price" className="text-sm whitespace-nowrap text-slate-700 tabular-nums">
      {t('product.price.monthly', { price: formatSignedPrice(monthly, PLAN_LOCALE) })}
      {' · '}
      {t('product.price.once', { price: formatSignedPrice(once, PLAN_LOCALE) })}
    </span>
  );
}

/** Spec section 9: prices in the plan's locale, de-DE, currency EUR. */
export const PLAN_LOCALE = 'de-DE';
