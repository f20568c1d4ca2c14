import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { orderMachine, type OrderEvent, type OrderSnapshot } from '../../machines/order.machine.ts';
import { hasPaymentData } from '../../src/domain/paymentData.ts';
import { events as orderEvents, input, replayable, serializeState } from './orderModel.ts';

/*
 * The root machine's paths through the flow with the bank details removed after a time without activity (DESIGN.md,
 * "Data at rest") at any point, and typed again: the flow's events of the shared model, and the two of this rule.
 */
const flowEvents = orderEvents.filter(
  (event) => event.type.startsWith('xstate.done.actor.') || ['field.changed', 'liveValidation.completed', 'step.next', 'step.back'].includes(event.type),
);
const events = [
  ...flowEvents,
  { type: 'paymentData.expired' },
  { type: 'field.changed', section: 'customer', path: 'accountNumber', value: 'DE89 3704 0044 0532 0130 00' },
] as OrderEvent[];

const serialize = (snapshot: OrderSnapshot) => {
  const { form } = snapshot.context;
  return `${serializeState(snapshot)}|${form.paymentDataRemoved}|${hasPaymentData(form.customer)}`;
};

const paths = getShortestPaths(orderMachine, { input, events, serializeState: (snapshot) => serialize(snapshot as OrderSnapshot) });

describe('the root order machine, the bank details removed and typed again, over its shortest paths', () => {
  it('reaches the removal on the customer step and on the steps after it', () => {
    const removedAt = new Set(paths.filter((path) => (path.state as OrderSnapshot).context.form.paymentDataRemoved).map((path) => JSON.stringify(path.state.value)));
    for (const step of ['customer', 'account', 'confirm']) expect([...removedAt].some((value) => value.includes(`"${step}"`))).toBe(true);
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' > '), path] as const))('%s', (_, path) => {
    const actor = createActor(replayable, { input });
    actor.start();
    for (const { event } of path.steps) {
      const before = actor.getSnapshot().context;
      actor.send(event);
      const { form } = actor.getSnapshot().context;
      // while the request shows, no bank detail is in the form; the rest of the form never changes with the removal
      if (form.paymentDataRemoved) expect(hasPaymentData(form.customer)).toBe(false);
      if (event.type === 'paymentData.expired') {
        expect(form.customer).toEqual({ ...before.form.customer, accountOwner: '', accountNumber: '', accountBIC: '', validIBAN: false });
        expect(form.paymentDataRemoved).toBe(before.form.paymentDataRemoved || hasPaymentData(before.form.customer));
      }
    }
    expect(serialize(actor.getSnapshot())).toBe(serialize(path.state as OrderSnapshot));
    actor.stop();
  });
});
