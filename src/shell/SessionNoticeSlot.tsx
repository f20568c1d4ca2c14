import { useEffect, useState } from 'react';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import { sessionNotice } from './chunks.ts';
import { useOrderSelector } from './OrderFormContext.tsx';

const SessionNotice = sessionNotice.Component;

/** The session region's state name (`active` outside `ready`, where the shell shows no notice). */
const sessionStateOf = (snapshot: OrderSnapshot): string => (snapshot.value as { ready?: { session?: string } }).ready?.session ?? 'active';

/**
 * Where the session notice goes (./SessionNotice.tsx, a lazy chunk: only a failure needs it, DESIGN.md "The first
 * screen"). Its chunk is fetched when the session region first leaves `active` (a renewal's restore warms it before
 * anything is said; an ended session fetches it at once) and mounted once it is there, then kept: the notice itself
 * says when it shows. A failed fetch shows nothing and is tried again at the region's next change.
 */
export function SessionNoticeSlot() {
  const state = useOrderSelector(sessionStateOf);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded || state === 'active') return;
    let current = true;
    sessionNotice.preload().then(
      () => current && setLoaded(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loaded, state]);
  return loaded ? <SessionNotice /> : null;
}
