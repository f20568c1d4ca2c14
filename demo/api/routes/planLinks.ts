import { Hono, type Context } from 'hono';
import { PlanLinkRequest } from '../../../src/api/schemas/index.ts';
import { findPlan } from '../fixtures/plans.ts';
import { badRequest, readJson, type DemoEnv } from '../http.ts';
import { randomHash, type DemoState } from '../state.ts';

/** The page parameters that name a saved configuration: a plan link's, a quote's (spec section 9). */
const hashParameters = ['plan_link', 'quote_hash'];

/**
 * The hash a `GET plan-links/{planCode}` asks for: the `plan_link` or `quote_hash` of the page that asks (its
 * Referer). The spec's call has no query (section 7), so the element sends no hash and none is read from the
 * call's own address; a browser names the page in the Referer of a same-origin call, and the page still carries the
 * parameter when the element loads the link.
 */
export function requestedHash(c: Context): string | undefined {
  const referer = c.req.header('Referer');
  if (!referer) return undefined;
  try {
    const page = new URL(referer).searchParams;
    for (const name of hashParameters) {
      const value = page.get(name)?.trim();
      if (value) return value;
    }
  } catch {
    // not an address: no hash named
  }
  return undefined;
}

/**
 * Plan links: `POST plan-links` saves a configuration under a new random hash (201). `GET plan-links/{planCode}`
 * answers the link the request names by its hash (the e-mailed or printed address, opened in any browser; the
 * e-mail address stays with the session that saved it), else the session's own latest link for the plan, else 404.
 * Another visitor's link is never found by its plan alone.
 */
export function planLinkRoutes(state: DemoState) {
  const routes = new Hono<DemoEnv>();
  routes.post('/', async (c) => {
    const body = PlanLinkRequest.safeParse(await readJson(c));
    if (!body.success) return badRequest(c, body.error.issues);
    const plan = findPlan(body.data.plan_code);
    if (!plan) return badRequest(c, [{ path: ['plan_code'], message: 'Unknown plan' }]);
    const hash = randomHash().toLowerCase();
    const link = { ...body.data, plan_code: plan.code, hash, url: `/plans/${plan.code}/product/?plan_link=${hash}`, createdAt: new Date().toISOString() };
    state.savePlanLink(c.get('session'), link);
    return c.json({ data: link }, 201);
  });
  routes.get('/:planCode', (c) => {
    const code = c.req.param('planCode').toUpperCase();
    const session = c.get('session');
    const hash = requestedHash(c);
    if (hash) {
      const saved = state.planLinks.get(hash.toLowerCase());
      if (!saved || saved.link.plan_code !== code) return c.json({ message: 'No plan link saved under this hash for this plan' }, 404);
      const link = saved.sessionId === session.id ? saved.link : { ...saved.link, email: '' };
      return c.json({ data: link });
    }
    const link = session.planLinks.get(code);
    if (!link) return c.json({ message: 'No plan link saved for this plan' }, 404);
    return c.json({ data: link });
  });
  return routes;
}
