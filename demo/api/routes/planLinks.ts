import { Hono } from 'hono';
import { PlanLinkRequest } from '../../../src/api/schemas/index.ts';
import { findPlan } from '../fixtures/plans.ts';
import { hashCode } from '../hash.ts';
import { badRequest, readJson, type DemoEnv } from '../http.ts';
import type { DemoState } from '../state.ts';

/**
 * Plan links: `POST plan-links` saves a configuration under a new hash (201), `GET plan-links/{planCode}` answers the
 * latest of the session, else of any visitor (a link opened from the e-mail arrives without the session), else 404.
 */
export function planLinkRoutes(state: DemoState) {
  const routes = new Hono<DemoEnv>();
  routes.post('/', async (c) => {
    const body = PlanLinkRequest.safeParse(await readJson(c));
    if (!body.success) return badRequest(c, body.error.issues);
    const plan = findPlan(body.data.plan_code);
    if (!plan) return badRequest(c, [{ path: ['plan_code'], message: 'Unknown plan' }]);
    const hash = Math.abs(hashCode(JSON.stringify(body.data) + Date.now())).toString(36);
    const link = { ...body.data, plan_code: plan.code, hash, url: `/plans/${plan.code}/product/?plan_link=${hash}`, createdAt: new Date().toISOString() };
    state.savePlanLink(c.get('session'), link);
    return c.json({ data: link }, 201);
  });
  routes.get('/:planCode', (c) => {
    const code = c.req.param('planCode').toUpperCase();
    const link = c.get('session').planLinks.get(code) ?? state.planLinks.get(code);
    if (!link) return c.json({ message: 'No plan link saved for this plan' }, 404);
    return c.json({ data: link });
  });
  return routes;
}
