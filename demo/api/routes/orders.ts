import { Hono } from 'hono';
import { SubmitOrderBody } from '../../../src/api/schemas/index.ts';
import { findPlan } from '../fixtures/plans.ts';
import { readJson, type DemoEnv } from '../http.ts';
import { canonicalHash, type OrderAnswer } from '../idempotency.ts';
import type { DemoState } from '../state.ts';

/** Longer than any key a client makes (a UUID is 36 characters). */
const MAX_KEY_LENGTH = 200;

/**
 * `POST orders`, the final submit: needs an `Idempotency-Key`. One key, one order: the same key with the same body
 * (while the first is still on its way, or after, from any session of the visitor) answers the first answer again;
 * with another body it answers 422. Keeps the order for `GET /api/_demo/orders` (password masked) and empties the
 * session's order. `GET orders/by-key/{key}` tells a key's fate.
 */
export function ordersRoutes(state: DemoState) {
  const routes = new Hono<DemoEnv>();
  routes.post('/', async (c) => {
    const key = c.req.header('Idempotency-Key');
    if (!key) return c.json({ message: 'Idempotency-Key header required' }, 400);
    if (key.length > MAX_KEY_LENGTH) return c.json({ message: `Idempotency-Key of at most ${MAX_KEY_LENGTH} characters` }, 400);
    const session = c.get('session');
    const raw = readJson(c);
    const outcome = await state.idempotency.once(key, raw.then(canonicalHash), async (): Promise<OrderAnswer> => {
      const body = SubmitOrderBody.safeParse(await raw);
      if (!body.success) return { status: 400, body: { message: 'Invalid request', issues: body.error.issues } };
      const plan = findPlan(body.data.order.plan.code);
      if (!plan) return { status: 400, body: { message: 'Invalid request', issues: [{ path: ['order', 'plan', 'code'], message: 'Unknown plan' }] } };
      const transactionId = state.nextTransactionId();
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
      session.order = {};
      return { status: 201, body: { transactionId, verificationType: nect ? 'nect' : null, url: nect ? `https://nect.example/ident/${transactionId}` : null } };
    });
    if (outcome.type === 'otherBody') {
      return c.json({ message: 'This Idempotency-Key was sent with another order body: a changed order needs a new key.', code: 'IDEMPOTENCY_KEY_BODY' }, 422);
    }
    return c.json(outcome.answer.body as object, outcome.answer.status as 201);
  });
  // Ours (issue 48): the fate of a key whose answer was lost: the order's answer again, or null when there is none
  // (an answer, not an error: the element asks it in its normal course).
  routes.get('/by-key/:key', async (c) => {
    const answer = await state.idempotency.fate(c.req.param('key'));
    return c.json({ data: answer ? (answer.body as object) : null }, 200);
  });
  return routes;
}
