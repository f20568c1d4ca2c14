import { describe, expect, it } from 'vitest';
import { arrive } from '../visitor.ts';

const plan = { id: 3001, code: 'VOIPPRIV', name: 'Festnetz Home', quantity: 1, value: 9.99, category: 'VOIP' };
const order = {
  order: { addons: [], plan },
  customer: { salutation: 'Mrs', firstName: 'Jana', lastName: 'Weiß' },
  contact: { email: 'jana@example.org' },
  orderAddress: { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE' },
  password: 'Geheim-2026',
};

describe('orders (the final submit)', () => {
  it('answers a private VoIP order with a transaction id and the online identity check (nect)', async () => {
    const visitor = await arrive();
    const response = await visitor.post('/api/orders', order, { 'Idempotency-Key': 'first' });
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer).toEqual({ transactionId: expect.stringMatching(/^NT-\d{4}-000001$/), verificationType: 'nect', url: `https://nect.example/ident/${answer.transactionId}` });
  });

  it('answers a company without identity check', async () => {
    const visitor = await arrive();
    const company = { ...order, customer: { salutation: 'Company', companyName: 'Hafenblick KG' } };
    expect(await (await visitor.post('/api/orders', company, { 'Idempotency-Key': 'company' })).json()).toMatchObject({ verificationType: null, url: null });
  });

  it('answers the same key again with the first answer and keeps the order once', async () => {
    const visitor = await arrive();
    const first = await (await visitor.post('/api/orders', order, { 'Idempotency-Key': 'twice' })).json();
    const again = await visitor.post('/api/orders', order, { 'Idempotency-Key': 'twice' });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    const kept = await (await visitor.app.request('/api/_demo/orders')).json();
    expect(kept.data).toHaveLength(1);
  });

  it('keeps the order for GET /api/_demo/orders with the password masked, and empties the session order', async () => {
    const visitor = await arrive();
    await visitor.put('/api/order', { technicianTimeSlot: 'morning' });
    await visitor.post('/api/orders', order, { 'Idempotency-Key': 'masked' });
    const [kept] = (await (await visitor.app.request('/api/_demo/orders')).json()).data;
    expect(kept).toMatchObject({ idempotencyKey: 'masked', planCode: 'VOIPPRIV', body: { password: '********', customer: order.customer } });
    expect(await (await visitor.get('/api/order')).json()).toEqual({ data: {} });
  });

  it('rejects an unknown plan and an order without an address', async () => {
    const visitor = await arrive();
    const unknown = await visitor.post('/api/orders', { ...order, order: { addons: [], plan: { ...plan, code: 'NOPE' } } }, { 'Idempotency-Key': 'unknown' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ issues: [{ path: ['order', 'plan', 'code'], message: 'Unknown plan' }] });
    const { orderAddress: _address, ...withoutAddress } = order;
    expect((await visitor.post('/api/orders', withoutAddress, { 'Idempotency-Key': 'no-address' })).status).toBe(400);
  });
});
