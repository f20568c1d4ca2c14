import { describe, expect, it } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { submissionMachine, type SubmissionEvent } from '../../machines/submission.machine.ts';
import type { SubmitOrderBody } from '../../src/api/index.ts';
import { activeLeaves, replayPath, type StateAssertions } from './modelHarness.ts';

type Snapshot = SnapshotFrom<typeof submissionMachine>;
type GraphEvent = SubmissionEvent | { type: string; output?: unknown; error?: unknown };

const body = { customer: { firstName: 'Anna' }, order: { plan: { code: 'VOIPPRIV' } } } as unknown as SubmitOrderBody;
const error = Object.assign(new Error('HTTP 500'), { status: 500 });

const events: GraphEvent[] = [
  { type: 'submission.requested', accepted: true, body },
  { type: 'submission.requested', accepted: false, body },
  { type: 'submission.retried' },
  { type: 'xstate.after.submitSlow.submission.pending.sending.started' },
  { type: 'xstate.after.submitStalled.submission.pending.sending.slow' },
  { type: 'xstate.after.retryStalled.submission.pending.sending.retrying' },
  { type: 'xstate.done.actor.submitOrder', output: { transactionId: 'T-1', verificationType: null, url: null } },
  { type: 'xstate.error.actor.submitOrder', error },
  { type: 'xstate.done.actor.resendOrder', output: { transactionId: 'T-1', verificationType: null, url: null } },
  { type: 'xstate.error.actor.resendOrder', error },
  { type: 'xstate.done.actor.findOrder', output: { transactionId: 'T-1', verificationType: null, url: null } },
  { type: 'xstate.done.actor.findOrder', output: null },
  { type: 'xstate.error.actor.findOrder', error: new Error('offline') },
  { type: 'xstate.done.actor.deleteOrder' },
  { type: 'xstate.error.actor.deleteOrder', error: new Error('offline') },
];

const serializeState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    failed: s.context.failure !== null,
    asked: s.context.acceptancesShown > 0,
    answer: s.context.answer?.transactionId ?? null,
    fate: s.context.orderKey?.fate ?? null,
  });

const input = { orderKey: null };

const assertions: StateAssertions<Snapshot> = {
  idle: (s) => {
    expect(s.context.failure).toBeNull();
    expect(s.context.answer).toBeNull();
  },
  // the press's own request, under the key of its body
  'pending.firstRequest.inFlight': (s) => {
    expect(s.hasTag('pending')).toBe(true);
    expect(s.context.order?.body).toBe(body);
    expect(s.context.orderKey).toMatchObject({ idempotencyKey: s.context.order?.idempotencyKey, fate: 'unknown' });
  },
  // a press after a 500: the server is asked about the key before anything goes out
  learningFate: (s) => {
    expect(s.hasTag('pending')).toBe(true);
    expect(s.context.orderKey?.fate).toBe('unknown');
    expect(s.context.failure).toBeNull();
    expect(s.context.requested).toBe(body);
  },
  // only after a retry was sent: nothing is told until the retry fails too
  'pending.firstRequest.failed': (s) => {
    expect(s.matches({ pending: { sending: 'retrying' } }) || s.matches({ pending: { sending: 'stalled' } })).toBe(true);
    expect(s.context.failure).toBeNull();
  },
  'pending.sending.started': (s) => {
    expect(s.context.failure).toBeNull();
    expect(s.can({ type: 'submission.retried' })).toBe(false);
  },
  'pending.sending.slow': (s) => {
    expect(s.context.failure).toBeNull();
    expect(s.can({ type: 'submission.retried' })).toBe(false);
  },
  'pending.sending.stalled': (s) => {
    expect(s.can({ type: 'submission.retried' })).toBe(true);
    expect(s.can({ type: 'submission.requested', accepted: true, body })).toBe(false);
  },
  'pending.sending.retrying': (s) => {
    expect(s.hasTag('pending')).toBe(true);
    expect(s.can({ type: 'submission.retried' })).toBe(false);
  },
  failed: (s) => {
    expect(s.context.failure).not.toBeNull();
    expect(s.hasTag('pending')).toBe(false);
  },
  clearingSession: (s) => {
    expect(s.hasTag('pending')).toBe(true);
    expect(s.context.answer?.transactionId).toBe('T-1');
  },
  submitted: (s) => {
    expect(s.status).toBe('done');
    expect(s.context.answer?.transactionId).toBe('T-1');
  },
};

const paths = getShortestPaths(submissionMachine, { input, events: events as SubmissionEvent[], serializeState: (s) => serializeState(s as Snapshot) });
const silent = fromPromise(() => new Promise<never>(() => undefined));
const replayable = submissionMachine.provide({ actors: { submitOrder: silent, findOrder: silent, deleteOrder: silent } as never });

describe('submissionMachine over its shortest paths', () => {
  it('every reachable state has an assertion', () => {
    const reached = new Set(paths.flatMap((path) => activeLeaves(path.state.value)));
    for (const state of reached) expect(assertions, `no assertion for ${state}`).toHaveProperty([state]);
    for (const state of Object.keys(assertions)) expect(reached).toContain(state);
  });
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${path.steps.map((step) => step.event.type).join(' > ') || 'starting'}`, () => {
      replayPath(replayable, { input }, path, assertions, serializeState);
    });
  }
});
