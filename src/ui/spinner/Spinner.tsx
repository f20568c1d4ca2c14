import { cx } from '../internal/cx.ts';

export interface SpinnerProps {
  /** Announced to screen readers; without it the spinner is decorative (aria-hidden). */
  label?: string;
  className?: string;
}

/** A spinning ring in the current text colour. */
export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span
      className={cx('inline-flex shrink-0 items-center', className)}
      {...(label ? { role: 'status' } : { 'aria-hidden': true })}
      data-part="spinner"
    >
      <svg className="size-[1em] animate-spin motion-reduce:animate-none" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
