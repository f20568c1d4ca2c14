import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionErrors } from '../../domain/validation/connectionRules.ts';
import { ErrorSummary, scrollToFirstError } from '../../ui/index.ts';
import { useOrderSelector } from '../../shell/OrderFormContext.tsx';
import { fieldId, stepErrorsOf, translateError, type ConnectionStep } from './connectionForm.ts';

export interface StepErrorSummaryProps {
  step: ConnectionStep;
  /** The label of a field, by its path (the summary names each field before its message). */
  labelOf: (path: string) => string;
}

const sameErrors = (a: ConnectionErrors, b: ConnectionErrors) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What blocks the step, after a failed "next" (spec sections 2, 4): the error summary takes the focus and links
 * to each field, and the first field with an error is scrolled into view, smooth and centred.
 */
export function StepErrorSummary({ step, labelOf }: StepErrorSummaryProps) {
  const { t } = useTranslation();
  const shown = useOrderSelector((snapshot) => snapshot.context.validated.includes(`step.${step}`));
  const attempt = useOrderSelector((snapshot) => snapshot.context.stepErrorsShown);
  const errors = useOrderSelector((snapshot) => stepErrorsOf(step, snapshot), sameErrors);
  const ref = useRef<HTMLDivElement>(null);
  const items = shown
    ? Object.entries(errors).map(([path, error]) => ({
        fieldId: fieldId(path),
        message: t('stepErrors.item', { field: labelOf(path), message: translateError(t, error) }),
      }))
    : [];
  const hasItems = items.length > 0;

  useEffect(() => {
    const root = ref.current?.getRootNode();
    if (hasItems && root) scrollToFirstError(root as ParentNode);
    // Each failed "next" (a new attempt) scrolls again; typing a fix does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  return (
    <div ref={ref}>
      <ErrorSummary title={t('stepErrors.title')} description={t('stepErrors.description')} errors={items} focusKey={attempt} />
    </div>
  );
}
