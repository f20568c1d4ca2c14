import { useEffect, useMemo, useState } from 'react';
import type { OrderSnapshot } from '../../../machines/order.machine.ts';
import type { FieldError } from '../../domain/validation/messages.ts';
import { afterNextFrame } from '../../ui/internal/afterNextFrame.ts';
import { useOrderActor, useOrderSelector } from '../../shell/OrderFormContext.tsx';

export type StepErrors = Record<string, FieldError>;

const none: StepErrors = {};
/** Two sets of field errors the same (the summary and a step's messages re-render only when they differ). */
export const sameErrors = <Errors extends Partial<Record<string, FieldError>>>(a: Errors, b: Errors) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A step's whole field errors for its error summary: none until a failed "next" shows the summary (`step.{step}`
 * validated), then computed at once for that attempt, and after each later change of the order once the change is
 * on screen (issue 24: the other fields' rules never run in a keystroke's task).
 */
export function useDeferredStepErrors(step: string, errorsOf: (snapshot: OrderSnapshot) => StepErrors): { shown: boolean; attempt: number; errors: StepErrors } {
  const actor = useOrderActor();
  const shown = useOrderSelector((snapshot) => snapshot.context.validated.includes(`step.${step}`));
  const attempt = useOrderSelector((snapshot) => snapshot.context.stepErrorsShown);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const atAttempt = useMemo(() => (shown ? errorsOf(actor.getSnapshot()) : none), [shown, attempt, actor]);
  const [later, setLater] = useState<{ base: StepErrors; errors: StepErrors } | null>(null);
  useEffect(() => {
    if (!shown) return undefined;
    let last = atAttempt;
    let cancel: (() => void) | undefined;
    const subscription = actor.subscribe(() => {
      cancel ??= afterNextFrame(() => {
        cancel = undefined;
        const next = errorsOf(actor.getSnapshot());
        if (sameErrors(next, last)) return;
        last = next;
        setLater({ base: atAttempt, errors: next });
      });
    });
    return () => {
      subscription.unsubscribe();
      cancel?.();
    };
  }, [actor, shown, atAttempt, errorsOf]);
  return { shown, attempt, errors: later !== null && later.base === atAttempt ? later.errors : atAttempt };
}
