import { Hono } from 'hono';
import { SubmitOrderBody } from '../../../src/api/schemas/index.ts';
import { findPlan } from '../fixtures/plans.ts';
import { badRequest, readJson, type DemoEnv } from '../http.ts';
import type { DemoState } from '../state.ts';

/**
 * `POST orders`, the final submit: needs an `Idempotency-Key` (the same key answers the first answer again), keeps
 * the order for `GET /api/_demo/orders` (password masked) and empties the session's order.
 */
export function ordersRoutes(state: DemoState) {
  const routes = new Hono<DemoEnv>();
  routes.post('/', async (c) => {
    const key = c.req.header('Idempotency-Key');
    if (!key) return c.json({ message: 'Idempotency-Key header required' }, 400);
    const done = state.idempotency.get(key);
    if (done) return c.json(done.body as object, done.status as 201);
    const body = SubmitOrderBody.safeParse(await readJson(c));
    if (!body.success) return badRequest(c, body.error.issues);
    const plan = findPlan(body.data.order.plan.code);
    if (!plan) return badRequest(c, [{ path: ['order', 'plan', 'code'], message: 'Unknown plan' }]);
    const transactionId = state.nextTransactionId();
    const session = c.get('session');
    state.orders.push({
      transactionId,
      receivedAt: new Date().toISOString(),
      sessionId: session.id,
      idempotencyKey: key,
      planCode: plan.code,
      body: { ...body.data, ...(body.data.password ? { password: '********' } : {}) },
    });
    // private VoIP customers confirm their identity online after ordering (the /nect route)
    const nect = plan.code === 'VOIPPRIV' && body.data.customer.salutation !== 'Company';
    const answer = { transactionId, verificationType: nect ? 'nect' : null, url: nect ? `https://nect.example/ident/${transactionId}` : null };
    state.idempotency.set(key, { status: 201, body: answer });
    session.order = {};
    return c.json(answer, 201);
  });
  return routes;
}
