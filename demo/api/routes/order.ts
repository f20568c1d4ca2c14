import { Hono } from 'hono';
import { OrderBody, OrderQuery } from '../../../src/api/schemas/index.ts';
import { badRequest, readJson, type DemoEnv } from '../http.ts';

/** What the session's order answers: everything but the password, which is kept and never sent back. */
function answerOf(order: OrderBody): Omit<OrderBody, 'password'> {
  const { password: _password, ...answer } = order;
  return answer;
}

/**
 * The order being filled in, kept in the session: `PUT order` merges the fields sent (an `orderAddress` also counts
 * as a checked address), `GET order?fields=` answers all or the listed fields, `DELETE order` empties it (204).
 * No answer carries the password.
 */
export function orderRoutes() {
  const routes = new Hono<DemoEnv>();
  routes.put('/', async (c) => {
    const body = OrderBody.safeParse(await readJson(c));
    if (!body.success) return badRequest(c, body.error.issues);
    const session = c.get('session');
    session.order = { ...session.order, ...body.data };
    if (body.data.orderAddress) session.checkedAddress ??= body.data.orderAddress;
    return c.json({ data: answerOf(session.order) });
  });
  routes.get('/', (c) => {
    const query = OrderQuery.safeParse(c.req.query());
    if (!query.success) return badRequest(c, query.error.issues);
    const order = answerOf(c.get('session').order) as Record<string, unknown>;
    const fields = query.data.fields?.split(',').map((field) => field.trim()).filter(Boolean);
    const data = fields ? Object.fromEntries(fields.filter((field) => Object.hasOwn(order, field)).map((field) => [field, order[field]])) : order;
    return c.json({ data });
  });
  routes.delete('/', (c) => {
    const session = c.get('session');
    session.order = {};
    return c.body(null, 204);
  });
  return routes;
}
