import { Hono } from 'hono';
import { AutoAddressRequest } from '../../../src/api/schemas/index.ts';
import { suggest } from '../autocomplete.ts';
import { badRequest, readJson, type DemoEnv } from '../http.ts';

/** `POST auto-address`: the address autocomplete, `autocomplete.suggestions.suggestions` (spec section 7). */
export function autoAddressRoutes() {
  const routes = new Hono<DemoEnv>();
  routes.post('/', async (c) => {
    const body = AutoAddressRequest.safeParse(await readJson(c));
    if (!body.success) return badRequest(c, body.error.issues);
    return c.json({ autocomplete: { suggestions: { suggestions: suggest(body.data.address_search, body.data.country) } } });
  });
  return routes;
}
