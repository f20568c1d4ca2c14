import { describe, expect, it } from 'vitest';
import { createDemoApp } from '../../../../demo/api/app.ts';
import { arrive } from '../visitor.ts';

const json = { 'content-type': 'application/json' };

describe('the developer endpoints (/api/_demo/)', () => {
  it('answers the health check without a session cookie', async () => {
    const response = await createDemoApp({ developerEndpoints: 'inProcess' }).request('/api/_demo/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('lists the pending faults with what is left of them, and forgets a fault once used up', async () => {
    const app = createDemoApp({ developerEndpoints: 'inProcess' });
    await app.request('/api/_demo/faults', { method: 'POST', headers: json, body: JSON.stringify([{ path: 'providers', status: 503, times: 2 }, { path: 'cart', network: true }]) });
    expect(await (await app.request('/api/_demo/faults')).json()).toEqual({
      data: [
        { id: 1, path: 'providers', status: 503, times: 2, remaining: 2 },
        { id: 2, path: 'cart', network: true, remaining: 1 },
      ],
    });
    await app.request('/api/providers');
    await app.request('/api/providers');
    expect(await (await app.request('/api/_demo/faults')).json()).toEqual({ data: [{ id: 2, path: 'cart', network: true, remaining: 1 }] });
  });

  it("gives a fault posted with ownSession to the poster's session's calls only, and any other to anyone", async () => {
    const app = createDemoApp({ developerEndpoints: 'inProcess' });
    const mine = await arrive(app);
    const theirs = await arrive(app);
    // posted with my cookie (as a test's page.request posts it, sharing its page's cookies)
    expect((await mine.post('/api/_demo/faults', { path: 'plan-classes', status: 503, ownSession: true })).status).toBe(201);
    expect((await theirs.get('/api/plan-classes')).status).toBe(200);
    expect((await mine.get('/api/plan-classes')).status).toBe(503);
    expect((await mine.get('/api/plan-classes')).status).toBe(200);
    // posted without a cookie, or with one but not ownSession: the first visitor to call takes it, whoever it is
    await app.request('/api/_demo/faults', { method: 'POST', headers: json, body: JSON.stringify({ path: 'plan-classes', status: 502 }) });
    expect((await theirs.get('/api/plan-classes')).status).toBe(502);
    expect((await mine.get('/api/plan-classes')).status).toBe(200);
    await mine.post('/api/_demo/faults', { path: 'plan-classes', status: 504 });
    expect((await theirs.get('/api/plan-classes')).status).toBe(504);
  });

  it("hands an ended session's faults to the session auth renews it with: the same visitor still takes them", async () => {
    const app = createDemoApp({ developerEndpoints: 'inProcess' });
    const visitor = await arrive(app);
    await visitor.post('/api/_demo/faults', { path: 'plan-classes', endSession: true, times: 2, ownSession: true });
    expect((await visitor.get('/api/plan-classes')).status).toBe(401);
    const renewal = await visitor.get('/api/auth');
    expect(renewal.status).toBe(200);
    const cookie = renewal.headers.getSetCookie().map((line) => line.split(';')[0]!).join('; ');
    // the renewed session's own call takes the fault that is left
    expect((await app.request('/api/plan-classes', { headers: { cookie } })).status).toBe(401);
    expect((await (await app.request('/api/_demo/faults')).json()).data).toEqual([]);
  });

  it("keeps an ended session ended: a call still carrying its cookie after the renewal is refused, and sets no cookie", async () => {
    const app = createDemoApp({ developerEndpoints: 'inProcess' });
    const visitor = await arrive(app);
    await visitor.post('/api/_demo/faults', { path: 'order', method: 'PUT', endSession: true, ownSession: true });
    expect((await visitor.put('/api/order', {})).status).toBe(401);
    expect((await visitor.get('/api/auth')).status).toBe(200);
    // a live check the page sent before the renewal's answer came: a new session for it would overwrite the renewed cookies
    const late = await visitor.post('/api/plans/VOIPPRIV/order/validate', { type: 'phone', value: '+49 30 1234567' });
    expect(late.status).toBe(401);
    expect(late.headers.getSetCookie()).toEqual([]);
  });

  it("lists a session's fault with its session", async () => {
    const app = createDemoApp({ developerEndpoints: 'inProcess' });
    const visitor = await arrive(app);
    await visitor.post('/api/_demo/faults', { path: 'auth', network: true, ownSession: true });
    const [fault] = ((await (await app.request('/api/_demo/faults')).json()) as { data: Array<{ sessionId?: string }> }).data;
    expect(fault?.sessionId).toMatch(/.+/);
  });

  it('answers an unknown developer path with the JSON 404 and no cookies', async () => {
    const response = await createDemoApp({ developerEndpoints: 'inProcess' }).request('/api/_demo/nothing');
    expect(response.status).toBe(404);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
