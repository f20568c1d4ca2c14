import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../ui/index.ts';

/** A page that could not be loaded (its data or its chunk): why, and a retry. `page` names it (data-page). */
export function LoadFailed({ page, messageKey, onRetry }: { page: string; messageKey: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-6" data-page={page}>
      <Alert type="error">{t(messageKey)}</Alert>
      <Button className="mt-4" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
