import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CartRequest } from '../src/api/index.ts';
import type { OrderCart } from '../src/domain/index.ts';
import { toFailure, type Failure } from './failure.ts';

export type CartEvent =
  /** the selection (or voucher) changed: the cart is posted again, the answer of any earlier post is dropped */
  | { type: 'cart.changed'; request: CartRequest }
  | { type: 'cart.opened' }
  | { type: 'cart.closed' };

export interface CartContext {
  /** the server's order cart for the latest request; null while none answered it */
  orderCart: OrderCart | null;
  request: CartRequest | null;
  failure: Failure | null;
}

const notProvided = () => Promise.reject(new Error('The updateCart actor is provided by the cart panel'));

/**
 * The price cart (spec sections 2, 4, 7): its panel open or closed, and the server's order cart. Every change
 * posts `POST cart`; re-entering `updating` stops the previous post, whose signal aborts the request, so only
 * the latest answer is ever stored. A failure keeps no stale server totals (the panel shows the locally
 * computed ones) and the next change tries again.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    updateCart: fromPromise<OrderCart, CartRequest>(notProvided),
  },
  actions: {
    storeRequest: assign((_, request: CartRequest) => ({ request, orderCart: null, failure: null })),
    storeOrderCart: assign((_, orderCart: OrderCart) => ({ orderCart })),
    storeFailure: assign((_, error: unknown) => ({ failure: toFailure(error), orderCart: null })),
  },
}).createMachine({
  id: 'cart',
  type: 'parallel',
  context: { orderCart: null, request: null, failure: null },
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
      on: {
        'cart.changed': {
          target: '.updating',
          reenter: true,
          actions: { type: 'storeRequest', params: ({ event }) => event.request },
        },
      },
      states: {
        /** nothing posted yet: the locally computed totals show */
        idle: {},
        updating: {
          tags: ['pending'],
          invoke: {
            id: 'updateCart',
            src: 'updateCart',
            input: ({ context }) => context.request!,
            onDone: { target: 'synced', actions: { type: 'storeOrderCart', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        synced: {},
        /** the server total could not be refreshed: local totals and a note; the next change retries */
        failed: {},
      },
    },
  },
});

export type CartActor = ActorRefFrom<typeof cartMachine>;
export type CartSnapshot = SnapshotFrom<typeof cartMachine>;
