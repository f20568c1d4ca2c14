import { serve } from '@hono/node-server';
import { createDemoApp } from './api/app.ts';

/**
 * The demo API alone, for e2e: `PORT=5174 npx tsx demo/server.ts` (default port 5174).
 * Answers under http://127.0.0.1:PORT/api/; the developer endpoints (/api/_demo/) only to this machine.
 */
const port = Number(process.env.PORT ?? 5174);
const hostname = process.env.HOST ?? '127.0.0.1';

const server = serve({ fetch: createDemoApp({ developerEndpoints: 'loopback' }).fetch, port, hostname }, (info) => {
  console.log(`demo API on http://${hostname}:${info.port}/api/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
