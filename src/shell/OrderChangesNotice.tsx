import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/index.ts';
import { useOrderSelector } from './OrderFormContext.tsx';

const noSteps: never[] = [];

/**
 * On the success pages of an order whose answer was lost and that the server had placed before the visitor changed
 * something (issue 48): the order holds what was sent first, and these steps' changes are not part of it.
 */
export function OrderChangesNotice() {
  const { t } = useTranslation();
  const steps = useOrderSelector((snapshot) => snapshot.context.submitted?.changedSteps ?? noSteps);
  if (steps.length === 0) return null;
  return (
    <Alert type="warning" className="mt-4">
      <p>{t('thanks.arrivedBefore')}</p>
      <ul className="mt-2 list-disc ps-5">
        {steps.map((step) => (
          <li key={step}>{t(`steps.${step}`)}</li>
        ))}
      </ul>
      <p className="mt-2">{t('thanks.arrivedBeforeHelp')}</p>
    </Alert>
  );
}
