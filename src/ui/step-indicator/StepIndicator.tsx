import { cx } from '../internal/cx.ts';
import { CheckIcon } from '../internal/icons.tsx';

export interface StepIndicatorStep {
  /** The step's name (product, activation, customer, account, confirm): steps go by name, never by index. */
  id: string;
  label: string;
}

export type StepState = 'complete' | 'current' | 'reachable' | 'upcoming';

export interface StepIndicatorProps {
  steps: readonly StepIndicatorStep[];
  currentId: string;
  /** The highest step reached: every step up to it may be visited again. Defaults to the current step. */
  highestReachedId?: string;
  /** Called with a reachable step's id; without it the steps are not links. */
  onSelect?: (id: string) => void;
  /** Name of the navigation landmark, e.g. "Bestellschritte". */
  label: string;
  /** Screen-reader words for each state, e.g. { complete: 'erledigt', ... }; read after the step name. */
  stateLabels?: Partial<Record<StepState, string>>;
  className?: string;
}

/** The state of each step from the current and the highest reached one. */
export function stepStates(steps: readonly StepIndicatorStep[], currentId: string, highestReachedId = currentId): StepState[] {
  const current = steps.findIndex((step) => step.id === currentId);
  const highest = Math.max(current, steps.findIndex((step) => step.id === highestReachedId));
  return steps.map((_, index) => (index === current ? 'current' : index < current ? 'complete' : index <= highest ? 'reachable' : 'upcoming'));
}

/**
 * The wizard's steps as an ordered list in a navigation landmark. The current step carries
 * aria-current="step"; steps already reached are buttons (Tab, Enter or Space) when `onSelect` is given;
 * later steps are plain text. data-state per step: complete | current | reachable | upcoming.
 */
export function StepIndicator({ steps, currentId, highestReachedId, onSelect, label, stateLabels, className }: StepIndicatorProps) {
  const states = stepStates(steps, currentId, highestReachedId);
  return (
    <nav aria-label={label} className={className}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-2 sm:gap-x-4">
        {steps.map((step, index) => {
          const state = states[index]!;
          const stateLabel = stateLabels?.[state];
          const content = (
            <>
              <span
                aria-hidden="true"
                className={cx(
                  'grid size-7 shrink-0 place-items-center rounded-full border-2 text-sm font-semibold',
                  state === 'current' && 'border-brand bg-brand text-brand-contrast',
                  (state === 'complete' || state === 'reachable') && 'border-brand bg-white text-brand',
                  state === 'upcoming' && 'border-slate-300 bg-white text-slate-600',
                )}
              >
                {state === 'complete' ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <span className={cx('text-sm', state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-700')}>{step.label}</span>
              {stateLabel ? <span className="sr-only">, {stateLabel}</span> : null}
            </>
          );
          const selectable = onSelect && (state === 'complete' || state === 'reachable');
          return (
            <li key={step.id} data-state={state} className="flex items-center gap-2 sm:gap-4">
              {index > 0 ? <span aria-hidden="true" className="h-px w-4 bg-slate-300 sm:w-8" /> : null}
              {selectable ? (
                <button
                  type="button"
                  onClick={() => onSelect(step.id)}
                  className="flex cursor-pointer items-center gap-2 rounded-brand p-1 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {content}
                </button>
              ) : (
                <span className="flex items-center gap-2 p-1" aria-current={state === 'current' ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
