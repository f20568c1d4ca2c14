import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CartRequest } from '../src/api/index.ts';
import type { OrderCart } from '../src/domain/schemas/cart.ts';
import { carriesVoucherDiscount } from '../src/domain/voucher.ts';
import { toFailure, type Failure } from './failure.ts';
import { notProvided } from './notProvided.ts';

export type CartEvent =
  /** the selection (or voucher) changed: the cart is posted again, the answer of any earlier post is dropped */
  | { type: 'cart.changed'; request: CartRequest }
  | { type: 'cart.opened' }
  | { type: 'cart.closed' };

/** What the panel forwards to the root: the answer applied the voucher, so its discount is synced (spec section 4). */
export type CartEmitted = { type: 'voucher.synced'; code: string };

export interface CartContext {
  /** the server's order cart for the latest request; null while none answered it */
  orderCart: OrderCart | null;
  /**
   * the server's last answer, kept while a later request is posted (null after a failure): whether the totals shown
   * until then were the server's, which a new post may change, or the ones computed here, which stay right
   */
  lastOrderCart: OrderCart | null;
  request: CartRequest | null;
  failure: Failure | null;
}

const cartSetup = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
  },
  actors: {
    updateCart: fromPromise<OrderCart, CartRequest>(notProvided('updateCart')),
  },
  actions: {
    storeRequest: assign((_, request: CartRequest) => ({ request, orderCart: null, failure: null })),
    storeOrderCart: assign((_, orderCart: OrderCart) => ({ orderCart, lastOrderCart: orderCart })),
    reportVoucherSynced: emit(({ context }) => ({ type: 'voucher.synced' as const, code: context.request?.voucherCode ?? '' })),
    storeFailure: assign((_, error: unknown) => ({ failure: toFailure(error), orderCart: null, lastOrderCart: null })),
  },
  guards: {
    /** the request posted (or being posted) last, unless it failed: a failed one is tried again */
    isSameRequest: ({ context }, request: CartRequest) =>
      context.request !== null && context.failure === null && JSON.stringify(context.request) === JSON.stringify(request),
    /** the request carried a voucher code and the answer's discount items name it */
    carriesVoucherDiscount: ({ context }, orderCart: OrderCart) =>
      carriesVoucherDiscount(orderCart, context.request?.voucherCode ?? ''),
  },
});

type CartChanged = Extract<CartEvent, { type: 'cart.changed' }>;

/**
 * A change of the selection posts the cart again, unless it is the same body. Each state of `totals` has it, and
 * `updating` re-enters itself (the pending post is aborted). On the `totals` region itself, re-entering
 * `.updating` would exit and re-enter the whole parallel machine, and the open panel with it: the cart dialog
 * closed by itself when the first post went out while it was open.
 */
const postChanged = [
  // The same body again (the panel re-rendered, e.g. once the voucher is marked synced) is not posted again.
  { guard: { type: 'isSameRequest', params: ({ event }: { event: CartChanged }) => event.request } },
  {
    target: 'updating',
    reenter: true,
    actions: { type: 'storeRequest', params: ({ event }: { event: CartChanged }) => event.request },
  },
] as const;

/**
 * The price cart (spec sections 2, 4, 7): its panel open or closed, and the server's order cart. Every change
 * posts `POST cart`; re-entering `updating` stops the previous post, whose signal aborts the request, so only
 * the latest answer is ever stored. A failure keeps no stale server totals (the panel shows the locally
 * computed ones) and the next change tries again. An answer that carries the voucher's discount emits
 * `voucher.synced`, which the panel forwards to the root.
 */
export const cartMachine = cartSetup.createMachine({
  id: 'cart',
  type: 'parallel',
  context: { orderCart: null, lastOrderCart: null, request: null, failure: null },
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'cart.opened': 'open' } },
        open: { on: { 'cart.closed': 'closed' } },
      },
    },
    totals: {
      initial: 'idle',
      states: {
        /** nothing posted yet: the locally computed totals show */
        idle: { on: { 'cart.changed': postChanged } },
        updating: {
          tags: ['pending'],
          on: { 'cart.changed': postChanged },
          invoke: {
            id: 'updateCart',
            src: 'updateCart',
            input: ({ context }) => context.request!,
            onDone: [
              {
                guard: { type: 'carriesVoucherDiscount', params: ({ event }) => event.output },
                target: 'synced',
                actions: [{ type: 'storeOrderCart', params: ({ event }) => event.output }, 'reportVoucherSynced'],
              },
              { target: 'synced', actions: { type: 'storeOrderCart', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        synced: { on: { 'cart.changed': postChanged } },
        /** the server total could not be refreshed: local totals and a note; the next change retries */
        failed: { on: { 'cart.changed': postChanged } },
      },
    },
  },
});

export type CartActor = ActorRefFrom<typeof cartMachine>;
export type CartSnapshot = SnapshotFrom<typeof cartMachine>;
