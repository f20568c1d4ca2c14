import { Hono } from 'hono';
import { LangQuery, ValidateRequest, VoucherQuery } from '../../../src/api/schemas/index.ts';
import { parseBracketQuery } from '../bracketQuery.ts';
import { findPlan, planResponse } from '../fixtures/plans.ts';
import { badRequest, readJson, type DemoEnv } from '../http.ts';
import { validateField } from '../validation.ts';
import { voucherCheck } from '../voucher.ts';

/**
 * A plan and what hangs off it: `GET plans/{code}` (404 unknown; a line plan answers 412 until the session has a
 * checked address, the spec's "412 opens the address-check modal"), `GET plans/{id}/vouchers` (its cart add-ons
 * read without sparse lists: `bracketQuery.ts`) and
 * `POST plans/{planCode}/order/validate` (live validation).
 */
export function planRoutes() {
  const routes = new Hono<DemoEnv>();
  routes.get('/:code', (c) => {
    const query = LangQuery.safeParse(c.req.query());
    if (!query.success) return badRequest(c, query.error.issues);
    const plan = findPlan(c.req.param('code'));
    if (!plan) return c.json({ message: 'Plan not found' }, 404);
    if (plan.requiresAddressCheck && !c.get('session').checkedAddress) {
      return c.json({ message: 'Address check required', code: 412 }, 412);
    }
    return c.json({ data: planResponse(plan) });
  });
  routes.get('/:id/vouchers', (c) => {
    const flat = parseBracketQuery(new URL(c.req.url).searchParams, 'cartAddons', ['id', 'quantity']);
    if (!flat.ok) return badRequest(c, flat.issues);
    const query = VoucherQuery.safeParse(flat.value);
    if (!query.success) return badRequest(c, query.error.issues);
    const plan = findPlan(c.req.param('id'));
    if (!plan) return c.json({ message: 'Plan not found' }, 404);
    return c.json({ data: voucherCheck(plan, query.data) });
  });
  routes.post('/:planCode/order/validate', async (c) => {
    const body = ValidateRequest.safeParse(await readJson(c));
    if (!body.success) return badRequest(c, body.error.issues);
    if (!findPlan(c.req.param('planCode'))) return c.json({ message: 'Plan not found' }, 404);
    return c.json(validateField(body.data.type, body.data.value));
  });
  return routes;
}
