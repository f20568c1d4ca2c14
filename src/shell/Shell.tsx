import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import type { HeaderPosition } from '../contract/attributes.ts';
import { Alert, Button } from '../ui/index.ts';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { Header } from './Header.tsx';
import { LoadingPlaceholder } from './LoadingPlaceholder.tsx';
import { useOrderSelector, useOrderSend } from './OrderFormContext.tsx';
import { Pages } from './Pages.tsx';
import { SessionNoticeSlot } from './SessionNoticeSlot.tsx';
import { messagePages, partnerBanners } from './chunks.ts';

const PartnerBanners = partnerBanners.Component;
const MessagePages = messagePages.Component;

export type ShellPhase = 'booting' | 'bootFailed' | 'accessDenied' | 'ready';

export const shellPhaseOf = (snapshot: OrderSnapshot): ShellPhase => {
  // ready first: it is asked on every change of the order, a keystroke's included
  if (snapshot.matches('ready')) return 'ready';
  if (snapshot.matches('bootFailed')) return 'bootFailed';
  if (snapshot.matches('accessDenied')) return 'accessDenied';
  return 'booting';
};

/**
 * What the element shows around every page (spec section 2): the header and the partner banners, then start-up,
 * start-up failure, refused access, or the routed page. data-phase carries the phase for styling and tests. The
 * header's position is the element's `header` attribute, a plain prop: changing it re-renders, it does not restart.
 */
export function Shell({ headerPosition = 'sticky' }: { headerPosition?: HeaderPosition }) {
  const phase = useOrderSelector(shellPhaseOf);
  const partnerMode = useOrderSelector((snapshot) => snapshot.context.partner.isPartnerPortal);
  return (
    <div data-phase={phase} className="min-h-40 bg-white">
      <Header position={headerPosition} />
      {partnerMode ? <PartnerBanners /> : null}
      <div part="content">
        <ShellContent phase={phase} />
      </div>
    </div>
  );
}

function ShellContent({ phase }: { phase: ShellPhase }) {
  switch (phase) {
    case 'booting':
      return <LoadingPlaceholder />;
    case 'bootFailed':
      return <BootError />;
    case 'accessDenied':
      // spec sections 6, 8: the alert and the way to the portal, with the message pages
      return <MessagePages page="accessDenied" />;
    case 'ready':
      return (
        <>
          <ConnectionStatus />
          <SessionNoticeSlot />
          <Pages />
        </>
      );
    default:
      return phase satisfies never;
  }
}

/** The bundled message of a failed start-up (its texts ship with the element, in four languages). */
function BootError() {
  const { t } = useTranslation();
  const send = useOrderSend();
  // a start-up call past its time limit (src/api/timeLimits.ts) says so: the boot screen never spins for ever
  const timedOut = useOrderSelector((snapshot) => snapshot.context.bootErrors.some((failure) => failure.code === 'ERR_TIMEOUT'));
  return (
    <div className="mx-auto max-w-3xl p-6">
      <Alert type="error" title={t('boot.error.title')}>
        <p>{t(timedOut ? 'boot.error.timeout' : 'boot.error.text')}</p>
      </Alert>
      <div className="mt-4">
        <Button onClick={() => send({ type: 'boot.retried' })}>{t('boot.error.retry')}</Button>
      </div>
    </div>
  );
}
