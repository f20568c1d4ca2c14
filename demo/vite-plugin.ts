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
      const api = demoApi(async () => (await server.ssrLoadModule('/demo/api/app.ts')) as DemoAppModule);
      server.middlewares.use('/api', apiMiddleware(api));
      const renderer = async () => (await server.ssrLoadModule('/src/server/renderFirstScreen.tsx')) as RendererModule;
      return () =>
        server.middlewares.use(
          pageMiddleware(async (url, firstScreen) => {
            const html = await server.transformIndexHtml(url, await readFile(resolve(demoDir, demoPageFor(url)), 'utf8'));
            return firstScreen ? withFirstScreen(url, html, renderer, api) : html;
          }),
        );
    },
    configurePreviewServer(server: PreviewServer) {
      // The preview runs in node without Vite's module graph: Node 24 reads the API's TypeScript as it is.
      const api = demoApi(() => import(pathToFileURL(resolve(demoDir, 'api/app.ts')).href) as Promise<DemoAppModule>);
      server.middlewares.use('/api', apiMiddleware(api));
      const built = resolve(server.config.root, server.config.build.outDir);
      // order-form/server as the package ships it, built beside the page (`previewServerRenderer`, vite.config.ts)
      const renderer = () => import(pathToFileURL(resolve(built, 'server/server.js')).href) as Promise<RendererModule>;
      // Added after Vite's static files: a built asset wins, any other page path gets the demo page.
      return () =>
        server.middlewares.use(
          pageMiddleware(async (url, firstScreen) => {
            const html = await readFile(resolve(built, 'demo', demoPageFor(url)), 'utf8');
            return firstScreen ? withFirstScreen(url, html, renderer, api) : html;
          }),
        );
    },
  };
}

type DemoAppModule = typeof import('./api/app.ts');
type RendererModule = typeof import('../src/server/renderFirstScreen.tsx');
type DemoApp = ReturnType<DemoAppModule['createDemoApp']>;

/** The one demo API of the server: under /api/ for browsers, and in process for the first screen's render. */
function demoApi(load: () => Promise<DemoAppModule>): () => Promise<DemoApp> {
  let app: Promise<DemoApp> | undefined;
  return () =>
    (app ??= load()
      // a developer's own server: /api/_demo/ answers this machine only
      .then(({ createDemoApp }) => createDemoApp({ developerEndpoints: 'loopback' }))
      .catch((error: unknown) => {
        app = undefined;
        throw error;
      }));
}

function apiMiddleware(api: () => Promise<DemoApp>) {
  let listener: Promise<Listener> | undefined;
  return async (req: Connect.IncomingMessage, res: ServerResponse) => {
    listener ??= api().then((app) => getRequestListener(app.fetch));
    // connect strips the mount path; the Hono app lives under /api.
    req.url = req.originalUrl ?? `/api${req.url}`;
    await (await listener)(req, res);
  };
}

/**
 * A visitor with this cookie gets the marketing page as a host without a server serves it: the empty element, which
 * starts up on its own (the tests of the element's own start-up set it).
 */
const withoutFirstScreen = /(?:^|;\s*)demo_first_screen=off(?:;|$)/;

/**
 * The marketing page as a site built on order-form/server serves it: its `<order-form>` with the first screen in
 * the HTML (the plan list at `/`, a plan's first step at `/plans/{code}/`), rendered for the address asked, in the
 * language of its `?lang=` (German by default), from the demo API in process. The partner's pages keep the element's
 * own start-up (the partner's token is in the hash, which no server sees); so does a page the renderer cannot render
 * (the API failed: the element's start-up shows the failure).
 */
async function withFirstScreen(url: string, html: string, renderer: () => Promise<RendererModule>, api: () => Promise<DemoApp>): Promise<string> {
  const element = '<order-form lang="de"></order-form>';
  if (demoPageFor(url) !== 'index.html' || !html.includes(element)) return html;
  const address = new URL(url, 'http://demo.invalid');
  const asked = address.searchParams.get('lang');
  const lang = asked === 'en' || asked === 'nl' || asked === 'fr' ? asked : 'de';
  const path = `${address.pathname}${address.search}`;
  try {
    const first = await cachedFirstScreen(`${lang} ${path}`, async () => {
      const [{ renderFirstScreen }, app] = await Promise.all([renderer(), api()]);
      const fetch: typeof globalThis.fetch = (input, init) => Promise.resolve(app.fetch(new Request(input, init)));
      return (await renderFirstScreen({ apiBase: 'http://demo.invalid/api/', lang, fetch, path, attributes: { lang: 'de' } })).html;
    });
    return html.replace(element, first);
  } catch (error) {
    if (!(error instanceof RangeError)) console.warn(`demo: the first screen of ${url} was not rendered:`, error);
    return html;
  }
}

/**
 * The HTML holds nothing of a visitor, so it is kept per page and language, as a site's cache would keep it: a
 * minute, after which the next request renders it anew (the demo's plans do not change while it runs).
 */
const firstScreens = new Map<string, { html: Promise<string>; until: number }>();
const firstScreenTtlMs = 60_000;

function cachedFirstScreen(key: string, render: () => Promise<string>): Promise<string> {
  const kept = firstScreens.get(key);
  if (kept && kept.until > Date.now()) return kept.html;
  const html = render();
  firstScreens.set(key, { html, until: Date.now() + firstScreenTtlMs });
  html.catch(() => firstScreens.delete(key));
  return html;
}

function pageMiddleware(page: (url: string, firstScreen: boolean) => Promise<string>): Middleware {
  return async (req, res, next) => {
    const url = req.originalUrl ?? req.url ?? '/';
    if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
    try {
      const html = await page(url, !withoutFirstScreen.test(req.headers.cookie ?? ''));
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
