import { orderStateConfig } from './setup.ts';

/*
 * The browser's connection (src/adapters/connectionAdapter.ts feeds it): the shell says so in a polite live region.
 * A step save that found no connection waits in its step (`waitingForConnection`, ./flow.ts) and goes when it is
 * back; a submit never goes by itself.
 */
export const connection = orderStateConfig({
  initial: 'online',
  states: {
    online: { on: { 'connection.lost': 'offline' } },
    offline: { on: { 'connection.restored': 'restored' } },
    // "back online" is told for a moment, then the region is quiet again
    restored: {
      after: { restoredNotice: 'online' },
      on: { 'connection.lost': 'offline' },
    },
  },
});
