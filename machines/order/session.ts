import { outputOf } from './events.ts';
import { orderSetup } from './setup.ts';
import { orderSavedSoFar } from './updates/orderSavedSoFar.ts';

/*
 * The server session after the start-up (DESIGN.md, "Sessions, refusals and time limits"). A call answered 401 gets
 * one new session from the api client, which tells the machine (`session.renewed`): the order saved so far is saved
 * again in it. A session that could not be renewed has `ended`: the shell says so, and the visitor's button starts
 * a new one; the form keeps everything typed meanwhile. A refused partner token leaves `ready` for `accessDenied`.
 */
export const session = orderSetup.createStateConfig({
  initial: 'active',
  states: {
    active: {
      on: {
        'session.renewed': { target: 'restoring', actions: { type: 'storeAuth', params: ({ event }) => event.auth } },
        'session.ended': 'ended',
      },
    },
    // A renewal told again while the order is saved again is that save's own: it is not started twice.
    restoring: {
      invoke: {
        id: 'restoreOrder',
        src: 'restoreOrder',
        input: ({ context }) => ({ body: orderSavedSoFar(context) }),
        onDone: 'active',
        // the step's own save tells what went wrong; the session region has nothing more to do
        onError: 'active',
      },
      on: { 'session.ended': 'ended' },
    },
    ended: {
      on: {
        'session.restarted': 'renewing',
        'session.renewed': { target: 'restoring', actions: { type: 'storeAuth', params: ({ event }) => event.auth } },
      },
    },
    renewing: {
      tags: ['sessionPending'],
      invoke: {
        id: 'renewSession',
        src: 'renewSession',
        onDone: { target: 'restoring', actions: { type: 'storeAuth', params: outputOf } },
        onError: 'ended',
      },
    },
  },
});
