import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { initialContext } from '../../machines/order/context.ts';
import type { OrderEvent } from '../../machines/order/events.ts';
import { session } from '../../machines/order/session.ts';
import { orderSetup, SESSION_RESTORE_ATTEMPTS } from '../../machines/order/setup.ts';
import { activeLeaves, replayPath, type StateAssertions } from './modelHarness.ts';
import { inputAt } from './support.ts';

/**
 * The session region of the root machine (machines/order/session.ts, issue 48) over its shortest paths: alone in a
 * machine of the root's setup, so that the graph is the region's, not the whole flow's.
 */
const sessionMachine = orderSetup.createMachine({
  id: 'order',
  context: () => initialContext(inputAt('/plans/VOIPPRIV/customer/')),
  initial: 'ready',
  states: { ready: { type: 'parallel', states: { session } } },
});
type Snapshot = SnapshotFrom<typeof sessionMachine>;

const auth = { isAuthenticated: false, isPartnerPortal: false, usePartnerProcess: false, partnerCode: null, agentCode: null, isCustomerPortal: false, parentCustomerId: null, systemCountry: null } as never;
const offline = Object.assign(new Error('offline'), { code: 'ERR_NETWORK' });

const events = [
  { type: 'session.renewed', auth },
  { type: 'session.ended' },
  { type: 'session.restarted' },
  { type: 'session.restoreRetried' },
  { type: 'xstate.done.actor.restoreOrder', output: undefined },
  { type: 'xstate.error.actor.restoreOrder', error: offline },
  { type: 'xstate.error.actor.restoreOrder', error: Object.assign(new Error('HTTP 401'), { status: 401 }) },
  { type: 'xstate.after.sessionRestoreRetry.order.ready.session.restoreWaiting' },
  { type: 'xstate.done.actor.renewSession', output: auth },
  { type: 'xstate.error.actor.renewSession', error: offline },
] as unknown as OrderEvent[];

const serializeState = (s: Snapshot) => JSON.stringify({ value: s.value, failures: s.context.sessionRestoreFailures });

const at = (s: Snapshot, state: string) => s.matches({ ready: { session: state } } as never);

const assertions: StateAssertions<Snapshot> = {
  'ready.session.active': (s) => {
    expect(s.hasTag('sessionRestoring')).toBe(false);
    expect(s.context.sessionRestoreFailures).toBe(0);
  },
  // the order saved so far, saved again in the new session: the calls that needed it wait for this
  'ready.session.restoring': (s) => {
    expect(s.hasTag('sessionRestoring')).toBe(true);
    expect(s.context.sessionRestoreFailures).toBeLessThan(SESSION_RESTORE_ATTEMPTS);
  },
  'ready.session.restoreWaiting': (s) => {
    expect(s.hasTag('sessionRestoring')).toBe(true);
    expect(s.context.sessionRestoreFailures).toBeGreaterThan(0);
    expect(s.context.sessionRestoreFailures).toBeLessThan(SESSION_RESTORE_ATTEMPTS);
  },
  // told, with the visitor's "try again"
  'ready.session.notRestored': (s) => {
    expect(s.hasTag('sessionRestoring')).toBe(false);
    expect(s.can({ type: 'session.restoreRetried' })).toBe(true);
  },
  'ready.session.ended': (s) => {
    expect(s.can({ type: 'session.restarted' })).toBe(true);
    expect(s.can({ type: 'session.restoreRetried' })).toBe(false);
  },
  'ready.session.renewing': (s) => {
    expect(s.hasTag('sessionPending')).toBe(true);
  },
};

const paths = getShortestPaths(sessionMachine, { events, serializeState: (s) => serializeState(s as Snapshot) });
const silent = fromPromise(() => new Promise<never>(() => undefined));
const replayable = sessionMachine.provide({ actors: { restoreOrder: silent, renewSession: silent } as never });

describe('the session region over its shortest paths (issue 48)', () => {
  it('every reachable state has an assertion, and every state is reached', () => {
    const reached = new Set(paths.flatMap((path) => activeLeaves(path.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(assertions).sort());
  });

  it(`tries a failed restore ${SESSION_RESTORE_ATTEMPTS} times before the visitor is told`, () => {
    const told = paths.find((path) => at(path.state as Snapshot, 'notRestored'))!;
    const failures = told.steps.filter((step) => (step.event.type as string) === 'xstate.error.actor.restoreOrder');
    expect(failures).toHaveLength(SESSION_RESTORE_ATTEMPTS);
    expect(failures.every((step) => (step.event as unknown as { error: { status?: number } }).error.status === undefined)).toBe(true);
  });

  it('takes a restore the new session refused (401) for an ended session', () => {
    const actor = createActor(replayable, { input: undefined }).start();
    actor.send({ type: 'session.renewed', auth } as OrderEvent);
    actor.send({ type: 'xstate.error.actor.restoreOrder', error: Object.assign(new Error('HTTP 401'), { status: 401 }) } as unknown as OrderEvent);
    expect(at(actor.getSnapshot(), 'ended')).toBe(true);
    actor.stop();
  });

  for (const path of paths) {
    it(`reaches ${serializeState(path.state as Snapshot)} by ${path.steps.map((step) => step.event.type).join(' > ') || 'starting'}`, () => {
      replayPath(replayable, {}, path, assertions, serializeState);
    });
  }
});
