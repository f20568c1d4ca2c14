import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { Connect, Plugin, PreviewServer, ViteDevServer } from 'vite';

const demoDir = resolve(import.meta.dirname);

type Listener = ReturnType<typeof getRequestListener>;
type Middleware = (req: Connect.IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * `npm start` and `npm run preview`: the demo API under /api/ and the demo page for every other page request,
 * so that a reload at /plans/EBCOM/product/ lands on the page that holds the element (history routing).
 * The dev server transforms demo/index.html; the preview server answers the page the production build wrote.
 */
export function demoSite(): Plugin {
  return {
    name: 'order-form-demo-site',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/api', apiMiddleware(async () => (await server.ssrLoadModule('/demo/api/app.ts')) as DemoAppModule));
      return () =>
        server.middlewares.use(
          pageMiddleware(async (url) => server.transformIndexHtml(url, await readFile(resolve(demoDir, demoPageFor(url)), 'utf8'))),
        );
    },
    configurePreviewServer(server: PreviewServer) {
      // The preview runs in node without Vite's module graph: Node 24 reads the API's TypeScript as it is.
      server.middlewares.use('/api', apiMiddleware(() => import(pathToFileURL(resolve(demoDir, 'api/app.ts')).href) as Promise<DemoAppModule>));
      const builtPages = resolve(server.config.root, server.config.build.outDir, 'demo');
      // Added after Vite's static files: a built asset wins, any other page path gets the demo page.
      return () => server.middlewares.use(pageMiddleware((url) => readFile(resolve(builtPages, demoPageFor(url)), 'utf8')));
    },
  };
}

type DemoAppModule = typeof import('./api/app.ts');

function apiMiddleware(load: () => Promise<DemoAppModule>) {
  let listener: Promise<Listener> | undefined;
  return async (req: Connect.IncomingMessage, res: ServerResponse) => {
    listener ??= load()
      // a developer's own server: /api/_demo/ answers this machine only
      .then(({ createDemoApp }) => getRequestListener(createDemoApp({ developerEndpoints: 'loopback' }).fetch))
      .catch((error: unknown) => {
        listener = undefined;
        throw error;
      });
    // connect strips the mount path; the Hono app lives under /api.
    req.url = req.originalUrl ?? `/api${req.url}`;
    await (await listener)(req, res);
  };
}

function pageMiddleware(page: (url: string) => Promise<string>): Middleware {
  return async (req, res, next) => {
    const url = req.originalUrl ?? req.url ?? '/';
    if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
    try {
      const html = await page(url);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(html);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * `/partner/...` is the partner's back office, which frames `/embed/...` (the element alone, base-path `/embed/`);
 * every other page path is the marketing page: the element routes below it (base-path `/`).
 */
export function demoPageFor(url: string): string {
  const path = new URL(url, 'http://demo').pathname;
  if (path === '/partner' || path.startsWith('/partner/')) return 'partner.html';
  if (path === '/embed' || path.startsWith('/embed/')) return 'embed.html';
  return 'index.html';
}
