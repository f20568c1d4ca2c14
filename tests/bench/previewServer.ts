/**
 * The production demo page and the floor page, built into one folder and served by `vite preview` with the demo
 * API (as `npm run preview` does) on a free loopback port, for the bench's browser runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, preview, type PreviewServer, type Rolldown } from 'vite';
import { firstScreenOf } from './chunks.ts';

type Chunk = Rolldown.OutputChunk;

/**
 * The demo page's cookie for a visitor who gets the page as a host without a server serves it: the empty element,
 * which starts up on its own (demo/vite-plugin.ts). Without it, `/` and `/plans/{code}/` arrive with their first
 * screen in the HTML (order-form/server).
 */
export const ownStartUpCookie = { name: 'demo_first_screen', value: 'off' } as const;

export interface ServedPreview {
  root: string;
  /** order-form/server as the preview renders the demo page with it (the same build as `--mode lib-server`) */
  serverModule: string;
  baseUrl: string;
  demoPath: string;
  floorPath: string;
  /** every JS file of the demo page's build by URL path */
  demoChunks: Map<string, Chunk>;
  /** URL paths of the demo page's entry and its static imports */
  demoFirstScreen: Set<string>;
  /** the demo page's own stylesheets (its `<link rel="stylesheet">`s, the floor page's too): the host page's */
  hostPageFiles: Set<string>;
  /** gzip -9 bytes of a built file by URL path (read from the build folder), or null when it is not one */
  gzipOfFile(path: string): number | null;
  close(): Promise<void>;
}

async function buildPage(root: string, outDir: string, input: string, emptyOutDir: boolean): Promise<Chunk[]> {
  const result = await build({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    mode: 'preview',
    logLevel: 'error',
    build: { outDir, emptyOutDir, reportCompressedSize: false },
    // this page alone: an inline config's `input` would be added to the config's pages (Vite merges arrays), and a
    // build of the floor with the demo pages would share React's chunk between them
    plugins: [
      {
        name: 'bench-one-page',
        config(config) {
          config.build!.rolldownOptions!.input = resolve(root, input);
        },
      },
    ],
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  return output.output.filter((item): item is Chunk => item.type === 'chunk');
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function servePreview(root: string, outDir: string): Promise<ServedPreview> {
  // Two builds, so that the floor does not share a React chunk with the element.
  const demo = await buildPage(root, outDir, 'demo/index.html', true);
  await buildPage(root, outDir, 'tests/bench/floor.html', false);
  // The preview server renders the demo page's first screen with the server module in its build folder (server/):
  // the preview build writes it to .preview/server whatever the build's outDir, so the bench builds its own there
  // (without it the demo page silently falls back to the element's own start-up).
  const serverModule = resolve(outDir, 'server/server.js');
  if (!existsSync(serverModule))
    await build({ root, configFile: resolve(root, 'vite.config.ts'), mode: 'lib-server', logLevel: 'error', build: { outDir: resolve(outDir, 'server') } });
  const port = await freePort();
  const server: PreviewServer = await preview({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    mode: 'preview',
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  const urlPath = (chunk: Chunk) => `/${chunk.fileName}`;
  const pages = ['demo/index.html', 'tests/bench/floor.html'].map((page) => readFileSync(resolve(outDir, page), 'utf8'));
  const hostPageFiles = new Set(pages.flatMap((html) => [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]!)));
  const gzipSizes = new Map<string, number | null>();
  const gzipOfFile = (path: string) => {
    if (!gzipSizes.has(path)) {
      const file = resolve(outDir, `.${path}`);
      let size: number | null = null;
      try {
        if (file.startsWith(`${resolve(outDir)}/`)) size = gzipSync(readFileSync(file), { level: 9 }).length;
      } catch {
        size = null;
      }
      gzipSizes.set(path, size);
    }
    return gzipSizes.get(path)!;
  };
  return {
    root,
    serverModule,
    baseUrl: `http://127.0.0.1:${port}`,
    demoPath: '/',
    floorPath: '/tests/bench/floor.html',
    demoChunks: new Map(demo.map((chunk) => [urlPath(chunk), chunk])),
    demoFirstScreen: new Set(firstScreenOf(demo).map(urlPath)),
    hostPageFiles,
    gzipOfFile,
    close: () => server.close(),
  };
}
