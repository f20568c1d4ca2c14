/**
 * The production demo page and the floor page, built into one folder and served by `vite preview` with the demo
 * API (as `npm run preview` does) on a free loopback port, for the bench's browser runs.
 */
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { build, preview, type PreviewServer, type Rolldown } from 'vite';
import { firstScreenOf } from './chunks.ts';

type Chunk = Rolldown.OutputChunk;

export interface ServedPreview {
  root: string;
  baseUrl: string;
  demoPath: string;
  floorPath: string;
  /** every JS file of the demo page's build by URL path */
  demoChunks: Map<string, Chunk>;
  /** URL paths of the demo page's entry and its static imports */
  demoFirstScreen: Set<string>;
  close(): Promise<void>;
}

async function buildPage(root: string, outDir: string, input: string, emptyOutDir: boolean): Promise<Chunk[]> {
  const result = await build({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    mode: 'preview',
    logLevel: 'error',
    build: { outDir, emptyOutDir, reportCompressedSize: false, rolldownOptions: { input: resolve(root, input) } },
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
  return {
    root,
    baseUrl: `http://127.0.0.1:${port}`,
    demoPath: '/',
    floorPath: '/tests/bench/floor.html',
    demoChunks: new Map(demo.map((chunk) => [urlPath(chunk), chunk])),
    demoFirstScreen: new Set(firstScreenOf(demo).map(urlPath)),
    close: () => server.close(),
  };
}
