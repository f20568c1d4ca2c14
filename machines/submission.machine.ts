import { assign, emit, fromPromise, setup, stateIn } from 'xstate';
import type { SubmitOrderBody, SubmitOrderResponse } from '../src/api/index.ts';
import { submissionKeyFor } from '../src/domain/idempotencyKey.ts';
import { withSubmissionKey, type SubmissionKey } from '../src/domain/submissionKeys.ts';
import { toFailure, type Failure } from './failure.ts';
import { notProvided } from './notProvided.ts';

export interface SubmissionInput {
  /** the keys this order went out under, restored after a reload: the same body is never sent under a new key */
  submissionKeys: readonly SubmissionKey[];
}

/** One order body and the key it goes out under: a retry sends exactly this. */
export interface KeyedOrder {
  body: SubmitOrderBody;
  idempotencyKey: string;
}

export interface SubmissionContext {
  submissionKeys: readonly SubmissionKey[];
  /** the body and key of the press being sent (or last sent) */
  order: KeyedOrder | null;
  /** the last failed `POST orders`, shown where the user looks */
  failure: Failure | null;
  /** how often a submit without the acceptances asked for them: the error summary takes the focus again on each */
  acceptancesShown: number;
  answer: SubmitOrderResponse | null;
}

export type SubmissionEvent =
  /** A submit (button or Enter) with the order body as it stands; `accepted` when every required acceptance is ticked. */
  | { type: 'submission.requested'; accepted: boolean; body: SubmitOrderBody }
  /** The "try again" of a submit that does not answer: the same body under the same key, beside the first request. */
  | { type: 'submission.retried' };

/** The identity verification the answer asks for (spec section 7: verificationType and url), or none. */
export interface Verification {
  type: string;
  url: string | null;
}

/** What the confirm step tells the root machine: the key before it goes out, the result once done. */
export type SubmissionEmitted =
  | { type: 'submission.started'; submissionKey: SubmissionKey }
  | { type: 'order.submitted'; transactionId: string; verification: Verification | null };

/** When the order button's area says the order is still being sent, and when it offers to try again. */
export const SUBMIT_SLOW_MS = 10_000;
export const SUBMIT_STALLED_MS = 60_000;

const whileRetrying = stateIn('#submission.pending.sending.retrying');
const afterFirstRequestFailed = stateIn('#submission.pending.firstRequest.failed');

/**
 * The final submit (spec sections 4, 7, 8; issue 41): `POST orders` once per order whatever the user does. The key
 * is decided here, by the body (src/domain/idempotencyKey.ts). A second press while pending is ignored; after 10 s
 * the step says the order is still being sent, after 60 s it offers a retry, which sends the same body under the same
 * key beside the first request (never aborting it): the first success wins, a late answer of the first request
 * included. A failure of every request keeps every field and stays on the page. After success the server session's
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
    submitOrder: fromPromise<SubmitOrderResponse, KeyedOrder>(notProvided('submitOrder')),
    deleteOrder: fromPromise<void>(notProvided('deleteOrder')),
  },
  delays: {
    submitSlow: SUBMIT_SLOW_MS,
    // from "still being sent" to the retry: 60 s after the press
    submitStalled: SUBMIT_STALLED_MS - SUBMIT_SLOW_MS,
    retryStalled: SUBMIT_STALLED_MS,
  },
  guards: {
    isAccepted: (_, accepted: boolean) => accepted,
  },
  actions: {
    keyOrder: assign(({ context }, body: SubmitOrderBody) => {
      const key = submissionKeyFor(context.submissionKeys, body);
      return { order: { body, idempotencyKey: key.idempotencyKey }, submissionKeys: withSubmissionKey(context.submissionKeys, key) };
    }),
    announceKey: emit(({ context }) => ({ type: 'submission.started' as const, submissionKey: context.submissionKeys.at(-1)! })),
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
  context: ({ input }) => ({ submissionKeys: input.submissionKeys, order: null, failure: null, acceptancesShown: 0, answer: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'submission.requested': [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.accepted },
            target: 'pending',
            actions: { type: 'keyOrder', params: ({ event }) => event.body },
          },
          { actions: 'askForAcceptances' },
        ],
      },
    },
    // Locked: a double click or a second Enter finds no transition here.
    pending: {
      type: 'parallel',
      tags: ['pending'],
      entry: ['clearFailure', 'announceKey'],
      states: {
        // The press's own request: a retry never aborts it, and its answer counts whenever it comes.
        firstRequest: {
          initial: 'inFlight',
          states: {
            inFlight: {
              invoke: {
                id: 'submitOrder',
                src: 'submitOrder',
                input: ({ context }) => context.order!,
                onDone: { target: '#submission.clearingSession', actions: { type: 'storeAnswer', params: ({ event }) => event.output } },
                onError: [
                  // the retry in flight may still answer: nothing is told yet
                  { guard: whileRetrying, target: 'failed' },
                  { target: '#submission.failed', actions: { type: 'storeFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
                ],
              },
            },
            failed: {},
          },
        },
        // What the visitor is told while no answer came: nothing at first, then that it is still being sent, then the retry.
        sending: {
          initial: 'started',
          states: {
            started: { after: { submitSlow: 'slow' } },
            slow: { after: { submitStalled: 'stalled' } },
            stalled: { on: { 'submission.retried': 'retrying' } },
            retrying: {
              // a retry that does not answer either is offered again, aborting only itself
              after: { retryStalled: 'stalled' },
              invoke: {
                id: 'resendOrder',
                src: 'submitOrder',
                input: ({ context }) => context.order!,
                onDone: { target: '#submission.clearingSession', actions: { type: 'storeAnswer', params: ({ event }) => event.output } },
                onError: [
                  { guard: afterFirstRequestFailed, target: '#submission.failed', actions: { type: 'storeFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
                  // the first request is still under way: its answer may still come, and the retry is offered again
                  { target: 'stalled' },
                ],
              },
            },
          },
        },
      },
    },
    failed: {
      on: {
        'submission.requested': [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.accepted },
            target: 'pending',
            actions: { type: 'keyOrder', params: ({ event }) => event.body },
          },
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
