import { Hono } from 'hono';

/**
 * The demo API: one Hono app answering the /api/ contract (spec section 7).
 * Served by `npm start` (Vite middleware), by the e2e node server, and by msw in Storybook and tests.
 */
export function createDemoApp() {
  const app = new Hono().basePath('/api');
  app.get('/_demo/health', (c) => c.json({ ok: true }));
  return app;
}

export type DemoApp = ReturnType<typeof createDemoApp>;
