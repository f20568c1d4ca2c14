import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cartMachine } from '../../machines/cart.machine.ts';
import type { CartRequest } from '../../src/api/index.ts';
import type { OrderCart } from '../../src/domain/index.ts';
import { cartRequest, cartRequestWithVoucher, orderCartFor, orderCartWithVoucher } from './cartSupport.ts';

interface Pending {
  request: CartRequest;
  signal: AbortSignal;
  resolve: (cart: OrderCart) => void;
  reject: (error: unknown) => void;
}

/** The cart machine with a `POST cart` the test answers by hand, one call at a time. */
function startCart() {
  const calls: Pending[] = [];
  const updateCart = fromPromise<OrderCart, CartRequest>(
    ({ input, signal }) =>
      new Promise<OrderCart>((resolve, reject) => {
        calls.push({ request: input, signal, resolve, reject });
      }),
  );
  const actor = createActor(cartMachine.provide({ actors: { updateCart } }));
  actor.start();
  return { actor, calls };
}

describe('the server cart (spec sections 2, 4, 7)', () => {
  it('posts the cart on a change and stores the answer', async () => {
    const { actor, calls } = startCart();
    actor.send({ type: 'cart.changed', request: cartRequest([3112]) });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    calls[0]!.resolve(orderCartFor(calls[0]!.request));
    await waitFor(actor, (s) => s.matches({ totals: 'synced' }));
    expect(actor.getSnapshot().context.orderCart?.totals[0]?.monthly_cost).toBeCloseTo(10.99);
  });

  it('aborts the previous request on the next change and shows only the latest answer', async () => {
    const { actor, calls } = startCart();
    actor.send({ type: 'cart.changed', request: cartRequest([3112]) });
    actor.send({ type: 'cart.changed', request: cartRequest([3112, 3113]) });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    // the first answer arrives late: it is never shown
    calls[0]!.resolve(orderCartFor(calls[0]!.request));
    await Promise.resolve();
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(actor.getSnapshot().context.orderCart).toBeNull();
    calls[1]!.resolve(orderCartFor(calls[1]!.request));
    await waitFor(actor, (s) => s.matches({ totals: 'synced' }));
    expect(actor.getSnapshot().context.orderCart?.totals[0]?.label).toEqual({ de: 'Gesamt 2', en: 'Total 2' });
  });

  it('keeps no stale server totals while a request is pending', async () => {
    const { actor, calls } = startCart();
    actor.send({ type: 'cart.changed', request: cartRequest([]) });
    calls[0]!.resolve(orderCartFor(calls[0]!.request));
    await waitFor(actor, (s) => s.matches({ totals: 'synced' }));
    const answered = actor.getSnapshot().context.orderCart;
    actor.send({ type: 'cart.changed', request: cartRequest([3112]) });
    expect(actor.getSnapshot().context.orderCart).toBeNull();
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    // the last answer stays known, so the panel can tell whether its totals were shown (cartView)
    expect(actor.getSnapshot().context.lastOrderCart).toBe(answered);
  });

  it('records a failure, drops the server totals, and retries on the next change', async () => {
    const { actor, calls } = startCart();
    actor.send({ type: 'cart.changed', request: cartRequest([3112]) });
    calls[0]!.reject(Object.assign(new Error('HTTP 503'), { call: 'updateCart', status: 503 }));
    await waitFor(actor, (s) => s.matches({ totals: 'failed' }));
    expect(actor.getSnapshot().context.failure).toMatchObject({ call: 'updateCart', status: 503 });
    expect(actor.getSnapshot().context.orderCart).toBeNull();
    expect(actor.getSnapshot().context.lastOrderCart).toBeNull();
    actor.send({ type: 'cart.changed', request: cartRequest([3112, 3113]) });
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(orderCartFor(calls[1]!.request));
    await waitFor(actor, (s) => s.matches({ totals: 'synced' }));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('reports voucher.synced when the answer carries the voucher discount, and only then', async () => {
    const { actor, calls } = startCart();
    const synced: string[] = [];
    actor.on('voucher.synced', ({ code }) => synced.push(code));
    // a voucher posted but the answer applies no discount of it (e.g. the server has not taken it yet)
    actor.send({ type: 'cart.changed', request: cartRequestWithVoucher([3112], 'WELCOME10') });
    calls[0]!.resolve(orderCartFor(calls[0]!.request));
    await waitFor(actor, (s) => s.matches({ totals: 'synced' }));
    expect(synced).toEqual([]);
    // a discount item of another voucher does not count
    actor.send({ type: 'cart.changed', request: cartRequestWithVoucher([3112, 3113], 'WELCOME10') });
    calls[1]!.resolve(orderCartWithVoucher(calls[1]!.request, 'SOMMER20'));
    await waitFor(actor, (s) => s.matches({ totals: 'synced' }));
    expect(synced).toEqual([]);
    actor.send({ type: 'cart.changed', request: cartRequestWithVoucher([3112], 'welcome10') });
    calls[2]!.resolve(orderCartWithVoucher(calls[2]!.request, 'WELCOME10'));
    await waitFor(actor, (s) => s.matches({ totals: 'synced' }));
    expect(synced).toEqual(['welcome10']);
    expect(actor.getSnapshot().context.orderCart?.categories[0]?.items[0]?.type).toBe('discount');
  });

  it('a discount item without a voucher in the request (a free first item) is not a synced voucher', async () => {
    const { actor, calls } = startCart();
    const synced: string[] = [];
    actor.on('voucher.synced', ({ code }) => synced.push(code));
    actor.send({ type: 'cart.changed', request: cartRequest([3112]) });
    calls[0]!.resolve(orderCartWithVoucher(calls[0]!.request, 'WELCOME10'));
    await waitFor(actor, (s) => s.matches({ totals: 'synced' }));
    expect(synced).toEqual([]);
  });

  it('the same body again is not posted again, so a voucher marked synced does not post the cart in a loop', async () => {
    const { actor, calls } = startCart();
    actor.send({ type: 'cart.changed', request: cartRequestWithVoucher([3112], 'WELCOME10') });
    // the panel re-renders with an equal request while the first is in flight, and after it answered
    actor.send({ type: 'cart.changed', request: cartRequestWithVoucher([3112], 'WELCOME10') });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal.aborted).toBe(false);
    calls[0]!.resolve(orderCartWithVoucher(calls[0]!.request, 'WELCOME10'));
    await waitFor(actor, (s) => s.matches({ totals: 'synced' }));
    actor.send({ type: 'cart.changed', request: cartRequestWithVoucher([3112], 'WELCOME10') });
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().matches({ totals: 'synced' })).toBe(true);
  });

  it('a failed body is posted again when it comes again', async () => {
    const { actor, calls } = startCart();
    actor.send({ type: 'cart.changed', request: cartRequest([3112]) });
    calls[0]!.reject(new Error('HTTP 503'));
    await waitFor(actor, (s) => s.matches({ totals: 'failed' }));
    actor.send({ type: 'cart.changed', request: cartRequest([3112]) });
    expect(calls).toHaveLength(2);
  });

  it('an answer aborted by a newer change reports nothing', async () => {
    const { actor, calls } = startCart();
    const synced: string[] = [];
    actor.on('voucher.synced', ({ code }) => synced.push(code));
    actor.send({ type: 'cart.changed', request: cartRequestWithVoucher([3112], 'WELCOME10') });
    actor.send({ type: 'cart.changed', request: cartRequest([3112]) });
    calls[0]!.resolve(orderCartWithVoucher(calls[0]!.request, 'WELCOME10'));
    await Promise.resolve();
    expect(synced).toEqual([]);
  });

  it('opens and closes its panel independently of the totals', () => {
    const { actor } = startCart();
    actor.send({ type: 'cart.opened' });
    expect(actor.getSnapshot().matches({ panel: 'open', totals: 'idle' })).toBe(true);
    actor.send({ type: 'cart.closed' });
    expect(actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
  });

  it('keeps its panel open through every change of the totals: posting, answered, failed, posting again', async () => {
    const { actor, calls } = startCart();
    actor.send({ type: 'cart.opened' });
    const stillOpen = () => expect(actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
    actor.send({ type: 'cart.changed', request: cartRequest([3112]) });
    stillOpen();
    actor.send({ type: 'cart.changed', request: cartRequest([3112, 3113]) });
    stillOpen();
    calls[1]!.resolve(orderCartFor(calls[1]!.request));
    await waitFor(actor, (s) => s.matches({ totals: 'synced' }));
    stillOpen();
    actor.send({ type: 'cart.changed', request: cartRequest([]) });
    calls[2]!.reject(Object.assign(new Error('HTTP 503'), { status: 503 }));
    await waitFor(actor, (s) => s.matches({ totals: 'failed' }));
    stillOpen();
    actor.send({ type: 'cart.changed', request: cartRequest([3112]) });
    expect(actor.getSnapshot().matches({ panel: 'open', totals: 'updating' })).toBe(true);
  });
});
