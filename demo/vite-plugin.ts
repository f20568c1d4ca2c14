import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Connect, Plugin, ViteDevServer } from 'vite';

const demoDir = resolve(import.meta.dirname);

/**
 * `npm start`: the demo API under /api/ and the demo pages for every other page request, so that a reload at
 * /plans/EBCOM/product/ lands on the page that holds the element (history routing).
 */
export function demoSite(): Plugin {
  return {
    name: 'order-form-demo-site',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/api', apiMiddleware(server));
      return () => server.middlewares.use(pageMiddleware(server));
    },
  };
}

function apiMiddleware(server: ViteDevServer) {
  let listener: ReturnType<typeof getRequestListener> | undefined;
  return async (req: Connect.IncomingMessage, res: ServerResponse) => {
    if (!listener) {
      const { createDemoApp } = (await server.ssrLoadModule('/demo/api/app.ts')) as typeof import('./api/app.ts');
      listener = getRequestListener(createDemoApp().fetch);
    }
    // connect strips the mount path; the Hono app lives under /api.
    req.url = req.originalUrl ?? `/api${req.url}`;
    await listener(req, res);
  };
}

function pageMiddleware(server: ViteDevServer) {
  return async (req: Connect.IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    const url = req.originalUrl ?? req.url ?? '/';
    if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
    try {
      const html = await readFile(resolve(demoDir, demoPageFor(url)), 'utf8');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(await server.transformIndexHtml(url, html));
    } catch (error) {
      next(error);
    }
  };
}

/** Every page path is the marketing page: the element routes below it (base-path `/`). */
export function demoPageFor(_url: string): string {
  return 'index.html';
}
