import type { ReactNode } from 'react';
import { cx } from '../internal/cx.ts';

// The parts a native checkbox and a native radio share: Checkbox and Radio (../radio) are made of them.

/** The two sizes of a choice: its control, its label and the indent under it. */
export type ChoiceSize = 'md' | 'lg';

const sizeClasses: Record<ChoiceSize, { control: string; label: string; indent: string }> = {
  md: { control: 'size-4 mt-0.5', label: 'text-sm', indent: 'pl-6' },
  lg: { control: 'size-5 mt-0.5', label: 'text-base', indent: 'pl-7' },
};

/** The native control's own classes (a checkbox's or a radio's). */
export const choiceControlClass = (size: ChoiceSize) => cx('shrink-0 cursor-pointer accent-brand disabled:cursor-not-allowed', sizeClasses[size].control);

/** What stands under the label (its description, a checkbox's error) starts where the label's text starts. */
export const choiceIndentClass = (size: ChoiceSize) => sizeClasses[size].indent;

/** The label beside the control. */
export function ChoiceLabel({ htmlFor, size, disabled, children }: { htmlFor: string; size: ChoiceSize; disabled: boolean | undefined; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={cx('cursor-pointer text-slate-900', sizeClasses[size].label, disabled && 'cursor-not-allowed text-slate-600')}>
      {children}
    </label>
  );
}

/** The description under the label, which the control names with `aria-describedby`. */
export function ChoiceDescription({ id, size, children }: { id: string; size: ChoiceSize; children: ReactNode }) {
  return (
    <p id={id} className={cx('text-sm text-slate-600', choiceIndentClass(size))}>
      {children}
    </p>
  );
}
