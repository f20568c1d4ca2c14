import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import { Alert, Button } from '../ui/index.ts';
import { useOrderSelector, useOrderSend } from './OrderFormContext.tsx';

type SessionNoticeState = 'hidden' | 'ended' | 'renewing';

const sessionNoticeOf = (snapshot: OrderSnapshot): SessionNoticeState => {
  if (snapshot.matches({ ready: { session: 'ended' } })) return 'ended';
  if (snapshot.matches({ ready: { session: 'renewing' } })) return 'renewing';
  return 'hidden';
};

/**
 * A session the api client could not renew (DESIGN.md, "Sessions, refusals and time limits"): said at the top of
 * the page, with the button that starts a new one. The form keeps everything typed; nothing is reset.
 */
export function SessionNotice() {
  const { t } = useTranslation();
  const send = useOrderSend();
  const state = useOrderSelector(sessionNoticeOf);
  if (state === 'hidden') return null;
  return (
    <div data-session={state} className="mx-auto max-w-5xl px-4 pt-4 sm:px-6">
      <Alert type="warning" title={t('session.ended.title')}>
        <p>{t('session.ended.text')}</p>
        <Button size="sm" className="mt-3" pending={state === 'renewing'} pendingLabel={t('session.ended.restarting')} onClick={() => send({ type: 'session.restarted' })}>
          {t('session.ended.restart')}
        </Button>
      </Alert>
    </div>
  );
}
