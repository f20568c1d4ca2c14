import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import { WarningIcon } from '../internal/icons.tsx';

export interface ErrorSummaryItem {
  /** The id of the field's control (Field's `id`): the link focuses it. */
  fieldId: string;
  message: ReactNode;
  /**
   * What the link does instead of focusing a control, for a value that is not typed in the step but entered
   * elsewhere (the connection address, in the address-check dialog): the link opens that.
   */
  onSelect?: () => void;
}

export interface ErrorSummaryProps {
  title: ReactNode;
  errors: readonly ErrorSummaryItem[];
  description?: ReactNode;
  /** Change it (e.g. a submit counter) to take the focus again on the next failed attempt. */
  focusKey?: unknown;
  className?: string;
}

/**
 * The list of what blocks the step, shown when validation fails. It takes the focus when it appears (so a
 * screen reader reads it), and each entry links to its field: the link focuses the control and scrolls it
 * to the centre. The control is looked up in the summary's own root, so it works inside the shadow root.
 */
export function ErrorSummary({ title, errors, description, focusKey, className }: ErrorSummaryProps) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, focusKey]);

  if (!hasErrors) return null;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, { fieldId, onSelect }: ErrorSummaryItem) => {
    if (onSelect) {
      event.preventDefault();
      onSelect();
      return;
    }
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    const control = root.getElementById(fieldId);
    if (!control) return;
    event.preventDefault();
    control.focus({ preventScroll: true });
    control.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  };

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cx('rounded-brand border-2 border-red-700 bg-white p-4 text-slate-900 focus:outline-4 focus:outline-red-300', className)}
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-red-800">
        <WarningIcon className="size-5" />
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm">{description}</p> : null}
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => goTo(event, error)}
              className="font-medium text-red-800 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-red-800"
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
