import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { controlClasses, Field, type FieldBaseProps } from '../field/Field.tsx';
import { cx } from '../internal/cx.ts';
import { useTypedValue } from '../internal/useTypedValue.ts';
import { Spinner } from '../spinner/Spinner.tsx';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second line, e.g. the postal code and city of an address suggestion. */
  description?: string;
}

export interface ComboboxProps<Option extends ComboboxOption = ComboboxOption> extends FieldBaseProps {
  /** The text in the input (controlled). */
  inputValue: string;
  onInputChange: (text: string) => void;
  /** The suggestions for the current text; the parent filters or asks the server. */
  options: readonly Option[];
  onSelect: (option: Option) => void;
  /** Suggestions are being loaded: a spinner with `loadingText` in the list. */
  loading?: boolean;
  loadingText?: string;
  /** Shown in the open list when there are no suggestions for a non-empty text. */
  emptyText?: string;
  /** A polite announcement of the result, e.g. "5 Vorschläge"; see the note on the live region below. */
  statusText?: string;
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  onBlur?: () => void;
}

/**
 * The WAI-ARIA combobox pattern (list autocomplete): the input owns the listbox through aria-controls and
 * points at the active option with aria-activedescendant, so focus never leaves the input. Input and
 * listbox render in one tree (no portal) because ARIA id references do not cross shadow roots, and a
 * portalled list inside a modal Dialog would land outside its focus trap.
 * Keys: Down/Up open the list and move the active option (wrapping), Enter chooses it, Escape closes the
 * list (and does not reach an enclosing dialog). A click outside closes it. data-state: open | closed. What is
 * typed shows at once, even where the owner takes it a frame later (`useTypedValue`).
 */
export function Combobox<Option extends ComboboxOption = ComboboxOption>({
  inputValue,
  onInputChange,
  options,
  onSelect,
  loading = false,
  loadingText,
  emptyText,
  statusText,
  placeholder,
  name,
  disabled,
  onBlur,
  ...field
}: ComboboxProps<Option>) {
  const text = useTypedValue(inputValue);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const showEmpty = !loading && options.length === 0 && text.shown !== '' && Boolean(emptyText);
  const expanded = open && !disabled && (options.length > 0 || loading || showEmpty);
  const active = expanded && activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;

  // New suggestions invalidate the active option.
  useEffect(() => setActiveIndex(-1), [options]);

  // A click outside closes the list. composedPath() sees through shadow roots, where event.target is retargeted.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (option: Option) => {
    onSelect(option);
    setOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActiveIndex(!expanded ? 0 : (active + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActiveIndex(!expanded || active <= 0 ? count - 1 : active - 1);
        break;
      case 'Enter':
        if (active >= 0) {
          event.preventDefault();
          choose(options[active]!);
        }
        break;
      case 'Escape':
        if (expanded) {
          // Only the list closes; an enclosing dialog stays open.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActiveIndex(-1);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <div ref={rootRef} data-state={expanded ? 'open' : 'closed'} className={field.className}>
      <Field {...field} className={undefined} empty={text.shown === ''}>
        {(control) => {
          const listboxId = `${control.id}-listbox`;
          const optionId = (index: number) => `${control.id}-option-${index}`;
          return (
            <>
              <input
                {...control}
                type="text"
                role="combobox"
                name={name}
                value={text.shown}
                placeholder={placeholder}
                disabled={disabled}
                autoComplete="off"
                aria-autocomplete="list"
                aria-expanded={expanded}
                aria-controls={listboxId}
                aria-activedescendant={active >= 0 ? optionId(active) : undefined}
                onChange={(event) => {
                  onInputChange(event.target.value);
                  text.typed(event.target.value);
                  setOpen(true);
                  setActiveIndex(-1);
                }}
                onKeyDown={onKeyDown}
                onBlur={() => {
                  setOpen(false);
                  onBlur?.();
                }}
                className={cx(controlClasses, 'pr-10')}
              />
              <div
                hidden={!expanded}
                className="absolute top-full right-0 left-0 z-40 mt-1 rounded-brand border border-slate-300 bg-white py-1 shadow-lg"
              >
                {/* Always rendered for aria-controls; hidden while it holds no option (an empty listbox is invalid). */}
                <ul ref={listRef} id={listboxId} role="listbox" aria-labelledby={`${control.id}-label`} hidden={options.length === 0} className="max-h-72 overflow-y-auto">
                  {options.map((option, index) => (
                    <li
                      key={option.value}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      data-state={index === active ? 'active' : 'inactive'}
                      // Keep the focus in the input: a mousedown on an option would blur it and close the list.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(option)}
                      onMouseMove={() => index !== active && setActiveIndex(index)}
                      className={cx('cursor-pointer px-3 py-2 text-slate-900', index === active && 'bg-slate-100')}
                    >
                      <span className="block">{option.label}</span>
                      {option.description ? <span className="block text-sm text-slate-600">{option.description}</span> : null}
                    </li>
                  ))}
                </ul>
                {loading ? (
                  <ListNote>
                    <Spinner />
                    {loadingText}
                  </ListNote>
                ) : null}
                {showEmpty ? <ListNote>{emptyText}</ListNote> : null}
              </div>
            </>
          );
        }}
      </Field>
      {/* VoiceOver ignores aria-activedescendant changes inside a shadow root; the result count is also
          announced through this live region. */}
      <div aria-live="polite" className="sr-only">
        {expanded && !loading ? statusText : ''}
      </div>
    </div>
  );
}

/** A line under the options (loading, no results), outside the listbox, which holds only options. */
function ListNote({ children }: { children: ReactNode }) {
  return <p className="flex items-center gap-2 px-3 py-2 text-sm text-slate-700">{children}</p>;
}
