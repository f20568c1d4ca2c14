import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { cx } from '../internal/cx.ts';
import { Spinner } from '../spinner/Spinner.tsx';

export type ButtonVariant = 'primary' | 'text';
export type ButtonSize = 'xs' | 'sm' | 'base' | 'lg' | 'xl';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  type?: 'button' | 'submit' | 'reset';
  /** Shows a spinner and ignores clicks; the button stays focusable so focus is not lost mid-submit. */
  pending?: boolean;
  /** Announced while pending (e.g. "Sending order"), next to the visible label. */
  pendingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

const sizeClasses: Record<ButtonSize, string> = {
  xs: 'gap-1 px-2 py-1 text-xs',
  sm: 'gap-1.5 px-3 py-1.5 text-sm',
  base: 'gap-2 px-4 py-2 text-base',
  lg: 'gap-2 px-5 py-2.5 text-lg',
  xl: 'gap-2.5 px-6 py-3 text-xl',
};

const variantClasses: Record<ButtonVariant, string> = {
  primary:
    // `filter` and `box-shadow` themselves, not Tailwind's `brightness-*` and `shadow-*`: those compose the
    // property from a dozen variables each, all registered in the first screen's style sheet
    'rounded-brand bg-brand font-semibold text-brand-contrast [box-shadow:0_1px_3px_0_#0000001a,0_1px_2px_-1px_#0000001a] ' +
    'hover:[filter:brightness(1.1)] active:[filter:brightness(.95)] disabled:bg-slate-300 disabled:text-slate-700 ' +
    'disabled:[box-shadow:none] aria-disabled:[filter:none]',
  text: 'rounded-brand font-semibold text-brand underline-offset-4 hover:underline disabled:text-slate-500 disabled:no-underline',
};

/** The button's look, for a link that looks like one (`ButtonLink`). */
export function buttonClassName(variant: ButtonVariant, size: ButtonSize, className?: string): string {
  return cx(
    'inline-flex cursor-pointer items-center justify-center leading-tight transition',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
    'disabled:cursor-not-allowed aria-disabled:cursor-wait',
    sizeClasses[size],
    variantClasses[variant],
    className,
  );
}

/**
 * The one button of the form. `part="button"` lets a host page style it through `::part(button)`.
 * data-state: `idle` | `pending` | `disabled`.
 */
export function Button({
  variant = 'primary',
  size = 'base',
  type = 'button',
  pending = false,
  pendingLabel,
  disabled,
  className,
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const state = disabled ? 'disabled' : pending ? 'pending' : 'idle';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled (not disabled) keeps the focus on the button while pending, so swallow the click here.
    if (pending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      part="button"
      disabled={disabled}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      data-variant={variant}
      data-size={size}
      data-state={state}
      onClick={handleClick}
      className={buttonClassName(variant, size, className)}
    >
      {pending ? <Spinner /> : null}
      {children}
      {pending && pendingLabel ? <span className="sr-only">{pendingLabel}</span> : null}
    </button>
  );
}
