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

  it('makes one order for two concurrent requests with one key: the second waits and answers the same transactionId', async () => {
    const visitor = await arrive();
    const [first, second] = await Promise.all([
      visitor.post('/api/orders', order, { 'Idempotency-Key': 'concurrent' }),
      visitor.post('/api/orders', order, { 'Idempotency-Key': 'concurrent' }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = [await first.json(), await second.json()];
    expect(b.transactionId).toBe(a.transactionId);
    expect((await (await visitor.app.request('/api/_demo/orders')).json()).data).toHaveLength(1);
  });

  it('takes the same body with its keys in another order as the same body', async () => {
    const visitor = await arrive();
    const first = await (await visitor.post('/api/orders', order, { 'Idempotency-Key': 'canonical' })).json();
    const reordered = Object.fromEntries(Object.entries(order).reverse());
    const again = await visitor.post('/api/orders', reordered, { 'Idempotency-Key': 'canonical' });
    expect(await again.json()).toEqual(first);
  });

  it('answers 422 to the same key with another body, and makes no second order', async () => {
    const visitor = await arrive();
    await visitor.post('/api/orders', order, { 'Idempotency-Key': 'one-body' });
    const changed = await visitor.post('/api/orders', { ...order, contact: { email: 'other@example.org' } }, { 'Idempotency-Key': 'one-body' });
    expect(changed.status).toBe(422);
    expect(await changed.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_BODY', message: expect.stringContaining('another order body') });
    expect((await (await visitor.app.request('/api/_demo/orders')).json()).data).toHaveLength(1);
  });

  it('answers the key from a new session of the visitor (a renewal, a second tab) with the order placed under it (issue 48)', async () => {
    const visitor = await arrive();
    const first = await (await visitor.post('/api/orders', order, { 'Idempotency-Key': 'mine' })).json();
    const renewed = await arrive(visitor.app);
    const again = await renewed.post('/api/orders', order, { 'Idempotency-Key': 'mine' });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    expect((await (await visitor.app.request('/api/_demo/orders')).json()).data).toHaveLength(1);
  });

  it("tells a key's fate: the order's answer again from any session, null for a key with no order (GET orders/by-key/{key})", async () => {
    const visitor = await arrive();
    const first = await (await visitor.post('/api/orders', order, { 'Idempotency-Key': 'lost-answer' })).json();
    const renewed = await arrive(visitor.app);
    const found = await renewed.get('/api/orders/by-key/lost-answer');
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ data: first });
    const none = await renewed.get('/api/orders/by-key/never-sent');
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ data: null });
  });

  it("finds an order whose own answer is still on its way (answerDelayMs: placed at once, answered later)", async () => {
    const visitor = await arrive();
    const fault = { path: 'orders', method: 'POST', answerDelayMs: 400 };
    expect((await visitor.app.request('/api/_demo/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) })).status).toBe(201);
    let answered = false;
    const placing = Promise.resolve(visitor.post('/api/orders', order, { 'Idempotency-Key': 'on-its-way' })).then((response) => ((answered = true), response));
    let found: { data: unknown } = { data: null };
    for (let tries = 0; tries < 40 && found.data === null; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      found = await (await visitor.get('/api/orders/by-key/on-its-way')).json();
    }
    expect(answered).toBe(false);
    expect(found.data).toEqual(await (await placing).json());
  });

  it('frees the key of a refused body (no order made): the corrected body goes under it', async () => {
    const visitor = await arrive();
    const { orderAddress: _address, ...withoutAddress } = order;
    expect((await visitor.post('/api/orders', withoutAddress, { 'Idempotency-Key': 'corrected' })).status).toBe(400);
    expect((await visitor.post('/api/orders', order, { 'Idempotency-Key': 'corrected' })).status).toBe(201);
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
