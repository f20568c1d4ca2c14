import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx.ts';

export interface QuantityStepperProps {
  /** Names the group and the value ("Number of handsets"). */
  label: string;
  value: number;
  /** The quantities offered, in any order; the buttons step through them. Without a list: min..max by 1. */
  quantities?: readonly number[] | null;
  min?: number;
  max?: number;
  onChange: (quantity: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  /** Shown beside the value (e.g. the price it makes). */
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/**
 * A quantity with fewer/more buttons that step through the offered quantities, never past their bounds. The
 * value is a polite live output, so a screen reader hears the new quantity after each press.
 * data-state: `min` | `max` | `between`.
 */
export function QuantityStepper({ label, value, quantities, min = 0, max = 99, onChange, decreaseLabel, increaseLabel, description, disabled, className }: QuantityStepperProps) {
  const id = useId();
  const offered = quantities && quantities.length > 0 ? [...new Set(quantities)].sort((a, b) => a - b) : range(min, max);
  const lower = offered.filter((q) => q < value).at(-1);
  const higher = offered.find((q) => q > value);
  const state = lower === undefined ? 'min' : higher === undefined ? 'max' : 'between';
  return (
    <div role="group" aria-labelledby={`${id}-label`} data-state={state} className={cx('flex flex-wrap items-center gap-3', className)}>
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <span className="inline-flex items-center rounded-brand border border-slate-400">
        <button
          type="button"
          aria-label={decreaseLabel}
          disabled={disabled || lower === undefined}
          onClick={() => lower !== undefined && onChange(lower)}
          className="size-9 cursor-pointer text-lg font-semibold text-brand disabled:cursor-not-allowed disabled:text-slate-400 focus-visible:outline-2 focus-visible:outline-brand"
        >
          −
        </button>
        <output aria-live="polite" aria-labelledby={`${id}-label`} className="min-w-10 text-center tabular-nums">
          {value}
        </output>
        <button
          type="button"
          aria-label={increaseLabel}
          disabled={disabled || higher === undefined}
          onClick={() => higher !== undefined && onChange(higher)}
          className="size-9 cursor-pointer text-lg font-semibold text-brand disabled:cursor-not-allowed disabled:text-slate-400 focus-visible:outline-2 focus-visible:outline-brand"
        >
          +
        </button>
      </span>
      {description ? <span className="text-sm text-slate-700">{description}</span> : null}
    </div>
  );
}

function range(min: number, max: number): number[] {
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, index) => min + index);
}
