import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../ui/index.ts';
import { useOrderSelector, useOrderSend } from './OrderFormContext.tsx';
import { Pages } from './Pages.tsx';

type Phase = 'booting' | 'bootFailed' | 'accessDenied' | 'ready';

/** What the element shows around every page: start-up, start-up failure, refused access, or the routed page. */
export function Shell() {
  const phase = useOrderSelector((snapshot): Phase => {
    if (snapshot.matches('booting')) return 'booting';
    if (snapshot.matches('bootFailed')) return 'bootFailed';
    if (snapshot.matches('accessDenied')) return 'accessDenied';
    return 'ready';
  });
  switch (phase) {
    case 'booting':
      return <LoadingPlaceholder />;
    case 'bootFailed':
      return <BootError />;
    case 'accessDenied':
      return <AccessDenied />;
    case 'ready':
      return <Pages />;
    default:
      return phase satisfies never;
  }
}

export function LoadingPlaceholder() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="mx-auto flex max-w-5xl flex-col gap-4 p-6">
      <span className="sr-only">{t('boot.loading')}</span>
      <div className="h-8 w-1/3 animate-pulse rounded-brand bg-slate-200" />
      <div className="h-40 animate-pulse rounded-brand bg-slate-100 shadow-md" />
    </div>
  );
}

/** The bundled message of a failed start-up (its texts ship with the element, in four languages). */
function BootError() {
  const { t } = useTranslation();
  const send = useOrderSend();
  return (
    <main className="mx-auto max-w-3xl p-6">
      <Alert type="error" title={t('boot.error.title')}>
        <p>{t('boot.error.text')}</p>
      </Alert>
      <div className="mt-4">
        <Button onClick={() => send({ type: 'boot.retried' })}>{t('boot.error.retry')}</Button>
      </div>
    </main>
  );
}

function AccessDenied() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-3xl p-6">
      <Alert type="error">{t('error.token.invalid')}</Alert>
    </main>
  );
}
