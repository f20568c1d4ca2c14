import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { SUBMIT_SLOW_MS, SUBMIT_STALLED_MS, submissionMachine, type KeyedOrder, type SubmissionEmitted } from '../../machines/submission.machine.ts';
import type { SubmitOrderBody, SubmitOrderResponse } from '../../src/api/index.ts';
import { submissionKeyFor } from '../../src/domain/idempotencyKey.ts';
import type { SubmissionKey } from '../../src/domain/submissionKeys.ts';

const answer: SubmitOrderResponse = { transactionId: 'T-1001', verificationType: null, url: null };

/** An order body as the builder makes it; only what tells two apart matters here. */
const bodyOf = (firstName: string) => ({ customer: { firstName, lastName: 'Schmidt' }, order: { plan: { code: 'VOIPPRIV' } } }) as unknown as SubmitOrderBody;
const anna = bodyOf('Anna');
const jonas = bodyOf('Jonas');

type Outcome = 'ok' | 'fail' | 'hang' | SubmitOrderResponse;

/**
 * A fake server that remembers every request (body and key), answering from a script of outcomes; a request that
 * hangs is answered (or failed) later by the test, and an aborted one is noted.
 */
function fakeServer(outcomes: Outcome[]) {
  const requests: KeyedOrder[] = [];
  const aborted: number[] = [];
  const hanging: Array<{ answer: (response?: SubmitOrderResponse) => void; fail: () => void }> = [];
  const deleted: number[] = [];
  const machine = submissionMachine.provide({
    actors: {
      submitOrder: fromPromise<SubmitOrderResponse, KeyedOrder>(({ input, signal }) => {
        const index = requests.push(input) - 1;
        signal.addEventListener('abort', () => aborted.push(index));
        const outcome = outcomes.shift() ?? 'ok';
        if (outcome === 'fail') return Promise.reject(Object.assign(new Error('HTTP 500'), { call: 'submitOrder', status: 500 }));
        if (outcome === 'hang') {
          return new Promise<SubmitOrderResponse>((resolve, reject) =>
            hanging.push({
              answer: (response = answer) => resolve(response),
              fail: () => reject(Object.assign(new Error('offline'), { call: 'submitOrder', code: 'ERR_NETWORK' })),
            }),
          );
        }
        return Promise.resolve(typeof outcome === 'object' ? outcome : answer);
      }),
      deleteOrder: fromPromise<void>(async () => {
        deleted.push(1);
      }),
    },
  });
  return { machine, requests, aborted, hanging, deleted, keys: () => requests.map((request) => request.idempotencyKey) };
}

function start(machine: typeof submissionMachine, submissionKeys: SubmissionKey[] = [], clock?: SimulatedClock) {
  const actor = createActor(machine, { input: { submissionKeys }, ...(clock ? { clock } : {}) });
  const emitted: SubmissionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

/** 60 s after the press: the simulated clock fires the "still being sent" timer, then the one it started. */
function untilStalled(clock: SimulatedClock) {
  clock.increment(SUBMIT_SLOW_MS);
  clock.increment(SUBMIT_STALLED_MS - SUBMIT_SLOW_MS);
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('submissionMachine', () => {
  it('a double submit while pending sends one request', async () => {
    const server = fakeServer(['hang']);
    const { actor, emitted } = start(server.machine);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    server.hanging[0]!.answer();
    await waitFor(actor, (s) => s.status === 'done');
    expect(server.requests).toHaveLength(1);
    expect(emitted.filter((event) => event.type === 'order.submitted')).toHaveLength(1);
  });

  it('without the acceptances nothing is sent and they are asked for, again on each try', () => {
    const server = fakeServer([]);
    const { actor } = start(server.machine);
    actor.send({ type: 'submission.requested', accepted: false, body: anna });
    actor.send({ type: 'submission.requested', accepted: false, body: anna });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.acceptancesShown).toBe(2);
    expect(server.requests).toEqual([]);
  });

  it('a retry after a failure sends the same body under the same key, and tells the root the key before each send', async () => {
    const server = fakeServer(['fail', 'ok']);
    const { actor, emitted } = start(server.machine);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toMatchObject({ status: 500 });
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    const [first, second] = server.requests;
    expect(second).toEqual(first);
    const started = emitted.filter((event) => event.type === 'submission.started');
    expect(started.map((event) => event.submissionKey.idempotencyKey)).toEqual([first!.idempotencyKey, first!.idempotencyKey]);
  });

  it('makes a new key for a changed body after a lost answer, and the first key again for the first body', async () => {
    const server = fakeServer(['fail', 'fail', 'ok']);
    const { actor } = start(server.machine);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'submission.requested', accepted: true, body: jonas });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.status === 'done');
    const [annaKey, jonasKey, annaAgain] = server.keys();
    expect(jonasKey).not.toBe(annaKey);
    expect(annaAgain).toBe(annaKey);
    expect(server.requests.map((request) => request.body)).toEqual([anna, jonas, anna]);
  });

  it('sends a restored order body under the key it went out under before the reload', async () => {
    const server = fakeServer(['ok']);
    // as session storage keeps it: no password hash
    const { idempotencyKey, bodyFingerprint } = submissionKeyFor([], anna, () => 'restored-key');
    const { actor } = start(server.machine, [{ idempotencyKey, bodyFingerprint }]);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.status === 'done');
    expect(server.keys()).toEqual(['restored-key']);
  });

  it('says the order is still being sent after 10 s and offers the retry after 60 s, the first request still open', () => {
    const clock = new SimulatedClock();
    const server = fakeServer(['hang']);
    const { actor } = start(server.machine, [], clock);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    clock.increment(SUBMIT_SLOW_MS - 1);
    expect(actor.getSnapshot().matches({ pending: { sending: 'started' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ pending: { sending: 'slow' } })).toBe(true);
    clock.increment(SUBMIT_STALLED_MS - SUBMIT_SLOW_MS - 1);
    expect(actor.getSnapshot().can({ type: 'submission.retried' })).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ pending: { sending: 'stalled' } })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'submission.retried' })).toBe(true);
    expect(server.requests).toHaveLength(1);
    expect(server.aborted).toEqual([]);
  });

  it('the retry sends the same body under the same key beside the first request; the first answer to come wins', async () => {
    const clock = new SimulatedClock();
    const server = fakeServer(['hang', 'hang']);
    const { actor, emitted } = start(server.machine, [], clock);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    untilStalled(clock);
    actor.send({ type: 'submission.retried' });
    expect(actor.getSnapshot().matches({ pending: { sending: 'retrying' } })).toBe(true);
    expect(server.requests[1]).toEqual(server.requests[0]);
    expect(server.aborted).toEqual([]);
    // the late answer of the first request
    server.hanging[0]!.answer({ transactionId: 'T-first', verificationType: null, url: null });
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted.at(-1)).toEqual({ type: 'order.submitted', transactionId: 'T-first', verification: null });
    // only once it is answered, the retry still under way is dropped
    expect(server.aborted).toEqual([1]);
  });

  it('the retry answered first ends the submit and drops the first request', async () => {
    const clock = new SimulatedClock();
    const server = fakeServer(['hang', { transactionId: 'T-retry', verificationType: null, url: null }]);
    const { actor, emitted } = start(server.machine, [], clock);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    untilStalled(clock);
    actor.send({ type: 'submission.retried' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted.at(-1)).toMatchObject({ transactionId: 'T-retry' });
    expect(server.aborted).toEqual([0]);
  });

  it('a retry that fails while the first request is open offers the retry again and still waits for the first', async () => {
    const clock = new SimulatedClock();
    const server = fakeServer(['hang', 'fail']);
    const { actor } = start(server.machine, [], clock);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    untilStalled(clock);
    actor.send({ type: 'submission.retried' });
    await waitFor(actor, (s) => s.matches({ pending: { sending: 'stalled' } }));
    expect(actor.getSnapshot().context.failure).toBeNull();
    server.hanging[0]!.answer();
    await waitFor(actor, (s) => s.status === 'done');
    expect(server.aborted).toEqual([]);
  });

  it('a first request that fails while the retry is open waits for the retry; when that fails too, the failure shows', async () => {
    const clock = new SimulatedClock();
    const server = fakeServer(['hang', 'hang']);
    const { actor } = start(server.machine, [], clock);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    untilStalled(clock);
    actor.send({ type: 'submission.retried' });
    server.hanging[0]!.fail();
    await flush();
    expect(actor.getSnapshot().matches({ pending: { firstRequest: 'failed', sending: 'retrying' } })).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    server.hanging[1]!.fail();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toMatchObject({ code: 'ERR_NETWORK' });
  });

  it('a retry that does not answer either is offered again after 60 s, the first request kept', () => {
    const clock = new SimulatedClock();
    const server = fakeServer(['hang', 'hang', 'hang']);
    const { actor } = start(server.machine, [], clock);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    untilStalled(clock);
    actor.send({ type: 'submission.retried' });
    untilStalled(clock);
    expect(actor.getSnapshot().matches({ pending: { sending: 'stalled' } })).toBe(true);
    expect(server.aborted).toEqual([1]);
    actor.send({ type: 'submission.retried' });
    expect(server.keys()).toEqual([server.keys()[0], server.keys()[0], server.keys()[0]]);
  });

  it('a retry of the stalled submit sends the body of the press, not the order as it stands now', () => {
    const clock = new SimulatedClock();
    const server = fakeServer(['hang', 'hang']);
    const { actor } = start(server.machine, [], clock);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    untilStalled(clock);
    actor.send({ type: 'submission.requested', accepted: true, body: jonas });
    expect(server.requests).toHaveLength(1);
    actor.send({ type: 'submission.retried' });
    expect(server.requests.map((request) => request.body)).toEqual([anna, anna]);
  });

  it('after success deletes the session order, then reports the transaction once', async () => {
    const server = fakeServer(['ok']);
    const { actor, emitted } = start(server.machine);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.status === 'done');
    expect(server.deleted).toHaveLength(1);
    expect(emitted.at(-1)).toEqual({ type: 'order.submitted', transactionId: 'T-1001', verification: null });
  });

  it('passes the identity verification the answer asks for', async () => {
    const server = fakeServer([{ transactionId: 'T-2', verificationType: 'nect', url: 'https://nect.example/start' }]);
    const { actor, emitted } = start(server.machine);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted.at(-1)).toEqual({ type: 'order.submitted', transactionId: 'T-2', verification: { type: 'nect', url: 'https://nect.example/start' } });
  });

  it('a failed DELETE order still ends the submit', async () => {
    const machine = submissionMachine.provide({
      actors: {
        submitOrder: fromPromise<SubmitOrderResponse, KeyedOrder>(async () => answer),
        deleteOrder: fromPromise<void>(() => Promise.reject(new Error('offline'))),
      },
    });
    const { actor, emitted } = start(machine);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted.at(-1)).toMatchObject({ type: 'order.submitted', transactionId: 'T-1001' });
  });
});
