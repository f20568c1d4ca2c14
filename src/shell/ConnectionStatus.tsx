import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import { useOrderSelector } from './OrderFormContext.tsx';

const connectionTextOf = (snapshot: OrderSnapshot): 'connection.offline' | 'connection.restored' | null => {
  if (snapshot.matches({ ready: { connection: 'offline' } })) return 'connection.offline';
  if (snapshot.matches({ ready: { connection: 'restored' } })) return 'connection.restored';
  return null;
};

/**
 * The browser's connection, told politely: the polite live region is always there, so a screen reader hears the
 * text that comes into it; the text itself is a status (role="status") only while there is one, so that an online
 * page has no empty status beside the loading placeholder's. Empty, the region is a bare block of no height (not
 * `sr-only`, whose -1px margin put it past the page's left edge at 320 px). A step save that found no connection is
 * sent by itself when the connection is back.
 */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const text = useOrderSelector(connectionTextOf);
  return (
    <div aria-live="polite" data-connection={text === null ? 'online' : text.slice('connection.'.length)} className={text ? 'mx-auto max-w-5xl px-4 pt-4 text-sm sm:px-6' : undefined}>
      {text ? <p role="status">{t(text)}</p> : null}
    </div>
  );
}
