import type { OrderActor } from '../../machines/order.machine.ts';

/**
 * The browser's connection into the order machine (DESIGN.md, "Sessions, refusals and time limits"): `offline` and
 * `online` become `connection.lost` and `connection.restored`; a form that becomes ready while the browser is
 * already offline hears it then. The machine sends a step save that waited by itself when the connection is back.
 */
export function attachConnection(actor: OrderActor, view: Window): () => void {
  const lost = () => actor.send({ type: 'connection.lost' });
  const restored = () => actor.send({ type: 'connection.restored' });
  view.addEventListener('offline', lost);
  view.addEventListener('online', restored);
  const ready = actor.on('ready', () => {
    if (view.navigator.onLine === false) lost();
  });
  return () => {
    view.removeEventListener('offline', lost);
    view.removeEventListener('online', restored);
    ready.unsubscribe();
  };
}
