import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  safePolygon,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  useTransitionStyles,
  type Placement,
} from '@floating-ui/react';
import { cloneElement, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { cx } from '../internal/cx.ts';
import { InfoIcon } from '../internal/icons.tsx';
import { usePortalRoot } from '../portal/PortalRoot.tsx';

/** Spec section 9: show delay 200 ms, hide delay 400 ms, distance 5 px, disposed 150 ms after hiding. */
export const tooltipTiming = { showDelay: 200, hideDelay: 400, distance: 5, dispose: 150 } as const;

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button): it gets the hover, focus and aria-describedby wiring. */
  children: ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;
  placement?: Placement;
  className?: string;
}

/**
 * A tooltip on floating-ui: shows 200 ms after the pointer rests on the trigger or at once on keyboard
 * focus, hides 400 ms after the pointer leaves (the pointer may move onto the tooltip meanwhile, WCAG
 * 1.4.13) or on Escape, then fades out for 150 ms. Portalled into the portal root (the shadow root), so
 * the trigger's aria-describedby reaches it. data-state on the tooltip: open | closed (while fading).
 */
export function Tooltip({ content, children, placement = 'top', className }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const portalRoot = usePortalRoot();
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(tooltipTiming.distance), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const hover = useHover(context, {
    move: false,
    delay: { open: tooltipTiming.showDelay, close: tooltipTiming.hideDelay },
    handleClose: safePolygon(),
  });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);
  const { isMounted, styles } = useTransitionStyles(context, {
    duration: { open: 100, close: tooltipTiming.dispose },
    initial: { opacity: 0 },
  });
  const ref = useMergeRefs([refs.setReference, children.props.ref]);

  return (
    <>
      {cloneElement(children, getReferenceProps({ ...children.props, ref }))}
      {isMounted ? (
        <FloatingPortal root={portalRoot}>
          <div
            ref={refs.setFloating}
            style={{ ...floatingStyles, ...styles }}
            {...getFloatingProps()}
            data-state={open ? 'open' : 'closed'}
            className={cx('z-50 max-w-xs rounded-brand bg-slate-900 px-3 py-2 text-sm text-white shadow-lg', className)}
          >
            {content}
          </div>
        </FloatingPortal>
      ) : null}
    </>
  );
}

export interface InfoTooltipProps {
  /** The trigger button's name, e.g. "Mehr zur Vertragslaufzeit". */
  label: string;
  content: ReactNode;
  placement?: Placement;
}

/** The common case: a small "i" button beside a label that explains it. */
export function InfoTooltip({ label, content, placement }: InfoTooltipProps) {
  return (
    <Tooltip content={content} placement={placement}>
      <button
        type="button"
        aria-label={label}
        className="inline-flex cursor-help items-center rounded-full align-middle text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <InfoIcon className="size-5" />
      </button>
    </Tooltip>
  );
}
