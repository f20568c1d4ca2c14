import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

/** The built Storybook over HTTP on 127.0.0.1 (a service worker, msw's, needs http, not file://). */
export async function serveFolder(folder: string): Promise<{ url: string; close: () => Promise<void> }> {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use('*', serveStatic({ root: resolve(folder) }));
  const server = await new Promise<ServerType>((started) => {
    const listening: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => started(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((closed, failed) => server.close((error) => (error ? failed(error) : closed()))),
  };
}
