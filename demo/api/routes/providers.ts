import { Hono } from 'hono';
import { providers } from '../fixtures/catalogue.ts';
import type { DemoEnv } from '../http.ts';

/** `GET providers`: the previous providers a line can be taken over from (EKP ids). */
export function providerRoutes() {
  const routes = new Hono<DemoEnv>();
  routes.get('/', (c) => c.json({ data: providers }));
  return routes;
}
