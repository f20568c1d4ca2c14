import { useId, useState, type ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import { ChevronDownIcon } from '../internal/icons.tsx';

export interface AccordionCardProps {
  title: ReactNode;
  /** Beside the title in the header, e.g. a price or a Badge. */
  aside?: ReactNode;
  children: ReactNode;
  /** Controlled: with `onOpenChange`. */
  open?: boolean;
  /** Uncontrolled start state. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The heading level the header button sits in (the page outline decides). */
  headingLevel?: 2 | 3 | 4 | 5;
  disabled?: boolean;
  className?: string;
}

/**
 * A card whose header toggles its body: the header is a native button (click, Enter and Space) inside a
 * heading, with aria-expanded and aria-controls; the body is a region named by the header.
 * data-state: open | closed.
 */
export function AccordionCard({ title, aside, children, open: openProp, defaultOpen = false, onOpenChange, headingLevel = 3, disabled, className }: AccordionCardProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const buttonId = useId();
  const panelId = useId();
  const Heading = `h${headingLevel}` as const;
  const toggle = () => {
    setOpenState(!open);
    onOpenChange?.(!open);
  };
  return (
    <div data-state={open ? 'open' : 'closed'} className={cx('rounded-brand border border-slate-300 bg-white', className)}>
      <Heading className="m-0 text-base">
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          disabled={disabled}
          onClick={toggle}
          className="flex w-full cursor-pointer items-center gap-3 rounded-brand p-4 text-left font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:text-slate-600"
        >
          <span className="min-w-0 flex-1">{title}</span>
          {aside ? <span className="shrink-0 font-normal">{aside}</span> : null}
          <ChevronDownIcon className={cx('size-5 shrink-0 text-slate-600 transition-transform', open && 'rotate-180')} />
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="border-t border-slate-200 p-4">
        {children}
      </div>
    </div>
  );
}
