import type { Ref } from 'react';
import { controlClasses, Field, type FieldBaseProps } from '../field/Field.tsx';
import { cx } from '../internal/cx.ts';
import { ChevronDownIcon } from '../internal/icons.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly SelectOption[];
  /** A first, unselectable option shown while the value is '' (e.g. "Please choose"). */
  placeholder?: string;
  name?: string;
  autoComplete?: string;
  disabled?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select: keyboard, screen reader and mobile pickers come with the platform. */
export function Select({ value, onChange, onBlur, options, placeholder, name, autoComplete, disabled, ref, ...field }: SelectProps) {
  return (
    <Field {...field} empty={value === ''} markInset="wide">
      {(control) => (
        <>
          <select
            {...control}
            ref={ref}
            name={name}
            value={value}
            autoComplete={autoComplete}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            className={cx(controlClasses, 'cursor-pointer appearance-none pr-16')}
          >
            {placeholder !== undefined ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-600" />
        </>
      )}
    </Field>
  );
}
