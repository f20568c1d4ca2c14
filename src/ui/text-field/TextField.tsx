import type { HTMLAttributes, Ref } from 'react';
import { controlClasses, Field, type FieldBaseProps } from '../field/Field.tsx';
import { cx } from '../internal/cx.ts';
import { useTypedValue } from '../internal/useTypedValue.ts';

export interface TextFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'tel' | 'password' | 'url' | 'search' | 'number';
  name?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  disabled?: boolean;
  readOnly?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled single-line input. data-state on the field: idle | pending | valid | invalid. What is typed shows at
 * once, even where the owner takes it a frame later (`useTypedValue`).
 */
export function TextField({ value, onChange, onBlur, type = 'text', name, placeholder, autoComplete, inputMode, maxLength, disabled, readOnly, ref, ...field }: TextFieldProps) {
  const text = useTypedValue(value);
  return (
    <Field {...field} empty={text.shown === ''}>
      {(control) => (
        <input
          {...control}
          ref={ref}
          type={type}
          name={name}
          value={text.shown}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          disabled={disabled}
          readOnly={readOnly}
          onChange={(event) => {
            onChange(event.target.value);
            text.typed(event.target.value);
          }}
          onBlur={onBlur}
          className={cx(controlClasses, 'pr-10')}
        />
      )}
    </Field>
  );
}
