import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createDemoApp } from '../../../demo/api/app.ts';

/**
 * A plain host for the shipped module, as a customer's site and a CDN would serve it: no Vite, no dev server.
 * `dist/` (what `npm run build` writes) is served as static files under a sub-path (`/static/order-form/`), the
 * host's pages are plain HTML, and the demo API answers under `/api/` (same origin, as the element expects).
 *
 * Reusable by any e2e test that needs the built module on a page of its own: give it the pages (a CSP or
 * framing test adds response headers, a React or Vue host gives its own HTML), start it, point Playwright at it.
 *
 * ```ts
 * const host = await startCdnHost({
 *   port: 5311,
 *   pages: [{ path: '/two/*', html: twoElements }, { path: '/*', html: oneElement }],
 *   headers: { 'Content-Security-Policy': "script-src 'self'" },
 * });
 * // ... host.url, then await host.close()
 * ```
 */
export interface CdnHostOptions {
  /** 0 picks a free port (see `url`) */
  port: number;
  hostname?: string;
  /** The host's pages, matched in order: the first whose path matches answers every GET of a page. */
  pages: ReadonlyArray<HostPage>;
  /** where the built module is served; default `/static/order-form/` */
  modulePath?: string;
  /** the folder the module and its `chunks/` are read from; default the repository's `dist/` */
  distDir?: string;
  /** response headers added to every answer (pages, module files, the API), e.g. a CSP */
  headers?: Readonly<Record<string, string>>;
}

export interface HostPage {
  /**
   * `/` or `/two/` answers that path only; `/two/*` answers it and every path below it (what a site does for a page
   * whose element uses history routing: a reload at `/two/plans/VOIPPRIV/product/` gets the page again).
   */
  path: string;
  html: string;
  /** a file that is not a page (a script of the host's own): its type; default an HTML page */
  contentType?: string;
  /** response headers of this page only (over `CdnHostOptions.headers`) */
  headers?: Readonly<Record<string, string>>;
}

export interface CdnHost {
  /** `http://127.0.0.1:PORT` */
  url: string;
  close(): Promise<void>;
}

/** The one `<script type="module">` a host page needs for the element served by this host. */
export const moduleScript = (modulePath = defaultModulePath) => `<script type="module" src="${modulePath}order-form.js"></script>`;

/** A bare host page: a title, the module's script tag and the given body. */
export function hostPage(title: string, body: string, modulePath = defaultModulePath): string {
  return `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
    ${moduleScript(modulePath)}
  </head>
  <body>
${body}
  </body>
</html>
`;
}

const defaultModulePath = '/static/order-form/';
const repositoryDist = resolve(import.meta.dirname, '../../../dist');

const contentTypes: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** Starts the host; resolves once it listens. */
export async function startCdnHost({ port, hostname = '127.0.0.1', pages, modulePath = defaultModulePath, distDir = repositoryDist, headers = {} }: CdnHostOptions): Promise<CdnHost> {
  if (!modulePath.startsWith('/') || !modulePath.endsWith('/')) throw new Error(`modulePath must start and end with "/": ${modulePath}`);
  const api = createDemoApp({ developerEndpoints: 'loopback' });
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    // a page's own header of the same name wins
    for (const [name, value] of Object.entries(headers)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });

  // the node bindings go along: the demo API reads the peer's address from them (/api/_demo/ answers loopback only)
  app.all('/api/*', (c) => api.fetch(c.req.raw, c.env));

  app.get(`${modulePath}*`, async (c) => {
    const file = await staticFile(distDir, c.req.path.slice(modulePath.length));
    if (!file) return c.notFound();
    return new Response(new Uint8Array(file.body), { headers: { 'Content-Type': file.type, 'Cache-Control': 'no-cache' } });
  });

  app.get('*', (c) => {
    const page = pages.find((candidate) => matches(candidate.path, c.req.path));
    if (!page) return c.notFound();
    if (page.contentType) return c.body(page.html, 200, { 'Content-Type': page.contentType, ...page.headers });
    return c.html(page.html, 200, { ...page.headers });
  });

  const server = await new Promise<ServerType>((started) => {
    const listening: ServerType = serve({ fetch: app.fetch, port, hostname }, () => started(listening));
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://${hostname}:${actualPort}`,
    close: () => new Promise<void>((closed, failed) => server.close((error) => (error ? failed(error) : closed()))),
  };
}

function matches(pattern: string, path: string): boolean {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -1);
    return path === base.slice(0, -1) || path.startsWith(base);
  }
  return path === pattern;
}

/** A file below `root`, never outside it; null for anything else (a folder, `..`, a missing file). */
async function staticFile(root: string, relative: string): Promise<{ body: Buffer; type: string } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  const path = resolve(root, decoded);
  if (!path.startsWith(root + sep)) return null;
  try {
    if (!(await stat(path)).isFile()) return null;
    return { body: await readFile(path), type: contentTypes[extname(path)] ?? 'application/octet-stream' };
  } catch {
    return null;
  }
}
