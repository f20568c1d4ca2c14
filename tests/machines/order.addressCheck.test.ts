import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { OrderActor } from '../../machines/order.machine.ts';
import { emptyOrderForm } from '../../machines/order/form.ts';
import { httpError, startOrder, talPlan } from './support.ts';

const berlin = { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE', areaCode: '030' };
const completed = { type: 'addressCheck.completed' as const, address: berlin, bandwidth: 1000, planCode: 'TALPRIV100', navigationStep: null };
const settled = (actor: OrderActor) => waitFor(actor, (state) => state.matches('ready') && !state.hasTag('pending'));

describe('the root machine and the address check (spec sections 2, 4, 8)', () => {
  it('412: not dismissable; the completed check stores the address, shows the updating mode while the plan loads, then closes', async () => {
    let checked = false;
    const { actor, calls } = startOrder('/plans/TALPRIV100/', {
      loadPlan: async () => {
        if (!checked) throw httpError(412);
        return talPlan;
      },
    });
    await waitFor(actor, (state) => state.matches({ ready: { modal: { addressCheck: 'onlyApc' } } }));
    actor.send({ type: 'addressCheck.dismissed' });
    expect(actor.getSnapshot().matches({ ready: { modal: 'addressCheck' } })).toBe(true);
    checked = true;
    actor.send(completed);
    expect(actor.getSnapshot().matches({ ready: { modal: { addressCheck: 'loading' }, page: { plan: 'loading' } } })).toBe(true);
    expect(actor.getSnapshot().context.form.customer.connectionAddress).toEqual({
      street: 'Friedrichstraße',
      houseNumber: '123',
      postalCode: '10117',
      region: 'Berlin',
      country: 'DE',
      isApiValid: true,
    });
    expect(actor.getSnapshot().context.form.bandwidth).toBe(1000);
    await settled(actor);
    expect(actor.getSnapshot().matches({ ready: { modal: 'closed', page: { plan: { flow: 'product' } } } })).toBe(true);
    expect(calls.loadPlan).toHaveLength(2);
  });

  it('from the flow: opened by a "change", dismissable once an address is verified, closed by a new one', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/product/');
    await settled(actor);
    actor.send({ type: 'addressCheck.requested' });
    actor.send({ type: 'addressCheck.dismissed' });
    expect(actor.getSnapshot().matches({ ready: { modal: 'addressCheck' } })).toBe(true);
    actor.send(completed);
    expect(actor.getSnapshot().matches({ ready: { modal: 'closed', page: { plan: { flow: 'product' } } } })).toBe(true);
    actor.send({ type: 'addressCheck.requested' });
    actor.send({ type: 'addressCheck.dismissed' });
    expect(actor.getSnapshot().matches({ ready: { modal: 'closed' } })).toBe(true);
  });

  it('content modes follow the quote status: apcAndQuote, and onlyQuote once an address is verified', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/product/?quote=1');
    await settled(actor);
    actor.send({ type: 'addressCheck.requested' });
    expect(actor.getSnapshot().matches({ ready: { modal: { addressCheck: 'apcAndQuote' } } })).toBe(true);
    actor.send(completed);
    actor.send({ type: 'addressCheck.requested' });
    expect(actor.getSnapshot().matches({ ready: { modal: { addressCheck: 'onlyQuote' } } })).toBe(true);
  });

  it('on reload without a stored address, GET order brings back orderAddress and bandwidth', async () => {
    let asked = 0;
    const { actor } = startOrder('/plans/TALPRIV100/product/', {
      loadOrderAddress: async () => {
        asked += 1;
        return { orderAddress: { street: 'Königsallee', houseNumber: '60', zipCode: '40212', city: 'Düsseldorf', country: 'DE' }, bandwidth: 500 };
      },
    });
    await settled(actor);
    expect(asked).toBe(1);
    expect(actor.getSnapshot().context.form.customer.connectionAddress).toMatchObject({ street: 'Königsallee', postalCode: '40212', isApiValid: true });
    expect(actor.getSnapshot().context.form.bandwidth).toBe(500);
  });

  it('does not ask GET order when the stored form has the verified address, nor on the plan list', async () => {
    let asked = 0;
    const form = emptyOrderForm();
    form.customer.connectionAddress = { street: 'Marienplatz', houseNumber: '8', postalCode: '80331', region: 'München', country: 'DE', isApiValid: true };
    const restored = { form, flow: { highestStep: null, cameFromPlanList: false, skippedSteps: [] }, planCode: 'TALPRIV100', partner: startOrder('/').actor.getSnapshot().context.partner };
    const loadOrderAddress = async () => (asked += 1, {});
    await settled(startOrder('/plans/TALPRIV100/product/', { loadOrderAddress }, { restored }).actor);
    await settled(startOrder('/', { loadOrderAddress }).actor);
    expect(asked).toBe(0);
  });
});
