import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import { Alert, Button } from '../ui/index.ts';
import { useOrderSelector, useOrderSend } from './OrderFormContext.tsx';

type SessionNoticeState = 'hidden' | 'ended' | 'renewing' | 'notRestored' | 'restoring';

/** What was said last stays while the visitor's button is at work: the renewal, or the restore tried again. */
const sessionNoticeOf = (snapshot: OrderSnapshot, shown: SessionNoticeState): SessionNoticeState => {
  if (snapshot.matches({ ready: { session: 'ended' } })) return 'ended';
  if (snapshot.matches({ ready: { session: 'renewing' } })) return 'renewing';
  if (snapshot.matches({ ready: { session: 'notRestored' } })) return 'notRestored';
  if (snapshot.hasTag('sessionRestoring') && (shown === 'notRestored' || shown === 'restoring')) return 'restoring';
  return 'hidden';
};

/** What each notice says and what its button sends: an ended session starts a new one, a failed restore tries again. */
const notices = {
  ended: { keys: 'session.ended', button: 'restart', pendingLabel: 'restarting', event: { type: 'session.restarted' } },
  notRestored: { keys: 'session.notRestored', button: 'retry', pendingLabel: 'retrying', event: { type: 'session.restoreRetried' } },
} as const;

/**
 * A session the api client could not renew, or a new session that could not take over the order saved so far
 * (DESIGN.md, "Sessions, refusals and time limits"): said at the top of the page, with the button that starts a new
 * one or tries the restore again. The form keeps everything typed; nothing is reset. A lazy chunk: only a failure
 * shows it (./SessionNoticeSlot.tsx).
 */
export default function SessionNotice() {
  const { t } = useTranslation();
  const send = useOrderSend();
  const shown = useRef<SessionNoticeState>('hidden');
  const state = useOrderSelector((snapshot) => sessionNoticeOf(snapshot, shown.current));
  shown.current = state;
  if (state === 'hidden') return null;
  const notice = state === 'notRestored' || state === 'restoring' ? notices.notRestored : notices.ended;
  return (
    <div data-session={state} className="mx-auto max-w-5xl px-4 pt-4 sm:px-6">
      <Alert type="warning" title={t(`${notice.keys}.title`)}>
        <p>{t(`${notice.keys}.text`)}</p>
        <Button
          size="sm"
          className="mt-3"
          pending={state === 'renewing' || state === 'restoring'}
          pendingLabel={t(`${notice.keys}.${notice.pendingLabel}`)}
          onClick={() => send(notice.event)}
        >
          {t(`${notice.keys}.${notice.button}`)}
        </Button>
      </Alert>
    </div>
  );
}
