import { Hono } from 'hono';

/** The files of swagger-ui-dist the viewer page loads (node servers only: read from node_modules). */
const viewerFiles: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const viewerPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>order-form /api/ (OpenAPI)</title>
<link rel="stylesheet" href="swagger-ui.css">
</head>
<body>
<div id="viewer"></div>
<script src="swagger-ui-bundle.js"></script>
<script src="start.js"></script>
</body>
</html>
`;

// the document beside the page, whatever base the API is mounted under
const viewerStart = `window.SwaggerUIBundle({ url: new URL('../openapi.json', location.href).href, dom_id: '#viewer', deepLinking: true });\n`;

function isNode(): boolean {
  const proc = (globalThis as { process?: { versions?: { node?: string } } }).process;
  return typeof proc?.versions?.node === 'string';
}

async function readViewerFile(name: string): Promise<Uint8Array> {
  // computed specifiers keep bundlers from pulling node built-ins into the browser build (as font.ts does)
  const fsName = 'node:fs/promises';
  const moduleName = 'node:module';
  const { readFile } = (await import(/* @vite-ignore */ fsName)) as typeof import('node:fs/promises');
  const { createRequire } = (await import(/* @vite-ignore */ moduleName)) as typeof import('node:module');
  return new Uint8Array(await readFile(createRequire(import.meta.url).resolve(`swagger-ui-dist/${name}`)));
}

/**
 * The API's own description (issue 51; docs/BACKEND.md): `GET /api/openapi.json`, the OpenAPI document the package
 * ships (openapi.json at the repository's root, written by `npm run openapi`), and `GET /api/docs/`, a rendered view of
 * it (swagger-ui-dist, offline: every file from this server). No session, no XSRF, no faults: mounted before them.
 * The viewer's files come from node_modules, so msw in a page answers the document but not the viewer.
 */
export function openApiRoutes() {
  const routes = new Hono();
  routes.get('/openapi.json', async (c) => {
    const { default: document } = await import('../../../openapi.json', { with: { type: 'json' } });
    return c.json(document as object, 200, { 'Cache-Control': 'no-cache' });
  });
  routes.get('/docs', (c) => c.redirect(`${c.req.path}/`, 301));
  routes.get('/docs/', (c) => c.html(viewerPage));
  routes.get('/docs/start.js', (c) => c.body(viewerStart, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  routes.get('/docs/:file', async (c) => {
    const file = c.req.param('file');
    const type = viewerFiles[file];
    if (!type) return c.json({ message: `No viewer file ${file}` }, 404);
    if (!isNode()) return c.json({ message: 'The viewer is served by the node servers (npm start, demo/server.ts), not by msw' }, 404);
    return c.body((await readViewerFile(file)) as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': type, 'Cache-Control': 'max-age=3600' });
  });
  return routes;
}
