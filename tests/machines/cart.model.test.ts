import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { cartMachine, type CartEvent, type CartSnapshot } from '../../machines/cart.machine.ts';
import { assertState, type StateAssertions } from './modelHarness.ts';
import { cartRequest, orderCartFor } from './cartSupport.ts';

type GraphEvent = CartEvent | { type: 'xstate.done.actor.updateCart'; output: unknown } | { type: 'xstate.error.actor.updateCart'; error: unknown };

const answered = orderCartFor(cartRequest([3112]));
const events: GraphEvent[] = [
  { type: 'cart.changed', request: cartRequest([3112]) },
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
  'totals.synced': (s) => expect(s.context.orderCart).toEqual(answered),
  'totals.failed': (s) => {
    expect(s.context.failure?.status).toBe(503);
    expect(s.context.orderCart).toBeNull();
  },
};

const paths = getShortestPaths(cartMachine, {
  events: events as CartEvent[],
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
});

describe('cart machine paths (xstate/graph)', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached.size).toBe(8);
  });

  const describePath = (path: (typeof paths)[number]) =>
    `reaches ${JSON.stringify(path.state.value)} via ${path.steps.map((step) => step.event.type).join(' > ') || 'start'}`;
  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const pending: Array<{ resolve: (value: unknown) => void; reject: (error: unknown) => void }> = [];
    const updateCart: AnyActorLogic = fromPromise(() => new Promise((resolve, reject) => pending.push({ resolve, reject })));
    const actor = createActor(cartMachine.provide({ actors: { updateCart } as never }));
    actor.start();
    for (const step of path.steps) {
      const event = step.event as GraphEvent;
      if (event.type === 'xstate.done.actor.updateCart') pending.at(-1)!.resolve(event.output);
      else if (event.type === 'xstate.error.actor.updateCart') pending.at(-1)!.reject(event.error);
      else if (!event.type.startsWith('xstate.')) actor.send(event as CartEvent);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    assertState(actor.getSnapshot(), assertions);
  });
});
