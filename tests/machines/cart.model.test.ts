import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { cartMachine, type CartEvent, type CartSnapshot } from '../../machines/cart.machine.ts';
import { assertState, type StateAssertions } from './modelHarness.ts';
import { carriesVoucherDiscount } from '../../src/domain/voucher.ts';
import { cartRequest, cartRequestWithVoucher, orderCartFor, orderCartWithVoucher } from './cartSupport.ts';

type GraphEvent = CartEvent | { type: 'xstate.done.actor.updateCart'; output: unknown } | { type: 'xstate.error.actor.updateCart'; error: unknown };

const answered = orderCartFor(cartRequest([3112]));
const withVoucher = orderCartWithVoucher(cartRequestWithVoucher([3112], 'WELCOME10'), 'WELCOME10');
const events: GraphEvent[] = [
  { type: 'cart.changed', request: cartRequest([3112]) },
  { type: 'cart.changed', request: cartRequestWithVoucher([3112], 'WELCOME10') },
  { type: 'xstate.done.actor.updateCart', output: withVoucher },
  { type: 'cart.opened' },
  { type: 'cart.closed' },
  { type: 'xstate.done.actor.updateCart', output: answered },
  { type: 'xstate.error.actor.updateCart', error: Object.assign(new Error('HTTP 503'), { status: 503 }) },
];

const assertions: StateAssertions<CartSnapshot> = {
  'panel.closed': (s) => expect(s.can({ type: 'cart.opened' })).toBe(true),
  'panel.open': (s) => expect(s.can({ type: 'cart.closed' })).toBe(true),
  'totals.idle': (s) => expect(s.context.request).toBeNull(),
  'totals.updating': (s) => {
    expect(s.hasTag('pending')).toBe(true);
    expect(s.context.orderCart).toBeNull();
  },
  'totals.synced': (s) => expect([answered, withVoucher]).toContainEqual(s.context.orderCart),
  'totals.failed': (s) => {
    expect(s.context.failure?.status).toBe(503);
    expect(s.context.orderCart).toBeNull();
  },
};

const paths = getShortestPaths(cartMachine, {
  events: events as CartEvent[],
  // the voucher discount carried by the stored answer is a distinct state of the model (it was reported)
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.request?.voucherCode ?? null, carried(snapshot)]),
});

function carried(snapshot: CartSnapshot): boolean {
  const { orderCart, request } = snapshot.context;
  return orderCart !== null && carriesVoucherDiscount(orderCart, request?.voucherCode ?? '');
}

describe('cart machine paths (xstate/graph)', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached.size).toBe(8);
    // synced with and without the voucher's discount, panel open or closed
    expect(paths.filter((path) => carried(path.state))).toHaveLength(2);
  });

  const describePath = (path: (typeof paths)[number]) =>
    `reaches ${JSON.stringify(path.state.value)} via ${path.steps.map((step) => step.event.type).join(' > ') || 'start'}`;
  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const pending: Array<{ resolve: (value: unknown) => void; reject: (error: unknown) => void }> = [];
    const updateCart: AnyActorLogic = fromPromise(() => new Promise((resolve, reject) => pending.push({ resolve, reject })));
    const actor = createActor(cartMachine.provide({ actors: { updateCart } as never }));
    const synced: string[] = [];
    actor.on('voucher.synced', ({ code }) => synced.push(code));
    actor.start();
    for (const step of path.steps) {
      const event = step.event as GraphEvent;
      if (event.type === 'xstate.done.actor.updateCart') pending.at(-1)!.resolve(event.output);
      else if (event.type === 'xstate.error.actor.updateCart') pending.at(-1)!.reject(event.error);
      else if (!event.type.startsWith('xstate.')) actor.send(event as CartEvent);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    // an answer carrying the voucher's discount was reported to the root, and no other answer was
    expect(synced.length > 0).toBe(carried(actor.getSnapshot()));
    if (carried(actor.getSnapshot())) expect(synced.at(-1)).toBe('WELCOME10');
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    // the panel follows its own two events only: no change of the totals opens or closes it
    const panelEvents = path.steps.map((step) => step.event.type).filter((type) => type === 'cart.opened' || type === 'cart.closed');
    expect(actor.getSnapshot().matches({ panel: panelEvents.at(-1) === 'cart.opened' ? 'open' : 'closed' })).toBe(true);
    assertState(actor.getSnapshot(), assertions);
  });
});
