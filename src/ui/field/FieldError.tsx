import type { ReactNode } from 'react';
import { cx } from '../internal/cx.ts';

export interface FieldErrorProps {
  /** the id the control points at with aria-describedby */
  id: string;
  error?: ReactNode;
  className?: string;
}

/**
 * A field's validation message in a polite live region, which stays in the DOM while empty: a message that
 * appears after the debounced validation is read out.
 */
export function FieldError({ id, error, className }: FieldErrorProps) {
  return (
    <div aria-live="polite">
      {error ? (
        <p id={id} className={cx('text-sm text-red-700', className)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
