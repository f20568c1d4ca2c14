import { useId, type ReactNode, type Ref } from 'react';
import { errorMarkerClass } from '../error-marker/errorMarker.ts';
import { ChoiceDescription, ChoiceLabel, choiceControlClass, type ChoiceSize } from '../checkbox/choice.tsx';
import { cx } from '../internal/cx.ts';
import { FieldError } from '../field/FieldError.tsx';

export interface RadioProps {
  label: ReactNode;
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  description?: ReactNode;
  size?: ChoiceSize;
  id?: string;
  disabled?: boolean;
  /** a required question: each radio of the group is `required`, which is how the platform announces it */
  required?: boolean;
  className?: string;
  /** Set by RadioGroup so the radios point at the group's error. */
  'aria-describedby'?: string;
  ref?: Ref<HTMLInputElement>;
}

/** One native radio with its label. Arrow keys move between radios of one name (the platform does it). */
export function Radio({ label, name, value, checked, onChange, description, size = 'md', id: idProp, disabled, required, className, ref, ...aria }: RadioProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : null, aria['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div data-state={checked ? 'checked' : 'unchecked'} data-size={size} className={cx('space-y-0.5', className)}>
      <div className="flex items-start gap-2">
        <input
          ref={ref}
          id={id}
          type="radio"
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          required={required}
          aria-describedby={describedBy}
          onChange={() => onChange(value)}
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
    </div>
  );
}

export interface RadioGroupOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly RadioGroupOption[];
  size?: ChoiceSize;
  orientation?: 'vertical' | 'horizontal';
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/** Radios of one question in a fieldset whose legend names the group. */
export function RadioGroup({ legend, name, value, onChange, options, size = 'md', orientation = 'vertical', hint, error, id: idProp, required, disabled, className }: RadioGroupProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={describedBy}
      data-state={error ? 'invalid' : 'idle'}
      disabled={disabled}
      className={cx('space-y-2 outline-none', error ? errorMarkerClass : null, className)}
    >
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className={cx('flex gap-x-6 gap-y-2', orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap')}>
        {options.map((option) => (
          <Radio
            key={option.value}
            id={`${id}-${option.value}`}
            name={name}
            value={option.value}
            label={option.label}
            description={option.description}
            disabled={option.disabled}
            required={required}
            checked={value === option.value}
            onChange={onChange}
            size={size}
          />
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
