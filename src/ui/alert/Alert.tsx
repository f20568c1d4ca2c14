import type { ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import { CheckIcon, CloseIcon, InfoIcon, WarningIcon } from '../internal/icons.tsx';

export type AlertType = 'error' | 'success' | 'info' | 'neutral' | 'warning';

interface AlertBaseProps {
  type?: AlertType;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** Dismissable alerts need a name for their close button; the union makes the pair required together. */
export type AlertProps = AlertBaseProps &
  ({ onDismiss?: undefined; dismissLabel?: undefined } | { onDismiss: () => void; dismissLabel: string });

const typeClasses: Record<AlertType, string> = {
  error: 'border-red-300 bg-red-50 text-red-900',
  success: 'border-green-300 bg-green-50 text-green-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
  neutral: 'border-slate-300 bg-slate-50 text-slate-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
};

const icons: Record<AlertType, ReactNode> = {
  error: <WarningIcon className="size-5" />,
  success: <CheckIcon className="size-5" />,
  info: <InfoIcon className="size-5" />,
  neutral: <InfoIcon className="size-5" />,
  warning: <WarningIcon className="size-5" />,
};

/**
 * A message box. Errors and warnings are announced at once (role="alert"); the others politely
 * (role="status"). Dismissed by its close button when `onDismiss` is given; the parent removes it.
 */
export function Alert({ type = 'info', title, children, className, onDismiss, dismissLabel }: AlertProps) {
  const urgent = type === 'error' || type === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-type={type}
      className={cx('flex items-start gap-3 rounded-brand border p-4 text-sm', typeClasses[type], className)}
    >
      <span className="mt-px shrink-0">{icons[type]}</span>
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel}
          className="-m-1 shrink-0 cursor-pointer rounded p-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
        >
          <CloseIcon className="size-5" />
        </button>
      ) : null}
    </div>
  );
}
