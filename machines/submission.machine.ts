import { assign, emit, fromPromise, setup, stateIn } from 'xstate';
import type { SubmitOrderBody, SubmitOrderResponse } from '../src/api/index.ts';
import { changedSections, orderKeyFor } from '../src/domain/idempotencyKey.ts';
import type { OrderKey } from '../src/domain/orderKey.ts';
import { leavesOrderOpen, toFailure, type Failure } from './failure.ts';
import { notProvided } from './notProvided.ts';
import { stepsOfSections } from './orderSections.ts';
import type { StepName } from './steps.ts';

export interface SubmissionInput {
  /** the order's key, restored after a reload or copied with a second tab: its fate decides what a press does first */
  orderKey: OrderKey | null;
}

/** One order body and the key it goes out under: a retry sends exactly this. */
export interface KeyedOrder {
  body: SubmitOrderBody;
  idempotencyKey: string;
}

export interface SubmissionContext {
  orderKey: OrderKey | null;
  /** the body of the press being handled: sent once the key's fate is known */
  requested: SubmitOrderBody | null;
  /** the body and key of the press being sent (or last sent) */
  order: KeyedOrder | null;
  /** the last failed `POST orders`, shown where the user looks */
  failure: Failure | null;
  /** how often a submit without the acceptances asked for them: the error summary takes the focus again on each */
  acceptancesShown: number;
  answer: SubmitOrderResponse | null;
  /** the steps the visitor changed after the order that the server had placed went out (it does not hold them) */
  changedSteps: StepName[];
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

/** What the confirm step tells the root machine: the order's key whenever it changes (to be stored), the result once done. */
export type SubmissionEmitted =
  | { type: 'submission.keyChanged'; orderKey: OrderKey }
  | { type: 'order.submitted'; transactionId: string; verification: Verification | null; changedSteps: StepName[] };

/** When the order button's area says the order is still being sent, and when it offers to try again. */
export const SUBMIT_SLOW_MS = 10_000;
export const SUBMIT_STALLED_MS = 60_000;

const whileRetrying = stateIn('#submission.pending.sending.retrying');
const fateUnknown = ({ context }: { context: SubmissionContext }) => context.orderKey?.fate === 'unknown';
const afterFirstRequestFailed = stateIn('#submission.pending.firstRequest.failed');

/**
 * The final submit (spec sections 4, 7, 8; issues 41, 48): one order per intent whatever the visitor does. The order
 * has one key from the first press to the success page (src/domain/orderKey.ts); after an answer that leaves it
 * open whether the server placed the order (no answer, a time-out, a 5xx), the next press first learns the key's
 * fate (`GET orders/by-key/{key}`): an order under it is the visitor's order (the success page, which names the
 * steps changed since), none lets the order go out, under a new key only if the body changed. A second press while
 * pending is ignored; after 10 s
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
    /** the order the server placed under the key, or null when it has none */
    findOrder: fromPromise<SubmitOrderResponse | null, { idempotencyKey: string }>(notProvided('findOrder')),
    deleteOrder: fromPromise<void>(notProvided('deleteOrder')),
  },
  delays: {
    submitSlow: SUBMIT_SLOW_MS,
    // from "still being sent" to the retry: 60 s after the press
    submitStalled: SUBMIT_STALLED_MS - SUBMIT_SLOW_MS,
    retryStalled: SUBMIT_STALLED_MS,
  },
  guards: {
    lacksAcceptances: (_, accepted: boolean) => !accepted,
    fateUnknown,
    isPlaced: (_, found: SubmitOrderResponse | null) => found !== null,
  },
  actions: {
    storeRequest: assign((_, body: SubmitOrderBody) => ({ requested: body })),
    keyOrder: assign(({ context }) => {
      const key = orderKeyFor(context.orderKey, context.requested!);
      return { order: { body: context.requested!, idempotencyKey: key.idempotencyKey }, orderKey: key };
    }),
    // an answer said the server has no order under the key: the next send may use it, or a new one
    markFateNone: assign(({ context }) => ({ orderKey: context.orderKey && { ...context.orderKey, fate: 'none' as const } })),
    settleFate: assign(({ context }, error: unknown) => ({
      orderKey: context.orderKey && !leavesOrderOpen(error) ? { ...context.orderKey, fate: 'none' as const } : context.orderKey,
    })),
    storeFound: assign(({ context }, found: SubmitOrderResponse | null) => ({
      answer: found,
      changedSteps: context.orderKey ? stepsOfSections(changedSections(context.orderKey, context.requested!)) : [],
    })),
    announceKey: emit(({ context }) => ({ type: 'submission.keyChanged' as const, orderKey: context.orderKey! })),
    askForAcceptances: assign(({ context }) => ({ acceptancesShown: context.acceptancesShown + 1 })),
    clearFailure: assign({ failure: null }),
    storeFailure: assign((_, error: unknown) => ({ failure: toFailure(error) })),
    storeAnswer: assign((_, answer: SubmitOrderResponse) => ({ answer })),
    reportSubmitted: emit(({ context }) => ({
      type: 'order.submitted' as const,
      transactionId: context.answer!.transactionId,
      verification: context.answer!.verificationType ? { type: context.answer!.verificationType, url: context.answer!.url ?? null } : null,
      changedSteps: context.changedSteps,
    })),
  },
}).createMachine({
  id: 'submission',
  context: ({ input }) => ({ orderKey: input.orderKey, requested: null, order: null, failure: null, acceptancesShown: 0, answer: null, changedSteps: [] }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'submission.requested': [
          // a press without every acceptance asks for them
          { guard: { type: 'lacksAcceptances', params: ({ event }) => event.accepted }, actions: 'askForAcceptances' },
          { guard: 'fateUnknown', target: 'learningFate', actions: { type: 'storeRequest', params: ({ event }) => event.body } },
          { target: 'pending', actions: [{ type: 'storeRequest', params: ({ event }) => event.body }, 'keyOrder'] },
        ],
      },
    },
    // A press after an answer that left the order open: the server is asked whether it placed an order under the key.
    learningFate: {
      tags: ['pending'],
      entry: 'clearFailure',
      invoke: {
        id: 'findOrder',
        src: 'findOrder',
        input: ({ context }) => ({ idempotencyKey: context.orderKey!.idempotencyKey }),
        onDone: [
          { guard: { type: 'isPlaced', params: ({ event }) => event.output }, target: 'clearingSession', actions: { type: 'storeFound', params: ({ event }) => event.output } },
          { target: 'pending', actions: ['markFateNone', 'keyOrder'] },
        ],
        onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
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
                  { target: '#submission.failed', actions: [{ type: 'storeFailure', params: ({ event }: { event: { error: unknown } }) => event.error }, { type: 'settleFate', params: ({ event }: { event: { error: unknown } }) => event.error }, 'announceKey'] },
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
                  {
                    guard: afterFirstRequestFailed,
                    target: '#submission.failed',
                    actions: [{ type: 'storeFailure', params: ({ event }: { event: { error: unknown } }) => event.error }, { type: 'settleFate', params: ({ event }: { event: { error: unknown } }) => event.error }, 'announceKey'],
                  },
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
          // a press without every acceptance asks for them
          { guard: { type: 'lacksAcceptances', params: ({ event }) => event.accepted }, actions: 'askForAcceptances' },
          { guard: 'fateUnknown', target: 'learningFate', actions: { type: 'storeRequest', params: ({ event }) => event.body } },
          { target: 'pending', actions: [{ type: 'storeRequest', params: ({ event }) => event.body }, 'keyOrder'] },
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

