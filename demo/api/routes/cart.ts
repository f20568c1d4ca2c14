import { Hono } from 'hono';
import { CartRequest } from '../../../src/api/schemas/index.ts';
import { findPlan } from '../fixtures/plans.ts';
import { badRequest, readJson, type DemoEnv } from '../http.ts';
import { orderCart } from '../orderCart.ts';

/** `POST cart`: the order cart of a selection (the plan by code or id), with the voucher's discount. */
export function cartRoutes() {
  const routes = new Hono<DemoEnv>();
  routes.post('/', async (c) => {
    const body = CartRequest.safeParse(await readJson(c));
    if (!body.success) return badRequest(c, body.error.issues);
    const plan = findPlan(body.data.order.plan.code) ?? findPlan(body.data.order.plan.id);
    if (!plan) return badRequest(c, [{ path: ['order', 'plan'], message: 'Unknown plan' }]);
    return c.json(orderCart(plan, body.data.order, body.data.voucherCode));
  });
  return routes;
}
