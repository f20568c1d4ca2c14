import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../../machines/order.machine.ts';
import { ErrorSummary, revealFirstError } from '../../ui/index.ts';
import { translateError } from './translateError.ts';
import { useDeferredStepErrors, type StepErrors } from './useDeferredStepErrors.ts';

export interface StepErrorSummaryProps {
  /** the step whose failed "next" shows the summary (`step.{step}` among the validated keys) */
  step: string;
  /** the step's field errors by path */
  errorsOf: (snapshot: OrderSnapshot) => StepErrors;
  /** the control id of a field, the summary's link target */
  fieldIdOf: (path: string) => string;
  /** the label of a field, by its path (the summary names each field before its message) */
  labelOf: (path: string) => string;
  /** what the link of a value entered outside the step does instead of focusing a control (opens its dialog) */
  actionOf?: (path: string) => (() => void) | undefined;
}

/**
 * What blocks the step, after a failed "next" (spec sections 2, 4): the error summary takes the focus and links
 * to each field, and the first field with an error is scrolled towards the centre, smooth, as far as the focused
 * summary stays in view below the header (WCAG 2.4.11: centring it could push the summary under the header).
 */
export function StepErrorSummary({ step, errorsOf, fieldIdOf, labelOf, actionOf }: StepErrorSummaryProps) {
  const { t } = useTranslation();
  const { shown, attempt, errors } = useDeferredStepErrors(step, errorsOf);
  const ref = useRef<HTMLDivElement>(null);
  const items = shown
    ? Object.entries(errors).map(([path, error]) => {
        const onSelect = actionOf?.(path);
        return {
          fieldId: fieldIdOf(path),
          message: t('stepErrors.item', { field: labelOf(path), message: translateError(t, error) }),
          ...(onSelect ? { onSelect } : {}),
        };
      })
    : [];
  const hasItems = items.length > 0;

  useEffect(() => {
    const summary = ref.current?.querySelector('section');
    if (hasItems && summary) revealFirstError(summary);
    // Each failed "next" (a new attempt) scrolls again; typing a fix does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  return (
    <div ref={ref}>
      <ErrorSummary title={t('stepErrors.title')} description={t('stepErrors.description')} errors={items} focusKey={attempt} />
    </div>
  );
}
