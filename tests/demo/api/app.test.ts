import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { createDemoApp } from '../../../demo/api/app.ts';
import { pathMatches } from '../../../demo/api/state.ts';

async function arrive(app = createDemoApp({ developerEndpoints: 'inProcess' })) {
  const first = await app.request('/api/auth');
  const cookies = first.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const xsrf = decodeURIComponent(cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
  const cookie = cookies.join('; ');
  return { app, cookie, xsrf };
}

const json = { 'content-type': 'application/json' };

describe('session and XSRF', () => {
  it('sets the session and XSRF cookies on the first answer', async () => {
    const response = await createDemoApp({ developerEndpoints: 'inProcess' }).request('/api/providers');
    const names = response.headers.getSetCookie().map((line) => line.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['demo_session', 'XSRF-TOKEN']));
  });

  it('rejects a PUT without the X-XSRF-TOKEN header', async () => {
    const { app, cookie } = await arrive();
    const response = await app.request('/api/order', { method: 'PUT', headers: { ...json, cookie }, body: '{}' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'XSRF' });
  });

  it('rejects a header that does not match the session', async () => {
    const { app, cookie } = await arrive();
    const response = await app.request('/api/order', { method: 'PUT', headers: { ...json, cookie, 'x-xsrf-token': 'guessed' }, body: '{}' });
    expect(response.status).toBe(403);
  });

  it('accepts a PUT with the header', async () => {
    const { app, cookie, xsrf } = await arrive();
    const response = await app.request('/api/order', { method: 'PUT', headers: { ...json, cookie, 'x-xsrf-token': xsrf }, body: '{"technicianTimeSlot":"morning"}' });
    expect(response.status).toBe(200);
  });

  it('lets POST auth with a bearer token through without XSRF (a browser never sends one on its own)', async () => {
    const response = await createDemoApp({ developerEndpoints: 'inProcess' }).request('/api/auth', { method: 'POST', headers: { Authorization: 'Bearer demo-customer-portal' } });
    expect(await response.json()).toMatchObject({ isCustomerPortal: true, parentCustomerId: '4711001' });
  });
});

describe('bad requests', () => {
  it('answers 400 with the issues of the schema', async () => {
    const { app, cookie, xsrf } = await arrive();
    const response = await app.request('/api/apc/check', { method: 'POST', headers: { ...json, cookie, 'x-xsrf-token': xsrf }, body: JSON.stringify({ address: { street: ' ' } }) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; issues: Array<{ path: unknown[] }> };
    expect(body.message).toBe('Invalid request');
    expect(body.issues.map((issue) => issue.path.join('.'))).toEqual(expect.arrayContaining(['address.street', 'options']));
  });

  it('answers 400 for a plan request without lang', async () => {
    const { app, cookie } = await arrive();
    expect((await app.request('/api/plans/SIPB', { headers: { cookie } })).status).toBe(400);
  });

  it('answers 404 with a JSON message for an unknown route', async () => {
    const response = await createDemoApp({ developerEndpoints: 'inProcess' }).request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: expect.stringContaining('/api/nothing-here') });
  });

  it('requires the Idempotency-Key of POST orders', async () => {
    const { app, cookie, xsrf } = await arrive();
    const response = await app.request('/api/orders', { method: 'POST', headers: { ...json, cookie, 'x-xsrf-token': xsrf }, body: '{}' });
    expect(response.status).toBe(400);
  });
});

describe('the fault endpoint', () => {
  it('answers the next N matching calls with the status, then normally', async () => {
    const app = createDemoApp({ developerEndpoints: 'inProcess' });
    const created = await app.request('/api/_demo/faults', { method: 'POST', headers: json, body: JSON.stringify({ path: 'providers', status: 503, times: 2 }) });
    expect(created.status).toBe(201);
    expect((await app.request('/api/plan-classes')).status).toBe(200);
    expect((await app.request('/api/providers')).status).toBe(503);
    expect((await app.request('/api/providers')).status).toBe(503);
    expect((await app.request('/api/providers')).status).toBe(200);
  });

  it('matches by method and by pattern', async () => {
    const app = createDemoApp({ developerEndpoints: 'inProcess' });
    await app.request('/api/_demo/faults', { method: 'POST', headers: json, body: JSON.stringify({ path: 'plans/*/vouchers', method: 'GET', status: 500 }) });
    expect((await app.request('/api/plans/SIPB?lang=de')).status).toBe(200);
    expect((await app.request('/api/plans/1001/vouchers?voucherCode=FIX5')).status).toBe(500);
    expect(pathMatches('plans/*', '/api/plans/EBAT')).toBe(true);
    expect(pathMatches('order', '/api/orders')).toBe(true);
  });

  it('delays a call', async () => {
    const app = createDemoApp({ developerEndpoints: 'inProcess' });
    await app.request('/api/_demo/faults', { method: 'POST', headers: json, body: JSON.stringify({ path: 'providers', delayMs: 150 }) });
    const started = Date.now();
    expect((await app.request('/api/providers')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('ends a delayed call at the network level when the demo is reset while it waits, without a new session cookie', async () => {
    const app = createDemoApp({ developerEndpoints: 'inProcess' });
    await app.request('/api/_demo/faults', { method: 'POST', headers: json, body: JSON.stringify({ path: 'providers', delayMs: 150 }) });
    const delayed = app.request('/api/providers');
    await app.request('/api/_demo/reset', { method: 'POST' });
    const answer = await delayed;
    expect(answer.type).toBe('error');
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('fails at the network level', async () => {
    const app = createDemoApp({ developerEndpoints: 'inProcess' });
    await app.request('/api/_demo/faults', { method: 'POST', headers: json, body: JSON.stringify({ path: 'providers', network: true }) });
    expect((await app.request('/api/providers')).type).toBe('error');
  });

  it('handles the call, then drops its answer (dropAnswer): the work is done, the page hears nothing (issue 48)', async () => {
    const app = createDemoApp({ developerEndpoints: 'inProcess' });
    const { cookie, xsrf } = await arrive(app);
    await app.request('/api/_demo/faults', { method: 'POST', headers: json, body: JSON.stringify({ path: 'order', method: 'PUT', dropAnswer: true }) });
    const dropped = await app.request('/api/order', { method: 'PUT', headers: { ...json, cookie, 'X-XSRF-TOKEN': xsrf }, body: JSON.stringify({ technicianTimeSlot: 'morning' }) });
    expect(dropped.type).toBe('error');
    const saved = await app.request('/api/order', { headers: { cookie } });
    expect(await saved.json()).toEqual({ data: { technicianTimeSlot: 'morning' } });
  });

  it('answers malformed JSON', async () => {
    const app = createDemoApp({ developerEndpoints: 'inProcess' });
    await app.request('/api/_demo/faults', { method: 'POST', headers: json, body: JSON.stringify({ path: 'providers', malformed: true }) });
    await expect((await app.request('/api/providers')).json()).rejects.toThrow();
  });

  it('rejects a fault without a path', async () => {
    const response = await createDemoApp({ developerEndpoints: 'inProcess' }).request('/api/_demo/faults', { method: 'POST', headers: json, body: JSON.stringify({ status: 500 }) });
    expect(response.status).toBe(400);
  });

  it('is cleared by reset, with the orders and sessions', async () => {
    const app = createDemoApp({ developerEndpoints: 'inProcess' });
    await app.request('/api/_demo/faults', { method: 'POST', headers: json, body: JSON.stringify({ path: 'providers', status: 500 }) });
    expect((await app.request('/api/_demo/reset', { method: 'POST' })).status).toBe(200);
    expect((await app.request('/api/providers')).status).toBe(200);
    expect(await (await app.request('/api/_demo/orders')).json()).toEqual({ data: [] });
  });
});

describe('PDFs', () => {
  it('makes the contract summary in every language, with a customer name in Unicode', async () => {
    const { app, cookie, xsrf } = await arrive();
    await app.request('/api/order', {
      method: 'PUT',
      headers: { ...json, cookie, 'x-xsrf-token': xsrf },
      body: JSON.stringify({ customer: { salutation: 'Mr', firstName: 'Łukasz', lastName: 'Groß' }, order: { addons: [{ id: 3112, quantity: 1, name: 'EU', value: 4.99 }], plan: { id: 3001, code: 'VOIPPRIV', name: 'Festnetz Home', quantity: 1, value: 9.99, category: 'VOIP' } } }),
    });
    for (const lang of ['de', 'en', 'nl', 'fr']) {
      const response = await app.request(`/api/contract-summary?lang=${lang}`, { headers: { cookie } });
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
      expect(pdf.getPageCount()).toBe(1);
    }
  });

  it("saves a quote's configuration under the quote hash, which another browser opens by that hash (GET plan-links/{planCode})", async () => {
    const app = createDemoApp({ developerEndpoints: 'inProcess' });
    const agent = await arrive(app);
    const order = {
      addons: [{ id: 3241, quantity: 5, name: 'IP-Telefon Yealink T54W', value: 0 }],
      plan: { id: 3101, code: 'VOIPBIZ', name: 'Business VoIP', quantity: 1, value: 29.9, category: 'VOIP' },
    };
    const quote = await app.request('/api/quotes', {
      method: 'POST',
      headers: { ...json, cookie: agent.cookie, 'x-xsrf-token': agent.xsrf },
      body: JSON.stringify({ order, lang: 'de', customer: { salutation: 'Company', companyName: 'Hafenblick KG', firstName: 'Jana', lastName: 'Weiß' } }),
    });
    expect(quote.status).toBe(200);
    const pdf = await PDFDocument.load(new Uint8Array(await quote.arrayBuffer()));
    const hash = /(\w+)$/.exec(pdf.getTitle() ?? '')![1]!;

    const other = await arrive(app);
    expect((await app.request('/api/plan-links/voipbiz', { headers: { cookie: other.cookie } })).status).toBe(404);
    // the PDF's address is the page that asks: the demo reads the hash from its Referer (the call has no query)
    const page = `http://demo.test/plans/VOIPBIZ/product/?quote=1&quote_hash=${hash}`;
    const link = await (await app.request('/api/plan-links/voipbiz', { headers: { cookie: other.cookie, Referer: page } })).json();
    expect(link.data).toMatchObject({
      hash,
      plan_code: 'VOIPBIZ',
      url: `/plans/VOIPBIZ/product/?quote=1&quote_hash=${hash}`,
      config: [{ id: 3241, quantity: 5, name: 'IP-Telefon Yealink T54W' }],
    });
  });

  it('uses the injected font loader', async () => {
    let loaded = 0;
    const { readFile } = await import('node:fs/promises');
    const app = createDemoApp({
      loadFont: async () => {
        loaded++;
        return new Uint8Array(await readFile('node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
      },
    });
    const response = await app.request('/api/contract-summary?lang=de');
    expect(response.status).toBe(200);
    expect(loaded).toBe(1);
  });
});
