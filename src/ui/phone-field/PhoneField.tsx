import { useId, type ReactNode } from 'react';
import { errorMarkerClass } from '../error-marker/errorMarker.ts';
import { controlClasses, FieldMark, fieldState, type FieldStatus } from '../field/Field.tsx';
import { cx } from '../internal/cx.ts';
import { FieldError } from '../field/FieldError.tsx';
import { useTypedValue } from '../internal/useTypedValue.ts';

export interface PhoneFieldProps {
  /** The legend of both inputs, e.g. "Telefon des Vormieters". */
  label: ReactNode;
  prefix: string;
  number: string;
  onPrefixChange: (value: string) => void;
  onNumberChange: (value: string) => void;
  onBlur?: () => void;
  /** Accessible names of the two inputs, e.g. "Vorwahl" and "Rufnummer". */
  prefixLabel: string;
  numberLabel: string;
  prefixPlaceholder?: string;
  numberPlaceholder?: string;
  hint?: ReactNode;
  /** One error for the pair (spec: "a combined phone error is shown under them"). */
  error?: ReactNode;
  status?: FieldStatus;
  pendingLabel?: string;
  validLabel?: string;
  required?: boolean;
  disabled?: boolean;
  /** Id of the prefix input (the first to focus); the number input gets `${id}-number`. */
  id?: string;
  name?: string;
  className?: string;
}

/**
 * A phone number as area prefix + subscriber number, two inputs under one legend and one combined error
 * that both inputs point at (aria-describedby), so either input reads the message.
 */
export function PhoneField({
  label,
  prefix,
  number,
  onPrefixChange,
  onNumberChange,
  onBlur,
  prefixLabel,
  numberLabel,
  prefixPlaceholder,
  numberPlaceholder,
  hint,
  error,
  status,
  pendingLabel,
  validLabel,
  required,
  disabled,
  id: idProp,
  name,
  className,
}: PhoneFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const numberId = `${id}-number`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // what is typed shows at once, even where the owner takes it a frame later
  const typedPrefix = useTypedValue(prefix);
  const typedNumber = useTypedValue(number);
  const state = fieldState(status, error, typedPrefix.shown === '' && typedNumber.shown === '');
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    type: 'tel',
    inputMode: 'numeric' as const,
    required,
    disabled,
    onBlur,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <fieldset data-state={state} className={cx('space-y-1', error ? errorMarkerClass : null, className)}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex gap-2">
        <div className="w-28 shrink-0">
          <label htmlFor={id} className="sr-only">
            {prefixLabel}
          </label>
          <input
            {...shared}
            id={id}
            name={name ? `${name}.prefix` : undefined}
            autoComplete="tel-area-code"
            value={typedPrefix.shown}
            placeholder={prefixPlaceholder}
            onChange={(event) => {
              onPrefixChange(event.target.value);
              typedPrefix.typed(event.target.value);
            }}
            className={controlClasses}
          />
        </div>
        <div className="relative min-w-0 flex-1">
          <label htmlFor={numberId} className="sr-only">
            {numberLabel}
          </label>
          <input
            {...shared}
            id={numberId}
            name={name ? `${name}.number` : undefined}
            autoComplete="tel-local"
            value={typedNumber.shown}
            placeholder={numberPlaceholder}
            onChange={(event) => {
              onNumberChange(event.target.value);
              typedNumber.typed(event.target.value);
            }}
            className={cx(controlClasses, 'pr-10')}
          />
          <FieldMark state={state} pendingLabel={pendingLabel} validLabel={validLabel} className="absolute inset-y-0 right-3" />
        </div>
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
