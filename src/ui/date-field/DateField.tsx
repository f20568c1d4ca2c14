import type { Ref } from 'react';
import { controlClasses, Field, type FieldBaseProps } from '../field/Field.tsx';
import { cx } from '../internal/cx.ts';

export interface DateFieldProps extends FieldBaseProps {
  /** ISO date `yyyy-mm-dd`, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Earliest selectable date, ISO `yyyy-mm-dd` (e.g. today + 14 days). */
  min?: string;
  /** Latest selectable date, ISO `yyyy-mm-dd` (e.g. today + 180 days). */
  max?: string;
  /**
   * The date the field holds, written out for reading ("Wednesday, 9 December 2026"), shown under it and read as
   * its description: the native input writes the date in the browser's own order and digits, which in another
   * country's order reads as another date (12/09/2026).
   */
  valueText?: string;
  name?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A date as ISO `yyyy-mm-dd` on a native date input: the browser shows it in the browser's locale (not the
 * page's: DD.MM.YYYY in a German browser, MM/DD/YYYY in an American one), gives every segment arrow-key editing
 * and a picker, and honours min/max. `valueText` writes the held date out unambiguously under it, before the hint.
 * Out-of-range values typed by hand are reported by the form's validation (src/domain), through `error`.
 */
export function DateField({ value, onChange, onBlur, min, max, valueText, name, disabled, ref, hint, ...field }: DateFieldProps) {
  const shownValue = value !== '' && valueText ? valueText : null;
  const description =
    shownValue || hint ? (
      <>
        {shownValue ? (
          <span data-part="date-value" className="block font-medium text-slate-800">
            {shownValue}
          </span>
        ) : null}
        {shownValue && hint ? ' ' : null}
        {hint}
      </>
    ) : undefined;
  return (
    <Field {...field} hint={description} empty={value === ''} markInset="wide">
      {(control) => (
        <input
          {...control}
          ref={ref}
          type="date"
          name={name}
          value={value}
          min={min}
          max={max}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className={cx(controlClasses, 'pr-10')}
        />
      )}
    </Field>
  );
}
