import { useId, type ReactNode } from 'react';
import { errorMarkerClass } from '../error-marker/errorMarker.ts';
import { cx } from '../internal/cx.ts';
import { CheckIcon } from '../internal/icons.tsx';
import { Spinner } from '../spinner/Spinner.tsx';
import { FieldError } from './FieldError.tsx';

/** Live validation of a field: `pending` while the server checks it, `valid` once it passed. */
export type FieldStatus = 'idle' | 'pending' | 'valid';

/** What a control inside a Field spreads onto itself: its id, its description and its invalid flag. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

/** The props every field component shares with Field. */
export interface FieldBaseProps {
  label: ReactNode;
  /** Visually hidden label (still the accessible name). */
  labelHidden?: boolean;
  /** The control's id; one is generated when left out. ErrorSummary links point at it. */
  id?: string;
  hint?: ReactNode;
  /** The validation message; a field with an error carries the error-marker class. */
  error?: ReactNode;
  status?: FieldStatus;
  /** Announced while pending (e.g. "Checking"). */
  pendingLabel?: string;
  /** Announced beside the checkmark (e.g. "Valid"). */
  validLabel?: string;
  required?: boolean;
  /** Shown after the label of a field that is not required (e.g. "optional"). */
  optionalLabel?: string;
  className?: string;
}

export interface FieldProps extends FieldBaseProps {
  /** Whether the control holds no value: the checkmark shows only for a valid field that is not empty. */
  empty?: boolean;
  /** Room the control keeps on its right for its own adornment (a select's chevron). */
  markInset?: 'default' | 'wide';
  children: (control: FieldControlProps) => ReactNode;
}

export type FieldState = 'idle' | 'pending' | 'valid' | 'invalid';

/** The enumerated state of a field, as data-state shows it. */
export function fieldState(status: FieldStatus | undefined, error: ReactNode, empty: boolean | undefined): FieldState {
  if (status === 'pending') return 'pending';
  if (error) return 'invalid';
  if (status === 'valid' && !empty) return 'valid';
  return 'idle';
}

/** Marks at the control's right edge: a spinner while pending, a checkmark when valid and not empty. */
export function FieldMark({ state, pendingLabel, validLabel, className }: { state: FieldState; pendingLabel?: string; validLabel?: string; className?: string }) {
  if (state === 'pending') {
    return (
      <span className={cx('pointer-events-none flex items-center text-slate-600', className)} data-mark="pending">
        <Spinner label={pendingLabel} />
      </span>
    );
  }
  if (state === 'valid') {
    return (
      <span className={cx('pointer-events-none flex items-center text-green-700', className)} data-mark="valid">
        <CheckIcon className="size-5" />
        {validLabel ? <span className="sr-only">{validLabel}</span> : null}
      </span>
    );
  }
  return null;
}

export const controlClasses =
  'block w-full rounded-brand border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 ' +
  'focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand ' +
  'aria-invalid:border-red-600 aria-invalid:focus:outline-red-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600';

/**
 * Label, control, hint, error and the live marks of one form field. The control comes as a render function
 * that receives its id and ARIA wiring, so the label, hint and error point at it inside the same root.
 */
export function Field({
  label,
  labelHidden,
  id: idProp,
  hint,
  error,
  status,
  pendingLabel,
  validLabel,
  required,
  optionalLabel,
  empty,
  markInset = 'default',
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const state = fieldState(status, error, empty);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div data-state={state} className={cx('space-y-1', error ? errorMarkerClass : null, className)}>
      <label id={`${id}-label`} htmlFor={id} className={cx('block text-sm font-medium text-slate-800', labelHidden && 'sr-only')}>
        {label}
        {!required && optionalLabel ? (
          <>
            {' '}
            <span className="font-normal text-slate-600">({optionalLabel})</span>
          </>
        ) : null}
      </label>
      <div className="relative">
        {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, required })}
        <FieldMark
          state={state}
          pendingLabel={pendingLabel}
          validLabel={validLabel}
          className={cx('absolute inset-y-0', markInset === 'wide' ? 'right-9' : 'right-3')}
        />
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
