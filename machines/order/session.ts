import { outputOf } from './events.ts';
import { flowRulesOf, orderStateConfig } from './setup.ts';

/*
 * The server session after the start-up (DESIGN.md, "Sessions, refusals and time limits"). A call answered 401 gets
 * one new session from the api client, which tells the machine (`session.renewed`) and repeats the call once the
 * session is whole again: the order saved so far is saved again in it first (`restoring`), tried again after a
 * failure, and a restore that keeps failing is told (`notRestored`) with a button to try again; the form keeps
 * everything typed meanwhile. A session that could not be renewed has `ended`: the shell says so, and the visitor's
 * button starts a new one. A refused partner token leaves `ready` for `accessDenied`.
 */
export const session = orderStateConfig({
  initial: 'active',
  states: {
    // the restore's failures are counted from each renewal (or the visitor's "try again") on
    active: {
      entry: 'forgetRestoreFailures',
      on: {
        'session.renewed': { target: 'restoring', actions: { type: 'storeAuth', params: ({ event }) => event.auth } },
        'session.ended': 'ended',
      },
    },
    // A renewal told again while the order is saved again is that save's own: it is not started twice.
    restoring: {
      tags: ['sessionRestoring'],
      invoke: {
        id: 'restoreOrder',
        src: 'restoreOrder',
        // before a plan's flow (no step rules yet) nothing of the order was saved
        input: ({ context }) => ({ body: context.stepRules ? flowRulesOf(context).orderSavedSoFar(context) : {} }),
        onDone: 'active',
        onError: [
          // the new session refused it (401): that session has ended too, said as an ended session
          { guard: { type: 'isSessionRefused', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'ended' },
          { guard: 'canRetryRestore', target: 'restoreWaiting', actions: 'countRestoreFailure' },
          { target: 'notRestored', actions: 'countRestoreFailure' },
        ],
      },
      on: { 'session.ended': 'ended' },
    },
    restoreWaiting: {
      tags: ['sessionRestoring'],
      after: { sessionRestoreRetry: 'restoring' },
      on: {
        'session.ended': 'ended',
        // another new session: its restore is counted afresh
        'session.renewed': { target: 'restoring', actions: [{ type: 'storeAuth', params: ({ event }) => event.auth }, 'forgetRestoreFailures'] },
      },
    },
    // The new session lacks the earlier steps' sections: said, with the visitor's button to try again.
    notRestored: {
      entry: 'forgetRestoreFailures',
      on: {
        'session.restoreRetried': 'restoring',
        'session.renewed': { target: 'restoring', actions: { type: 'storeAuth', params: ({ event }) => event.auth } },
        'session.ended': 'ended',
      },
    },
    ended: {
      entry: 'forgetRestoreFailures',
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
