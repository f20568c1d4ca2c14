import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { submissionMachine, type SubmissionEmitted } from '../../machines/submission.machine.ts';
import type { SubmitOrderResponse } from '../../src/api/index.ts';

const answer: SubmitOrderResponse = { transactionId: 'T-1001', verificationType: null, url: null };

/** A fake server that remembers every key it was sent, answering from a script of outcomes. */
function fakeServer(outcomes: Array<'ok' | 'fail' | 'hang' | SubmitOrderResponse>) {
  const keys: string[] = [];
  const deleted: number[] = [];
  let release: (() => void) | undefined;
  const machine = submissionMachine.provide({
    actors: {
      submitOrder: fromPromise<SubmitOrderResponse, { idempotencyKey: string }>(async ({ input }) => {
        keys.push(input.idempotencyKey);
        const outcome = outcomes.shift() ?? 'ok';
        if (outcome === 'fail') throw Object.assign(new Error('HTTP 500'), { call: 'submitOrder', status: 500 });
        if (outcome === 'hang') await new Promise<void>((resolve) => (release = resolve));
        return typeof outcome === 'object' ? outcome : answer;
      }),
      deleteOrder: fromPromise<void>(async () => {
        deleted.push(1);
      }),
    },
  });
  return { machine, keys, deleted, release: () => release?.() };
}

function start(machine: typeof submissionMachine, key = 'key-1') {
  const actor = createActor(machine, { input: { idempotencyKey: key } });
  const emitted: SubmissionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

describe('submissionMachine', () => {
  it('a double submit while pending sends one request', async () => {
    const server = fakeServer(['hang']);
    const { actor, emitted } = start(server.machine);
    actor.send({ type: 'submission.requested', accepted: true });
    actor.send({ type: 'submission.requested', accepted: true });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    server.release();
    await waitFor(actor, (s) => s.status === 'done');
    expect(server.keys).toEqual(['key-1']);
    expect(emitted.filter((event) => event.type === 'order.submitted')).toHaveLength(1);
  });

  it('without the acceptances nothing is sent and they are asked for, again on each try', () => {
    const server = fakeServer([]);
    const { actor } = start(server.machine);
    actor.send({ type: 'submission.requested', accepted: false });
    actor.send({ type: 'submission.requested', accepted: false });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.acceptancesShown).toBe(2);
    expect(server.keys).toEqual([]);
  });

  it('a retry after a failure reuses the same idempotency key, and the failure is shown until then', async () => {
    const server = fakeServer(['fail', 'ok']);
    const { actor, emitted } = start(server.machine, 'restored-key');
    actor.send({ type: 'submission.requested', accepted: true });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toMatchObject({ status: 500 });
    actor.send({ type: 'submission.requested', accepted: true });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(server.keys).toEqual(['restored-key', 'restored-key']);
    expect(emitted.filter((event) => event.type === 'submission.started')).toEqual([
      { type: 'submission.started', idempotencyKey: 'restored-key' },
      { type: 'submission.started', idempotencyKey: 'restored-key' },
    ]);
  });

  it('after success deletes the session order, then reports the transaction once', async () => {
    const server = fakeServer(['ok']);
    const { actor, emitted } = start(server.machine);
    actor.send({ type: 'submission.requested', accepted: true });
    await waitFor(actor, (s) => s.status === 'done');
    expect(server.deleted).toHaveLength(1);
    expect(emitted.at(-1)).toEqual({ type: 'order.submitted', transactionId: 'T-1001', verification: null });
  });

  it('passes the identity verification the answer asks for', async () => {
    const server = fakeServer([{ transactionId: 'T-2', verificationType: 'nect', url: 'https://nect.example/start' }]);
    const { actor, emitted } = start(server.machine);
    actor.send({ type: 'submission.requested', accepted: true });
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted.at(-1)).toEqual({ type: 'order.submitted', transactionId: 'T-2', verification: { type: 'nect', url: 'https://nect.example/start' } });
  });

  it('a failed DELETE order still ends the submit', async () => {
    const machine = submissionMachine.provide({
      actors: {
        submitOrder: fromPromise<SubmitOrderResponse, { idempotencyKey: string }>(async () => answer),
        deleteOrder: fromPromise<void>(() => Promise.reject(new Error('offline'))),
      },
    });
    const { actor, emitted } = start(machine);
    actor.send({ type: 'submission.requested', accepted: true });
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted.at(-1)).toMatchObject({ type: 'order.submitted', transactionId: 'T-1001' });
  });
});
