import { useId, type ReactNode, type Ref } from 'react';
import { errorMarkerClass } from '../error-marker/errorMarker.ts';
import { ChoiceDescription, ChoiceLabel, choiceControlClass, choiceIndentClass, type ChoiceSize } from './choice.tsx';
import { cx } from '../internal/cx.ts';
import { FieldError } from '../field/FieldError.tsx';

export type { ChoiceSize };

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
  error?: ReactNode;
  size?: ChoiceSize;
  id?: string;
  name?: string;
  value?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label, description and error. data-state: checked | unchecked. */
export function Checkbox({ label, checked, onChange, description, error, size = 'md', id: idProp, name, value, required, disabled, className, ref }: CheckboxProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div data-state={checked ? 'checked' : 'unchecked'} data-size={size} className={cx('space-y-1', error ? errorMarkerClass : null, className)}>
      <div className="flex items-start gap-2">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          name={name}
          value={value}
          checked={checked}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
          className={choiceControlClass(size)}
        />
        <ChoiceLabel htmlFor={id} size={size} disabled={disabled}>
          {label}
        </ChoiceLabel>
      </div>
      {description ? (
        <ChoiceDescription id={descriptionId} size={size}>
          {description}
        </ChoiceDescription>
      ) : null}
      <FieldError id={errorId} error={error} className={choiceIndentClass(size)} />
    </div>
  );
}
