import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { OrderSubmitted } from '../../machines/order.machine.ts';
import { addressOf as routeAddress } from '../../machines/routes.ts';
import { httpError, startOrder } from './support.ts';

const settled = (actor: ReturnType<typeof startOrder>['actor']) => waitFor(actor, (state) => !state.matches('booting') && !state.hasTag('pending'));
const addressOf = (actor: ReturnType<typeof startOrder>['actor']) => {
  const { route, search, basePath } = actor.getSnapshot().context;
  return routeAddress(route, search, basePath);
};

const purchase: OrderSubmitted['purchase'] = { transactionId: 'T-1', value: 29.99, currency: 'EUR', items: [{ id: 'VOIPPRIV', name: 'VoIP', price: 29.99, quantity: 1 }] };
const submitted = (extra: Partial<OrderSubmitted> = {}): OrderSubmitted & { type: 'order.submitted' } => ({
  type: 'order.submitted',
  transactionId: 'T-1',
  verification: null,
  thankYouTarget: 'thanks',
  purchase,
  changedSteps: [],
  ...extra,
});

async function atConfirm() {
  const started = startOrder('/plans/VOIPPRIV/customer/');
  await settled(started.actor);
  started.actor.send({ type: 'field.changed', section: 'customer', path: 'firstName', value: 'Jonas' });
  return started;
}

describe('the root machine after a submitted order (spec sections 2, 4)', () => {
  it("stores the order's key as the submission tells it, with the form (restored by a reload)", async () => {
    const { actor } = await atConfirm();
    actor.send({ type: 'submission.keyChanged', orderKey: { idempotencyKey: 'key-7', sections: { customer: 'c-7' }, fate: 'unknown' } });
    actor.send({ type: 'submission.keyChanged', orderKey: { idempotencyKey: 'key-7', sections: { customer: 'c-7' }, fate: 'none' } });
    expect(actor.getSnapshot().context.form.orderKey).toEqual({ idempotencyKey: 'key-7', sections: { customer: 'c-7' }, fate: 'none' });
  });

  it('stays on the thanks page with the changes it does not hold, instead of leaving for an external thank-you page', async () => {
    const { actor } = await atConfirm();
    const redirects: unknown[] = [];
    actor.on('redirect', (event) => redirects.push(event));
    actor.send(submitted({ thankYouTarget: 'externalThanks', changedSteps: ['customer'] }));
    expect(actor.getSnapshot().matches({ ready: { page: 'thanks' } })).toBe(true);
    expect(actor.getSnapshot().context.submitted?.changedSteps).toEqual(['customer']);
    expect(redirects).toEqual([]);
  });

  it('clears order, connection, cart and customer data, shows thanks with the transaction id and tells the host once', async () => {
    const { actor } = await atConfirm();
    const told: unknown[] = [];
    actor.on('order.submitted', (event) => told.push(event.purchase));
    actor.send({ type: 'submission.keyChanged', orderKey: { idempotencyKey: 'key-7', sections: { customer: 'c-7' }, fate: 'unknown' } });
    actor.send(submitted());
    const { context } = actor.getSnapshot();
    expect(addressOf(actor)).toBe('/plans/VOIPPRIV/thanks/');
    expect(actor.getSnapshot().matches({ ready: { page: 'thanks' } })).toBe(true);
    expect(context.submitted).toEqual({ transactionId: 'T-1', verification: null, changedSteps: [] });
    expect(context.form.customer.firstName).toBe('');
    expect(context.form.selectedCartAddons).toEqual([]);
    expect(context.form.orderKey).toBeNull();
    expect(context.flow.highestStep).toBeNull();
    expect(told).toEqual([purchase]);
  });

  it('goes to /nect when the answer asks for an identity verification', async () => {
    const { actor } = await atConfirm();
    actor.send(submitted({ verification: { type: 'nect', url: 'https://nect.example/s' } }));
    expect(addressOf(actor)).toBe('/nect');
    expect(actor.getSnapshot().context.submitted?.verification).toEqual({ type: 'nect', url: 'https://nect.example/s' });
  });

  it('sends relocation and ekp orders to the external thank-you page', async () => {
    const { actor } = await atConfirm();
    const redirects: string[] = [];
    actor.on('redirect', (event) => redirects.push(event.target));
    actor.send(submitted({ thankYouTarget: 'externalThanks' }));
    expect(redirects).toEqual(['externalThanks']);
    expect(addressOf(actor)).toBe('/plans/VOIPPRIV/thanks/');
  });

  it('a step save answered with ERR_BAD_REQUEST resets to product and keeps the failure to tell the user why', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/product/', {
      saveSection: async () => {
        throw httpError(400, 'saveOrder');
      },
    });
    await settled(actor);
    actor.send({ type: 'field.changed', section: 'connection', path: 'oldConnection', value: false });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(addressOf(actor)).toBe('/plans/TALPRIV100/product/');
    expect(actor.getSnapshot().context.apiError).toMatchObject({ status: 400 });
  });
});
