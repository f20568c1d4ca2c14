import { assign, emit, fromPromise, setup } from 'xstate';
import type { SubmitOrderResponse } from '../src/api/index.ts';
import { toFailure, type Failure } from './failure.ts';
import { notProvided } from './notProvided.ts';

export interface SubmissionInput {
  /** the key of this order: restored after a reload, so a submit in flight is never sent again under a new key */
  idempotencyKey: string;
}

export interface SubmissionContext {
  idempotencyKey: string;
  /** the last failed `POST orders`, shown where the user looks */
  failure: Failure | null;
  /** how often a submit without the acceptances asked for them: the error summary takes the focus again on each */
  acceptancesShown: number;
  answer: SubmitOrderResponse | null;
}

/** A submit (button or Enter); `accepted` when every required acceptance is ticked. A retry is the same event. */
export type SubmissionEvent = { type: 'submission.requested'; accepted: boolean };

/** The identity verification the answer asks for (spec section 7: verificationType and url), or none. */
export interface Verification {
  type: string;
  url: string | null;
}

/** What the confirm step tells the root machine: the key before the first send, the result once done. */
export type SubmissionEmitted =
  | { type: 'submission.started'; idempotencyKey: string }
  | { type: 'order.submitted'; transactionId: string; verification: Verification | null };

/**
 * The final submit (spec sections 4, 7, 8): `POST orders` once per order whatever the user does. A second request
 * while one is pending is ignored, a retry after a failure sends the same `Idempotency-Key` (the server answers it
 * with the first result), a failure keeps every field and stays on the page. After success the server session's
 * order is deleted (`DELETE order`, a failure of which changes nothing) and the root is told once.
 */
export const submissionMachine = setup({
  types: {
    context: {} as SubmissionContext,
    events: {} as SubmissionEvent,
    input: {} as SubmissionInput,
    emitted: {} as SubmissionEmitted,
  },
  actors: {
    submitOrder: fromPromise<SubmitOrderResponse, { idempotencyKey: string }>(notProvided('submitOrder')),
    deleteOrder: fromPromise<void>(notProvided('deleteOrder')),
  },
  guards: {
    isAccepted: (_, accepted: boolean) => accepted,
  },
  actions: {
    announceKey: emit(({ context }) => ({ type: 'submission.started' as const, idempotencyKey: context.idempotencyKey })),
    askForAcceptances: assign(({ context }) => ({ acceptancesShown: context.acceptancesShown + 1 })),
    clearFailure: assign({ failure: null }),
    storeFailure: assign((_, error: unknown) => ({ failure: toFailure(error) })),
    storeAnswer: assign((_, answer: SubmitOrderResponse) => ({ answer })),
    reportSubmitted: emit(({ context }) => ({
      type: 'order.submitted' as const,
      transactionId: context.answer!.transactionId,
      verification: context.answer!.verificationType ? { type: context.answer!.verificationType, url: context.answer!.url ?? null } : null,
    })),
  },
}).createMachine({
  id: 'submission',
  context: ({ input }) => ({ idempotencyKey: input.idempotencyKey, failure: null, acceptancesShown: 0, answer: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'submission.requested': [
          { guard: { type: 'isAccepted', params: ({ event }) => event.accepted }, target: 'submitting' },
          { actions: 'askForAcceptances' },
        ],
      },
    },
    // Locked: a double click or a second Enter finds no transition here.
    submitting: {
      tags: ['pending'],
      entry: ['clearFailure', 'announceKey'],
      invoke: {
        id: 'submitOrder',
        src: 'submitOrder',
        input: ({ context }) => ({ idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'clearingSession', actions: { type: 'storeAnswer', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    failed: {
      on: {
        'submission.requested': [
          { guard: { type: 'isAccepted', params: ({ event }) => event.accepted }, target: 'submitting' },
          { actions: 'askForAcceptances' },
        ],
      },
    },
    // Spec section 4: after a successful submit the order is cleared, here the server session's.
    clearingSession: {
      tags: ['pending'],
      invoke: { id: 'deleteOrder', src: 'deleteOrder', onDone: 'submitted', onError: 'submitted' },
    },
    submitted: {
      type: 'final',
      entry: 'reportSubmitted',
    },
  },
});
