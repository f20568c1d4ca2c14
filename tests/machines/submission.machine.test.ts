import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { SUBMIT_SLOW_MS, SUBMIT_STALLED_MS, submissionMachine, type KeyedOrder, type SubmissionEmitted } from '../../machines/submission.machine.ts';
import type { SubmitOrderBody, SubmitOrderResponse } from '../../src/api/index.ts';
import { orderKeyFor } from '../../src/domain/idempotencyKey.ts';
import { storedOrderKey, type OrderKey } from '../../src/domain/orderKey.ts';

const answer: SubmitOrderResponse = { transactionId: 'T-1001', verificationType: null, url: null };

/** An order body as the builder makes it; only what tells two apart matters here. */
const bodyOf = (firstName: string) => ({ customer: { firstName, lastName: 'Schmidt' }, order: { plan: { code: 'VOIPPRIV' } } }) as unknown as SubmitOrderBody;
const anna = bodyOf('Anna');
const jonas = bodyOf('Jonas');

/**
 * What a request meets: `ok` places the order and answers; `lost` places it and the answer never arrives (a network
 * failure); `fail` is a 500 that placed nothing; `refused` a 400; `hang` is answered (or failed) later by the test.
 */
type Outcome = 'ok' | 'lost' | 'fail' | 'refused' | 'hang' | SubmitOrderResponse;

/**
 * A fake server that remembers every request (body and key) and the orders it placed by key, answering from a
 * script of outcomes; `GET orders/by-key` answers from the orders placed. An aborted request is noted.
 */
function fakeServer(outcomes: Outcome[], lookups: Array<'fail'> = []) {
  const requests: KeyedOrder[] = [];
  const aborted: number[] = [];
  const hanging: Array<{ answer: (response?: SubmitOrderResponse) => void; fail: () => void }> = [];
  const deleted: number[] = [];
  const placed = new Map<string, SubmitOrderResponse>();
  const asked: string[] = [];
  let next = 0;
  const machine = submissionMachine.provide({
    actors: {
      findOrder: fromPromise<SubmitOrderResponse | null, { idempotencyKey: string }>(async ({ input }) => {
        asked.push(input.idempotencyKey);
        if (lookups.shift() === 'fail') throw Object.assign(new Error('offline'), { call: 'findOrder', code: 'ERR_NETWORK' });
        return placed.get(input.idempotencyKey) ?? null;
      }),
      submitOrder: fromPromise<SubmitOrderResponse, KeyedOrder>(({ input, signal }) => {
        const index = requests.push(input) - 1;
        signal.addEventListener('abort', () => aborted.push(index));
        const outcome = outcomes.shift() ?? 'ok';
        const place = () => {
          const made = placed.get(input.idempotencyKey) ?? { transactionId: `T-${++next}`, verificationType: null, url: null };
          placed.set(input.idempotencyKey, made);
          return made;
        };
        if (outcome === 'ok') return Promise.resolve(place());
        if (outcome === 'lost') {
          place();
          return Promise.reject(Object.assign(new Error('offline'), { call: 'submitOrder', code: 'ERR_NETWORK' }));
        }
        if (outcome === 'refused') return Promise.reject(Object.assign(new Error('HTTP 400'), { call: 'submitOrder', status: 400, code: 'ERR_BAD_REQUEST' }));
        if (outcome === 'fail') return Promise.reject(Object.assign(new Error('HTTP 500'), { call: 'submitOrder', status: 500 }));
        if (outcome === 'hang') {
          return new Promise<SubmitOrderResponse>((resolve, reject) =>
            hanging.push({
              answer: (response = answer) => resolve(response),
              fail: () => reject(Object.assign(new Error('offline'), { call: 'submitOrder', code: 'ERR_NETWORK' })),
            }),
          );
        }
        return Promise.resolve(outcome);
      }),
      deleteOrder: fromPromise<void>(async () => {
        deleted.push(1);
      }),
    },
  });
  return { machine, requests, aborted, hanging, deleted, asked, placed, keys: () => requests.map((request) => request.idempotencyKey) };
}

function start(machine: typeof submissionMachine, orderKey: OrderKey | null = null, clock?: SimulatedClock) {
  const actor = createActor(machine, { input: { orderKey }, ...(clock ? { clock } : {}) });
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

  it("tells the root the order's key before each send, its fate unknown, and after a refusal that the server has no order under it", async () => {
    const server = fakeServer(['refused', 'ok']);
    const { actor, emitted } = start(server.machine);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.status === 'done');
    const told = emitted.flatMap((event) => (event.type === 'submission.keyChanged' ? [[event.orderKey.idempotencyKey, event.orderKey.fate]] : []));
    const [key] = server.keys();
    expect(told).toEqual([[key, 'unknown'], [key, 'none'], [key, 'unknown']]);
    // a refusal is an answer: nothing to ask the server
    expect(server.asked).toEqual([]);
  });

  it('after a 500 asks the server for the key first; with no order under it, sends the same body under the same key', async () => {
    const server = fakeServer(['fail', 'ok']);
    const { actor } = start(server.machine);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toMatchObject({ status: 500 });
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    expect(actor.getSnapshot().matches('learningFate')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    const [first, second] = server.requests;
    expect(second).toEqual(first);
    expect(server.asked).toEqual([first!.idempotencyKey]);
  });

  it('a lost answer of a placed order: pressed again, the visitor reaches the success of that order, nothing sent twice', async () => {
    const server = fakeServer(['lost']);
    const { actor, emitted } = start(server.machine);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.status === 'done');
    expect(server.requests).toHaveLength(1);
    expect(server.deleted).toHaveLength(1);
    expect(emitted.at(-1)).toEqual({ type: 'order.submitted', transactionId: 'T-1', verification: null, changedSteps: [] });
  });

  it('a lost answer, then a changed body: the order that arrived, and the steps whose changes it does not hold', async () => {
    const server = fakeServer(['lost']);
    const { actor, emitted } = start(server.machine);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'submission.requested', accepted: true, body: { ...jonas, accountSettings: { newsletterSetting: true } } as unknown as SubmitOrderBody });
    await waitFor(actor, (s) => s.status === 'done');
    expect(server.requests).toHaveLength(1);
    expect(emitted.at(-1)).toEqual({ type: 'order.submitted', transactionId: 'T-1', verification: null, changedSteps: ['customer', 'confirm'] });
  });

  it('with no order under the key, a changed body goes out under a new key, the first body again under the first', async () => {
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
    // the first key was left with Jonas's body: Anna's again is a change too
    expect(annaAgain).not.toBe(jonasKey);
    expect(server.requests.map((request) => request.body)).toEqual([anna, jonas, anna]);
    expect(server.asked).toEqual([annaKey, jonasKey]);
  });

  it('a lookup that fails keeps the fate unknown: the failure shows, and the next press asks again', async () => {
    const server = fakeServer(['lost'], ['fail']);
    const { actor, emitted } = start(server.machine);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toMatchObject({ call: 'findOrder' });
    expect(actor.getSnapshot().context.orderKey?.fate).toBe('unknown');
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.status === 'done');
    expect(server.requests).toHaveLength(1);
    expect(emitted.at(-1)).toMatchObject({ transactionId: 'T-1' });
  });

  it('a key restored after a reload with its fate unknown is asked about before anything goes out', async () => {
    const server = fakeServer([]);
    const key = storedOrderKey(orderKeyFor(null, anna, () => 'restored-key'))!;
    server.placed.set('restored-key', { transactionId: 'T-before-reload', verificationType: null, url: null });
    const { actor, emitted } = start(server.machine, key);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.status === 'done');
    expect(server.requests).toEqual([]);
    expect(emitted.at(-1)).toMatchObject({ transactionId: 'T-before-reload', changedSteps: [] });
  });

  it('sends a restored order body whose fate is known under the key it went out under before the reload', async () => {
    const server = fakeServer(['ok']);
    // as session storage keeps it: no password hash
    const key = { ...storedOrderKey(orderKeyFor(null, anna, () => 'restored-key'))!, fate: 'none' as const };
    const { actor } = start(server.machine, key);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.status === 'done');
    expect(server.keys()).toEqual(['restored-key']);
    expect(server.asked).toEqual([]);
  });

  it('says the order is still being sent after 10 s and offers the retry after 60 s, the first request still open', () => {
    const clock = new SimulatedClock();
    const server = fakeServer(['hang']);
    const { actor } = start(server.machine, null, clock);
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
    const { actor, emitted } = start(server.machine, null, clock);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    untilStalled(clock);
    actor.send({ type: 'submission.retried' });
    expect(actor.getSnapshot().matches({ pending: { sending: 'retrying' } })).toBe(true);
    expect(server.requests[1]).toEqual(server.requests[0]);
    expect(server.aborted).toEqual([]);
    // the late answer of the first request
    server.hanging[0]!.answer({ transactionId: 'T-first', verificationType: null, url: null });
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted.at(-1)).toEqual({ type: 'order.submitted', transactionId: 'T-first', verification: null, changedSteps: [] });
    // only once it is answered, the retry still under way is dropped
    expect(server.aborted).toEqual([1]);
  });

  it('the retry answered first ends the submit and drops the first request', async () => {
    const clock = new SimulatedClock();
    const server = fakeServer(['hang', { transactionId: 'T-retry', verificationType: null, url: null }]);
    const { actor, emitted } = start(server.machine, null, clock);
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
    const { actor } = start(server.machine, null, clock);
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
    const { actor } = start(server.machine, null, clock);
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
    const { actor } = start(server.machine, null, clock);
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
    const { actor } = start(server.machine, null, clock);
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
    expect(emitted.at(-1)).toEqual({ type: 'order.submitted', transactionId: 'T-1', verification: null, changedSteps: [] });
  });

  it('passes the identity verification the answer asks for', async () => {
    const server = fakeServer([{ transactionId: 'T-2', verificationType: 'nect', url: 'https://nect.example/start' }]);
    const { actor, emitted } = start(server.machine);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted.at(-1)).toEqual({ type: 'order.submitted', transactionId: 'T-2', verification: { type: 'nect', url: 'https://nect.example/start' }, changedSteps: [] });
  });

  it('a failed DELETE order still ends the submit', async () => {
    const machine = submissionMachine.provide({
      actors: {
        submitOrder: fromPromise<SubmitOrderResponse, KeyedOrder>(async () => answer),
        findOrder: fromPromise<SubmitOrderResponse | null, { idempotencyKey: string }>(async () => null),
        deleteOrder: fromPromise<void>(() => Promise.reject(new Error('offline'))),
      },
    });
    const { actor, emitted } = start(machine);
    actor.send({ type: 'submission.requested', accepted: true, body: anna });
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted.at(-1)).toMatchObject({ type: 'order.submitted', transactionId: 'T-1001' });
  });
});
