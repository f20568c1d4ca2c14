import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import * as z from 'zod/mini';
import { badRequest, readJson, type DemoEnv } from '../http.ts';
import { SESSION_COOKIE } from '../middleware.ts';
import { FaultRequest, type DemoState } from '../state.ts';

/**
 * The developer endpoints under `/api/_demo/` (no session, no XSRF, no faults): health, the orders that reached
 * `POST orders`, fault injection and reset.
 */
export function demoRoutes(state: DemoState) {
  const routes = new Hono<DemoEnv>();
  routes.get('/health', (c) => c.json({ ok: true }));
  routes.get('/orders', (c) => c.json({ data: state.orders }));
  routes.post('/reset', (c) => {
    state.reset();
    return c.json({ ok: true });
  });
  routes.get('/faults', (c) => c.json({ data: state.faults }));
  routes.post('/faults', async (c) => {
    const body = await readJson(c);
    const list = Array.isArray(body) ? body : [body];
    const parsed = z.array(FaultRequest).safeParse(list);
    if (!parsed.success) return badRequest(c, parsed.error.issues);
    // `ownSession`: the poster's session's fault alone (a test's page.request shares its page's cookies)
    const sessionId = getCookie(c, SESSION_COOKIE);
    return c.json({ data: parsed.data.map((fault) => state.addFault(fault, fault.ownSession ? sessionId : undefined)) }, 201);
  });
  return routes;
}
