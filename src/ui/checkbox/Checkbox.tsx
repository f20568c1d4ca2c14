import { useId, type ReactNode, type Ref } from 'react';
import { errorMarkerClass } from '../error-marker/errorMarker.ts';
import { cx } from '../internal/cx.ts';
import { FieldError } from '../field/FieldError.tsx';

export type ChoiceSize = 'md' | 'lg';

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

export const choiceSizeClasses: Record<ChoiceSize, { control: string; label: string }> = {
  md: { control: 'size-4 mt-0.5', label: 'text-sm' },
  lg: { control: 'size-5 mt-0.5', label: 'text-base' },
};

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
          className={cx('shrink-0 cursor-pointer accent-brand disabled:cursor-not-allowed', choiceSizeClasses[size].control)}
        />
        <label htmlFor={id} className={cx('cursor-pointer text-slate-900', choiceSizeClasses[size].label, disabled && 'cursor-not-allowed text-slate-600')}>
          {label}
        </label>
      </div>
      {description ? (
        <p id={descriptionId} className={cx('text-sm text-slate-600', size === 'lg' ? 'pl-7' : 'pl-6')}>
          {description}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} className={size === 'lg' ? 'pl-7' : 'pl-6'} />
    </div>
  );
}
