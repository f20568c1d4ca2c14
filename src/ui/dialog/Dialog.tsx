import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useId, type MutableRefObject, type ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import { CloseIcon } from '../internal/icons.tsx';
import { usePortalRoot } from '../portal/PortalRoot.tsx';
import { useServerMarkup } from '../internal/serverMarkup.ts';
import { useInertBeside } from './useInertBeside.ts';
import { wrapTab } from './wrapTab.ts';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

export interface DialogBaseProps {
  open: boolean;
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom (buttons). */
  footer?: ReactNode;
  size?: DialogSize;
  /** Where focus goes on open: an element ref or a tabbable index; the first tabbable element by default. */
  initialFocus?: number | MutableRefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A dismissable dialog closes on its close button, Escape and a click outside; all three call `onClose`.
 * `dismissable={false}` is the Modal: none of these, the parent closes it.
 */
export type DialogProps = DialogBaseProps &
  (
    | { dismissable?: true; onClose: () => void; closeLabel: string }
    | { dismissable: false; onClose?: undefined; closeLabel?: undefined }
  );

const sizeClasses: Record<DialogSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
};

/**
 * A modal dialog on floating-ui: portalled into the portal root (a layer in the element's shadow root), focus
 * trapped inside while open and given back to where it was on close, the page's scroll locked, the rest of the page
 * hidden from assistive technology and the rest of the shadow root inert (useInertBeside). data-state: open (it is
 * unmounted when closed).
 */
export function Dialog({ open, title, description, children, footer, size = 'md', initialFocus, className, dismissable = true, onClose, closeLabel }: DialogProps) {
  const portalRoot = usePortalRoot();
  const titleId = useId();
  const descriptionId = useId();
  const { refs, context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onClose?.();
    },
  });
  const dismiss = useDismiss(context, { enabled: dismissable, escapeKey: true, outsidePress: true, outsidePressEvent: 'mousedown' });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  useInertBeside(open ? context.elements.floating : null, portalRoot);

  const serverMarkup = useServerMarkup();

  if (!open) return null;
  const panelClassName = cx(
    'relative max-h-[calc(100dvh-2rem)] w-full overflow-y-auto rounded-brand bg-white p-6 text-slate-900 shadow-xl outline-none',
    sizeClasses[size],
    className,
  );
  const panel = (
    <>
      <h2 id={titleId} className={cx('text-xl font-semibold', dismissable && 'pr-10')}>
        {title}
      </h2>
      {description ? (
        <p id={descriptionId} className="mt-2 text-sm text-slate-700">
          {description}
        </p>
      ) : null}
      {children ? <div className="mt-4">{children}</div> : null}
      {footer ? <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div> : null}
      {/* Last in the DOM so the first tabbable content element gets the initial focus, not the close button. */}
      {dismissable ? (
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="absolute top-4 right-4 cursor-pointer rounded-full p-1.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <CloseIcon className="size-5" />
        </button>
      ) : null}
    </>
  );
  // A dialog open in the server's HTML (a plan's address check first) is drawn in place, as it looks: a portal has
  // no place on a server. The hydration draws it the same; the next render moves it into the portal root, with its
  // focus trap and the rest of the page made inert. Until then it is inert itself: it works only once the element
  // runs, and what is typed into it before would be lost in that move.
  if (serverMarkup)
    return (
      <div inert className="fixed inset-0 z-50 grid place-items-center overflow-auto bg-slate-900/60 p-4" data-part="dialog-overlay">
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={description ? descriptionId : undefined} data-state="open" className={panelClassName}>
          {panel}
        </div>
      </div>
    );
  return (
    <FloatingPortal root={portalRoot}>
      <FloatingOverlay lockScroll className="z-50 grid place-items-center bg-slate-900/60 p-4" data-part="dialog-overlay">
        <FloatingFocusManager context={context} modal initialFocus={initialFocus} returnFocus>
          <div
            ref={refs.setFloating}
            {...getFloatingProps({ onKeyDown: wrapTab })}
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={description ? descriptionId : undefined}
            data-state="open"
            data-dismissable={dismissable}
            className={panelClassName}
          >
            {panel}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
