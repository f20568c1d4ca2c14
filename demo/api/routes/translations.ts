import { Hono } from 'hono';
import { TranslationNamespace } from '../../../src/api/schemas/index.ts';
import { translationsFor } from '../fixtures/translations/index.ts';
import type { DemoEnv } from '../http.ts';

/** `GET translations/{order4|orderAvailability|order4_plan_config}`: `{ de, en, nl, fr }`; another namespace is 404. */
export function translationRoutes() {
  const routes = new Hono<DemoEnv>();
  routes.get('/:namespace', (c) => {
    const namespace = TranslationNamespace.safeParse(c.req.param('namespace'));
    if (!namespace.success) return c.json({ message: `Unknown namespace ${c.req.param('namespace')}` }, 404);
    return c.json(translationsFor(namespace.data));
  });
  return routes;
}
