import type { OrderActor } from '../../machines/order.machine.ts';

/**
 * Settles once the order machine has saved the order so far again in a new session (issue 48): the calls that
 * needed the session are repeated then, not beside the restore; rejects when the restore failed or the session
 * ended meanwhile (`sessionEnded`: the new session refused the restore too), and the call fails (the session notice
 * says why). Loaded when a new session was made, while the
 * machine saves the order again: it reads the machine's state as it is then, so a restore already done settles it.
 */
export function sessionRestored(actor: OrderActor): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (snapshot: ReturnType<OrderActor['getSnapshot']>) => {
      if (snapshot.hasTag('sessionRestoring')) return false;
      const restored = snapshot.matches({ ready: { session: 'active' } }) || !snapshot.matches('ready');
      if (restored) resolve();
      else if (snapshot.matches({ ready: { session: 'ended' } })) reject(Object.assign(new Error('the new session ended too'), { sessionEnded: true }));
      else reject(new Error('the new session could not take over the order saved so far'));
      return true;
    };
    if (settle(actor.getSnapshot())) return;
    const subscription = actor.subscribe({
      next: (snapshot) => void (settle(snapshot) && subscription.unsubscribe()),
      error: reject,
      complete: () => resolve(),
    });
  });
}
