import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { Language } from '../domain/index.ts';
import { cx } from '../ui/index.ts';
import { ChevronDownIcon } from '../ui/internal/icons.tsx';
import { languageMenuList } from './chunks.ts';

const LanguageMenuList = languageMenuList.Component;

export interface LanguageMenuProps {
  /** the languages to choose from (the menu is only rendered for more than one) */
  languages: readonly Language[];
  current: Language;
  /** the button's name, e.g. "Sprache" */
  label: string;
  /** the language's own name, e.g. "Nederlands", read after its code */
  languageName: (language: Language) => string;
  onChoose: (language: Language) => void;
  /** spec section 2: hover opens the menu on large screens only (lg, 1024 px); injectable for tests */
  isLargeScreen?: () => boolean;
}

type OpenedBy = 'hover' | 'pointer' | 'keyboard';

const largeScreen = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 1024px)').matches;

/**
 * The header's language menu (spec section 2) on the WAI-ARIA menu button pattern: 235 px wide; opens on click,
 * Enter, Space or ArrowDown (ArrowUp: on the last entry), or on hover on large screens; arrows, Home and End
 * move, a letter jumps to its language; Escape closes and gives focus back to the button; closes on mouse leave,
 * on leaving by Tab and after a choice. Each locale shows upper-cased; the current one carries a checkmark and
 * `aria-checked`. data-state: open | closed.
 */
export function LanguageMenu({ languages, current, label, languageName, onChoose, isLargeScreen = largeScreen }: LanguageMenuProps) {
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = openedBy !== null;
  // Hover shows the menu without taking the focus away from where the visitor is.
  const focusItems = openedBy === 'pointer' || openedBy === 'keyboard';

  const openAt = (index: number, by: OpenedBy) => {
    setActive(index);
    setOpenedBy(by);
  };
  const close = (returnFocus: boolean) => {
    setOpenedBy(null);
    if (returnFocus) buttonRef.current?.focus();
  };
  const choose = (language: Language) => {
    close(true);
    if (language !== current) onChoose(language);
  };

  const onButtonClick = () => {
    // A menu a large screen opened on hover stays open when clicked: the click moves into it.
    if (open && openedBy !== 'hover') close(false);
    else openAt(0, 'pointer');
  };
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : languages.length - 1, 'keyboard');
    }
    if (event.key === 'Escape' && open) close(false);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && (!next || !event.currentTarget.contains(next))) setOpenedBy(null);
  };

  return (
    <div
      className="relative"
      data-state={open ? 'open' : 'closed'}
      // the list is a chunk of its own: fetched as soon as the visitor comes near the button
      onPointerEnter={preloadList}
      onFocus={preloadList}
      onMouseEnter={() => {
        if (!open && isLargeScreen()) openAt(Math.max(0, languages.indexOf(current)), 'hover');
      }}
      onMouseLeave={(event) => {
        if (!open) return;
        // Focus inside the closing menu would be lost: it goes back to the button.
        const focused = activeElementOf(event.currentTarget);
        close(focused !== null && focused !== buttonRef.current && event.currentTarget.contains(focused));
      }}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        part="language-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        className={cx(
          'inline-flex cursor-pointer items-center gap-1 rounded-brand px-2 py-1.5 text-sm font-semibold text-slate-800',
          'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        )}
      >
        <GlobeIcon />
        <span className="sr-only">{label}: </span>
        <span>{current.toUpperCase()}</span>
        <ChevronDownIcon className={cx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <LanguageMenuList
          menuId={menuId}
          buttonId={buttonId}
          languages={languages}
          current={current}
          active={active}
          focusItems={focusItems}
          languageName={languageName}
          onActive={setActive}
          onChoose={choose}
          onEscape={() => close(true)}
          onTab={() => setOpenedBy(null)}
        />
      ) : null}
    </div>
  );
}

function preloadList(): void {
  languageMenuList.preload().catch(() => undefined);
}

/** The focused element inside a shadow root (document.activeElement is the host there). */
function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? null;
}

function GlobeIcon() {
  return (
    <svg className="size-4" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <circle cx="10" cy="10" r="7.25" />
      <path d="M2.75 10h14.5M10 2.75c2 2.2 2.9 4.6 2.9 7.25S12 15.05 10 17.25C8 15.05 7.1 12.65 7.1 10S8 4.95 10 2.75Z" />
    </svg>
  );
}
