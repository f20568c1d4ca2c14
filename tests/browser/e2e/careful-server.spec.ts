import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/*
 * The demo API's rules of a careful server (issue 41 items 5 and 7; demo/api/README.md "Limits and rules"), on the
 * production preview build as it is served: each test makes its own sessions (a session is a cookie jar), so no test
 * leans on another's state or order.
 */

interface Session {
  get: (path: string, headers?: Record<string, string>) => ReturnType<APIRequestContext['get']>;
  post: (path: string, data: unknown, headers?: Record<string, string>) => ReturnType<APIRequestContext['post']>;
  put: (path: string, data: unknown) => ReturnType<APIRequestContext['put']>;
}

/** Every request context a test opened, disposed after it. */
const opened: APIRequestContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((api) => api.dispose()));
});

/** A visitor as the element is one: `GET auth` first (session and XSRF cookies), then each call echoes XSRF-TOKEN. */
async function arrive(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string): Promise<Session> {
  const api = await playwright.request.newContext({ baseURL });
  opened.push(api);
  expect((await api.get('/api/auth')).ok()).toBe(true);
  const xsrf = async () => decodeURIComponent((await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
  const headers = async (extra: Record<string, string> = {}) => ({ 'X-XSRF-TOKEN': await xsrf(), ...extra });
  return {
    get: async (path, extra) => api.get(path, { headers: await headers(extra) }),
    post: async (path, data, extra) => api.post(path, { data, headers: await headers(extra) }),
    put: async (path, data) => api.put(path, { data, headers: await headers() }),
  };
}

const baseUrlOf = () => String(test.info().project.use.baseURL);

const plan = { id: 3001, code: 'VOIPPRIV', name: 'Festnetz Home', quantity: 1, value: 9.99, category: 'VOIP' };
/** A valid private VoIP order (tests/demo/api/routes/orders.test.ts), for an e-mail of its own. */
const orderFor = (email: string) => ({
  order: { addons: [], plan },
  customer: { salutation: 'Mrs', firstName: 'Jana', lastName: 'Weiß' },
  contact: { email },
  orderAddress: { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE' },
  password: 'Geheim-2026',
});
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

interface DemoOrder {
  transactionId: string;
  idempotencyKey: string;
}

test('two concurrent POST orders with one key and one body answer one transactionId and make one order', async ({ playwright }) => {
  const visitor = await arrive(playwright, baseUrlOf());
  const key = crypto.randomUUID();
  const order = orderFor(uniqueEmail('concurrent'));
  const [first, second] = await Promise.all([visitor.post('/api/orders', order, { 'Idempotency-Key': key }), visitor.post('/api/orders', order, { 'Idempotency-Key': key })]);
  expect([first.status(), second.status()]).toEqual([201, 201]);
  const { transactionId } = (await first.json()) as { transactionId: string };
  expect(transactionId).toMatch(/^NT-/);
  expect(((await second.json()) as { transactionId: string }).transactionId).toBe(transactionId);
  const { data } = (await (await visitor.get('/api/_demo/orders')).json()) as { data: DemoOrder[] };
  expect(data.filter((kept) => kept.transactionId === transactionId)).toHaveLength(1);
  expect(data.filter((kept) => kept.idempotencyKey === key)).toHaveLength(1);
});

test('a key answers 422 to another body; from another session of the visitor the same order, and its fate by key', async ({ playwright }) => {
  const visitor = await arrive(playwright, baseUrlOf());
  const renewed = await arrive(playwright, baseUrlOf());
  const key = crypto.randomUUID();
  const order = orderFor(uniqueEmail('one-key'));
  const first = await visitor.post('/api/orders', order, { 'Idempotency-Key': key });
  expect(first.status()).toBe(201);
  const placed = await first.json();
  const otherBody = await visitor.post('/api/orders', { ...order, contact: { email: uniqueEmail('changed') } }, { 'Idempotency-Key': key });
  expect(otherBody.status()).toBe(422);
  expect(await otherBody.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_BODY' });
  const again = await renewed.post('/api/orders', order, { 'Idempotency-Key': key });
  expect(again.status()).toBe(201);
  expect(await again.json()).toEqual(placed);
  expect(await (await renewed.get(`/api/orders/by-key/${key}`)).json()).toEqual({ data: placed });
  expect(await (await renewed.get(`/api/orders/by-key/${crypto.randomUUID()}`)).json()).toEqual({ data: null });
});

test('a body over the size limit answers 413 with a JSON message, a field over its length 400', async ({ playwright }) => {
  const visitor = await arrive(playwright, baseUrlOf());
  const tooLarge = await visitor.put('/api/order', { comment: 'x'.repeat(70 * 1024) });
  expect(tooLarge.status()).toBe(413);
  expect(tooLarge.headers()['content-type']).toMatch(/application\/json/);
  expect(await tooLarge.json()).toEqual({ message: expect.stringMatching(/too large/i), maximum: 64 * 1024 });

  const longStreet = await visitor.put('/api/order', { orderAddress: { street: 'S'.repeat(41), houseNumber: '1', zipCode: '10117', city: 'Berlin', country: 'DE' } });
  expect(longStreet.status()).toBe(400);
  expect(await longStreet.json()).toMatchObject({ message: 'Invalid request', issues: [{ path: ['orderAddress', 'street'], code: 'too_big', maximum: 40 }] });
});

test('a voucher check with a huge cart add-on index answers 400', async ({ playwright }) => {
  const visitor = await arrive(playwright, baseUrlOf());
  const answer = await visitor.get('/api/plans/1001/vouchers?voucherCode=FIX5&cartAddons[4294967294][id]=1');
  expect(answer.status()).toBe(400);
});

test('no answer of PUT order or GET order carries the saved password', async ({ playwright }) => {
  const visitor = await arrive(playwright, baseUrlOf());
  const password = `Geheim-${crypto.randomUUID().slice(0, 8)}`;
  const saved = await visitor.put('/api/order', { password, technicianTimeSlot: 'morning' });
  expect(saved.status()).toBe(200);
  const answers = [await saved.text()];
  for (const path of ['/api/order', '/api/order?fields=password', '/api/order?fields=password,technicianTimeSlot']) {
    const answer = await visitor.get(path);
    expect(answer.status(), path).toBe(200);
    answers.push(await answer.text());
  }
  for (const text of answers) {
    expect(text).not.toContain(password);
    expect(text).not.toContain('password');
  }
  expect(answers[1]).toContain('morning');
});

test("a plan link is not found by its plan in another session, but opened there by its hash in the page's Referer (the call has no query), without the e-mail", async ({ playwright }) => {
  const baseURL = baseUrlOf();
  const saver = await arrive(playwright, baseURL);
  const other = await arrive(playwright, baseURL);
  const email = uniqueEmail('plan-link');
  const created = await saver.post('/api/plan-links', { plan_code: 'voipbiz', email, config: [{ id: 3241, quantity: 5, name: 'IP-Telefon' }] });
  expect(created.status()).toBe(201);
  const { data: link } = (await created.json()) as { data: { hash: string; email: string } };
  expect(link.email).toBe(email);
  expect(((await (await saver.get('/api/plan-links/VOIPBIZ')).json()) as { data: unknown }).data).toEqual(link);

  const byPlan = await other.get('/api/plan-links/VOIPBIZ');
  expect(byPlan.status()).toBe(404);
  expect(await byPlan.text()).not.toContain(email);

  // the spec's call has no query: the link's hash comes from the page in the Referer alone
  expect((await other.get(`/api/plan-links/VOIPBIZ?hash=${link.hash}`)).status()).toBe(404);

  const byReferer = await other.get('/api/plan-links/VOIPBIZ', { Referer: `${baseURL}/plans/VOIPBIZ/product/?plan_link=${link.hash}` });
  expect(byReferer.status()).toBe(200);
  expect(await byReferer.json()).toEqual({ data: { ...link, email: '' } });
});

test('the developer endpoints answer 403 to a request relayed by a proxy (X-Forwarded-For)', async ({ playwright }) => {
  const visitor = await arrive(playwright, baseUrlOf());
  expect((await visitor.get('/api/_demo/orders')).status()).toBe(200);
  const relayed = await visitor.get('/api/_demo/orders', { 'X-Forwarded-For': '203.0.113.7' });
  expect(relayed.status()).toBe(403);
  expect(await relayed.json()).toMatchObject({ message: expect.stringMatching(/loopback/) });
});
