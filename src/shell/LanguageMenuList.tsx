import '../styles/fullStyles.ts';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Language } from '../domain/schemas/common.ts';
import { cx } from '../ui/index.ts';

export interface LanguageMenuListProps {
  menuId: string;
  buttonId: string;
  languages: readonly Language[];
  current: Language;
  /** the entry that has the roving tab stop */
  active: number;
  /** opened by a click or the keyboard (not by hover): the active entry takes the focus */
  focusItems: boolean;
  languageName: (language: Language) => string;
  onActive: (index: number) => void;
  onChoose: (language: Language) => void;
  /** Escape: the menu closes and the focus goes back to its button */
  onEscape: () => void;
  /** Tab leaves the menu, which closes */
  onTab: () => void;
}

/**
 * The open language menu's list (spec section 2: 235 px wide, each locale upper-cased, a checkmark on the
 * current one), a chunk of its own: the first screen carries only the menu's button.
 */
export default function LanguageMenuList({
  menuId,
  buttonId,
  languages,
  current,
  active,
  focusItems,
  languageName,
  onActive,
  onChoose,
  onEscape,
  onTab,
}: LanguageMenuListProps) {
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);

  // Arrows, Home and End move; a letter jumps to its language (the WAI-ARIA menu pattern).
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = languages.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active >= last ? 0 : active + 1),
      ArrowUp: () => (active <= 0 ? last : active - 1),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      onActive(move());
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key === 'Tab') {
      onTab();
      return;
    }
    if (/^[a-z]$/i.test(event.key)) {
      const index = languages.findIndex((language) => language.startsWith(event.key.toLowerCase()));
      if (index >= 0) onActive(index);
    }
  };

  useEffect(() => {
    if (focusItems) itemRefs.current[active]?.focus();
  }, [focusItems, active]);

  return (
    // The padding (not a margin) bridges the gap to the button, so the pointer never "leaves" on its way down.
    <div className="absolute top-full right-0 z-40 w-[235px] pt-1">
      <ul
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        onKeyDown={onKeyDown}
        className="rounded-brand border border-slate-200 bg-white py-1 text-slate-900 shadow-lg"
      >
        {languages.map((language, index) => {
          const checked = language === current;
          return (
            <li key={language} role="none">
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={checked}
                tabIndex={index === active ? 0 : -1}
                data-state={checked ? 'checked' : 'unchecked'}
                onClick={() => onChoose(language)}
                onMouseMove={() => {
                  if (index !== active) onActive(index);
                }}
                className={cx(
                  'flex w-full cursor-pointer items-center gap-3 px-3 py-2 text-left text-sm',
                  'hover:bg-slate-100 focus:bg-slate-100 focus:outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand',
                )}
              >
                <span className="grid w-4 place-items-center text-brand" aria-hidden="true">
                  {checked ? <CheckmarkIcon /> : null}
                </span>
                <span className="font-semibold">{language.toUpperCase()}</span>{' '}
                <span lang={language} className="text-slate-700">
                  {languageName(language)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function CheckmarkIcon() {
  return (
    <svg className="size-4" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M16.704 5.29a1 1 0 0 1 .006 1.414l-8 8.07a1 1 0 0 1-1.42.003l-4-4a1 1 0 1 1 1.414-1.414l3.29 3.29 7.296-7.357a1 1 0 0 1 1.414-.006Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
