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
  name?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A date as ISO `yyyy-mm-dd` on a native date input: the browser shows it in the page's locale
 * (DD.MM.YYYY for German), gives every segment arrow-key editing and a picker, and honours min/max.
 * Out-of-range values typed by hand are reported by the form's validation (src/domain), through `error`.
 */
export function DateField({ value, onChange, onBlur, min, max, name, disabled, ref, ...field }: DateFieldProps) {
  return (
    <Field {...field} empty={value === ''} markInset="wide">
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
