import { describe, expect, it } from 'vitest';
import { ApiError, type ApiCallName } from '../../../src/api/index.ts';
import type { SessionEvent } from '../../../src/api/client.ts';
import { Http } from '../../../src/api/http.ts';
import { timeLimits } from '../../../src/api/timeLimits.ts';
import { BASE, injectFault, rejection, serveDemoApi, visitor } from './support.ts';

const { state } = serveDemoApi();

/** A visitor whose client reports what came of its sessions, and counts the calls of `auth`. */
async function listeningVisitor(token: string | null = null) {
  const events: SessionEvent[] = [];
  const { api, jar } = await visitor({ authToken: () => token, onSession: (event) => void events.push(event) });
  if (token) await api.authenticateWithToken(token);
  return { api, jar, events };
}

describe('a 401 after the start-up: the call repeated once the new session is whole (issue 48)', () => {
  it('repeats the call only after the element restored the order saved so far, never beside it', async () => {
    const order: string[] = [];
    let restore: () => void = () => undefined;
    const { api } = await visitor({
      onSession: (event) => {
        if (event.type !== 'renewed') return undefined;
        order.push('renewed');
        return new Promise<void>((resolve) => (restore = () => (order.push('restored'), resolve())));
      },
    });
    await injectFault({ path: 'order', method: 'GET', endSession: true });
    const loaded = api.loadOrder().then(() => order.push('repeated'));
    await waitUntil(() => order.includes('renewed'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(['renewed']);
    restore();
    await loaded;
    expect(order).toEqual(['renewed', 'restored', 'repeated']);
  });

  it('fails the call when the new session could not be restored, without sending it', async () => {
    const { api } = await visitor({ onSession: (event) => (event.type === 'renewed' ? Promise.reject(new Error('restore failed')) : undefined) });
    await injectFault({ path: 'order', method: 'GET', endSession: true });
    const error = await rejection(api.loadOrder());
    expect(error).toMatchObject({ call: 'loadOrder', code: 'ERR_BAD_RESPONSE' });
    expect(error.message).toContain('could not take over the order saved so far');
  });

  it('fails the call as a session ended when the new session ended too while the order was saved in it', async () => {
    const { api } = await visitor({ onSession: (event) => (event.type === 'renewed' ? Promise.reject(Object.assign(new Error('ended'), { sessionEnded: true })) : undefined) });
    await injectFault({ path: 'order', method: 'GET', endSession: true });
    expect(await rejection(api.loadOrder())).toMatchObject({ call: 'loadOrder', code: 'ERR_SESSION_ENDED', status: 401 });
  });

  it("fails a restore's own 401 as it is: it makes no second session and waits for none", async () => {
    const events: SessionEvent[] = [];
    const { api } = await visitor({ onSession: (event) => void events.push(event) });
    await injectFault({ path: 'order', method: 'PUT', endSession: true });
    const error = await rejection(api.restoreOrder({ technicianTimeSlot: 'morning' }));
    expect(error).toMatchObject({ call: 'saveOrder', status: 401 });
    expect(events).toEqual([]);
  });
});

async function waitUntil(condition: () => boolean) {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 500) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a 401 after the start-up: one new session, the call repeated', () => {
  it('re-authenticates once, repeats the save, and the order is saved in the new session', async () => {
    const { api, jar, events } = await listeningVisitor();
    const firstSession = jar.cookies.get('demo_session');
    await injectFault({ path: 'order', method: 'PUT', endSession: true });
    const saved = await api.saveOrder({ technicianTimeSlot: 'morning' });
    expect(saved).toMatchObject({ technicianTimeSlot: 'morning' });
    expect(jar.cookies.get('demo_session')).not.toBe(firstSession);
    expect(events).toEqual([{ type: 'renewed', auth: expect.objectContaining({ isAuthenticated: false }) }]);
  });

  it('keeps a partner: the new session is made with the partner token', async () => {
    const { api, events } = await listeningVisitor('demo-partner');
    await injectFault({ path: 'order', method: 'PUT', endSession: true });
    await api.saveOrder({ technicianTimeSlot: 'morning' });
    expect(events).toEqual([{ type: 'renewed', auth: expect.objectContaining({ isPartnerPortal: true, partnerCode: 'PARTNER01' }) }]);
    expect(await api.checkSession()).toMatchObject({ isPartnerPortal: true, partnerCode: 'PARTNER01' });
  });

  it('gives the session-ended error when the repeated call is refused again', async () => {
    const { api, events } = await listeningVisitor();
    await injectFault({ path: 'order', method: 'PUT', endSession: true, times: 2 });
    const error = await rejection(api.saveOrder({ technicianTimeSlot: 'morning' }));
    expect(error).toMatchObject({ call: 'saveOrder', code: 'ERR_SESSION_ENDED', status: 401 });
    expect(events.map((event) => event.type)).toEqual(['renewed', 'ended']);
  });

  it('gives the session-ended error when no new session is given', async () => {
    const { api, events } = await listeningVisitor();
    await injectFault({ path: 'order', method: 'PUT', endSession: true });
    await injectFault({ path: 'auth', method: 'GET', status: 401 });
    expect(await rejection(api.saveOrder({ technicianTimeSlot: 'morning' }))).toMatchObject({ code: 'ERR_SESSION_ENDED', status: 401 });
    expect(events).toEqual([{ type: 'ended' }]);
  });

  it("tells that a partner's token was refused", async () => {
    const { api, events } = await listeningVisitor('demo-partner');
    await injectFault({ path: 'order', method: 'PUT', endSession: true });
    await injectFault({ path: 'auth', method: 'POST', status: 401 });
    expect(await rejection(api.saveOrder({ technicianTimeSlot: 'morning' }))).toMatchObject({ code: 'ERR_SESSION_ENDED' });
    expect(events).toEqual([{ type: 'tokenRefused' }, { type: 'ended' }]);
  });

  it('fails with the network failure of the re-authentication, not a session ended', async () => {
    const { api, events } = await listeningVisitor();
    await injectFault({ path: 'order', method: 'PUT', endSession: true });
    await injectFault({ path: 'auth', method: 'GET', network: true });
    expect(await rejection(api.saveOrder({ technicianTimeSlot: 'morning' }))).toMatchObject({ call: 'saveOrder', code: 'ERR_NETWORK' });
    expect(events).toEqual([]);
  });

  it('never renews for the auth calls themselves: a refused token is their answer', async () => {
    const { api, events } = await listeningVisitor();
    expect(await rejection(api.authenticateWithToken('forged'))).toMatchObject({ call: 'authenticateWithToken', code: 'ERR_BAD_REQUEST', status: 401 });
    expect(events).toEqual([]);
  });
});

describe('a 403 from a rotated XSRF cookie', () => {
  it('is sent once more with the new cookie, silently', async () => {
    const { api, jar } = await visitor();
    const before = jar.cookies.get('XSRF-TOKEN');
    await injectFault({ path: 'order', method: 'PUT', rotateXsrf: true });
    expect(await api.saveOrder({ technicianTimeSlot: 'morning' })).toMatchObject({ technicianTimeSlot: 'morning' });
    expect(jar.cookies.get('XSRF-TOKEN')).not.toBe(before);
  });

  it('is retried only once', async () => {
    const { api } = await visitor();
    await injectFault({ path: 'order', method: 'PUT', rotateXsrf: true, times: 2 });
    expect(await rejection(api.saveOrder({ technicianTimeSlot: 'morning' }))).toMatchObject({ status: 403, code: 'ERR_BAD_REQUEST' });
  });

  it('is not retried when the cookie stayed the same', async () => {
    const { api } = await visitor();
    await injectFault({ path: 'order', method: 'PUT', status: 403 });
    expect(await rejection(api.saveOrder({ technicianTimeSlot: 'morning' }))).toMatchObject({ status: 403 });
    expect(state.faults).toEqual([]);
  });
});

describe('time limits (DESIGN.md, "Time limits")', () => {
  it('aborts a step save past its limit with ERR_TIMEOUT, and the next try goes through', async () => {
    const { api } = await visitor({ timeLimits: { saveOrder: 100 } });
    await injectFault({ path: 'order', method: 'PUT', delayMs: 5_000 });
    expect(await rejection(api.saveOrder({ technicianTimeSlot: 'morning' }))).toMatchObject({ call: 'saveOrder', code: 'ERR_TIMEOUT' });
    expect(await api.saveOrder({ technicianTimeSlot: 'morning' })).toMatchObject({ technicianTimeSlot: 'morning' });
  });

  it('aborts a start-up call (fetch transport) past its limit with ERR_TIMEOUT', async () => {
    const { api } = await visitor({ timeLimits: { loadPlanClasses: 100 } });
    await injectFault({ path: 'plan-classes', delayMs: 5_000 });
    expect(await rejection(api.loadPlanClasses())).toMatchObject({ call: 'loadPlanClasses', code: 'ERR_TIMEOUT' });
  });

  it("keeps the caller's abort a cancel, not a timeout", async () => {
    const { api } = await visitor({ timeLimits: { saveOrder: 10_000 } });
    await injectFault({ path: 'order', method: 'PUT', delayMs: 5_000 });
    const controller = new AbortController();
    const saving = api.saveOrder({ technicianTimeSlot: 'morning' }, { signal: controller.signal });
    controller.abort();
    expect(await rejection(saving)).toMatchObject({ code: 'ERR_CANCELED' });
  });

  it('has a limit for every call but the submit, whose clock is the submission machine', () => {
    const unlimited = Object.entries(timeLimits).filter(([, limit]) => limit === null);
    expect(unlimited).toEqual([['submitOrder', null]]);
  });

  it('never aborts the submit, however short the other limits', async () => {
    // answers after 300 ms unless its request is aborted, as fetch does
    const slow: typeof fetch = async (input, init) => {
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      await new Promise((resolve, reject) => {
        setTimeout(resolve, 300);
        signal?.addEventListener('abort', () => reject(signal.reason));
      });
      return new Response(JSON.stringify({ transactionId: 'NT-1' }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const everyOtherCall = Object.fromEntries(Object.keys(timeLimits).filter((call) => call !== 'submitOrder').map((call) => [call, 50])) as Record<ApiCallName, number>;
    const http = new Http({ apiBase: BASE, fetch: slow, timeLimits: everyOtherCall });
    const anything = { safeParse: (data: unknown) => ({ success: true as const, data }) };
    await expect(http.json('submitOrder', anything, 'orders', { method: 'post', json: {} })).resolves.toEqual({ transactionId: 'NT-1' });
    expect(await rejection(http.json('saveOrder', anything, 'order', { method: 'put', json: {} }))).toMatchObject({ code: 'ERR_TIMEOUT' });
  });
});
