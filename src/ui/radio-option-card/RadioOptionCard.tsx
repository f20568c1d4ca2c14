import { useId, type ReactNode, type Ref } from 'react';
import { cx } from '../internal/cx.ts';
import { PriceDisplay } from '../price-display/PriceDisplay.tsx';

export interface RadioOptionCardProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The signed price difference against the current choice, in integer cents ("+5,00 €"). */
  priceDifference?: number;
  /** E.g. "/ Monat" or "einmalig". */
  priceSuffix?: ReactNode;
  locale?: string;
  currency?: string;
  /** Content above the title, e.g. a Badge with rounding "top". */
  badge?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An add-on choice as a card: the whole card is the radio's label. The title names the radio; description
 * and price difference describe it, so a screen reader reads "title, radio button, checked, description".
 */
export function RadioOptionCard({ name, value, checked, onChange, title, description, priceDifference, priceSuffix, locale, currency, badge, disabled, id: idProp, className, ref }: RadioOptionCardProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const priceId = `${id}-price`;
  const describedBy = [description ? descriptionId : null, priceDifference !== undefined ? priceId : null].filter(Boolean).join(' ') || undefined;
  return (
    <label
      htmlFor={id}
      data-state={checked ? 'checked' : 'unchecked'}
      className={cx(
        'relative flex cursor-pointer items-start gap-3 rounded-brand border bg-white p-4 transition',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
        checked ? 'border-brand ring-1 ring-brand' : 'border-slate-300 hover:border-slate-400',
        disabled && 'cursor-not-allowed opacity-60',
        className,
      )}
    >
      <input
        ref={ref}
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        onChange={() => onChange(value)}
        className="mt-1 size-4 shrink-0 cursor-pointer accent-brand focus-visible:outline-none"
      />
      <span className="min-w-0 flex-1 space-y-1">
        {badge ? <span className="block">{badge}</span> : null}
        <span id={titleId} className="block font-semibold text-slate-900">
          {title}
        </span>
        {description ? (
          <span id={descriptionId} className="block text-sm text-slate-600">
            {description}
          </span>
        ) : null}
      </span>
      {priceDifference !== undefined ? (
        <span id={priceId} className="shrink-0 text-sm font-semibold text-slate-900">
          <PriceDisplay cents={priceDifference} signed locale={locale} currency={currency} suffix={priceSuffix} />
        </span>
      ) : null}
    </label>
  );
}
