import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerErrors } from '../../domain/validation/customerRules.ts';
import { useOrderSelector } from '../../shell/OrderFormContext.tsx';
import { ErrorSummary, scrollToFirstError } from '../../ui/index.ts';
import { translateError } from '../shared/connectionForm.ts';
import { customerErrorsOf, customerLabelKeys, fieldId } from './customerForm.ts';

const sameErrors = (a: CustomerErrors, b: CustomerErrors) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What blocks the customer step after a failed "next" (spec sections 2, 4): the focused error summary links to
 * each field, and the first field with an error is scrolled into view, smooth and centred.
 */
export function CustomerErrorSummary() {
  const { t } = useTranslation();
  const shown = useOrderSelector((snapshot) => snapshot.context.validated.includes('step.customer'));
  const attempt = useOrderSelector((snapshot) => snapshot.context.stepErrorsShown);
  const errors = useOrderSelector(customerErrorsOf, sameErrors);
  const ref = useRef<HTMLDivElement>(null);
  const items = shown
    ? Object.entries(errors).map(([path, error]) => ({
        fieldId: fieldId(path),
        message: t('stepErrors.item', { field: t(customerLabelKeys[path] ?? path), message: translateError(t, error) }),
      }))
    : [];
  const hasItems = items.length > 0;

  useEffect(() => {
    const root = ref.current?.getRootNode();
    if (hasItems && root) scrollToFirstError(root as ParentNode);
    // Each failed "next" scrolls again; typing a fix does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  return (
    <div ref={ref}>
      <ErrorSummary title={t('stepErrors.title')} description={t('stepErrors.description')} errors={items} focusKey={attempt} />
    </div>
  );
}
