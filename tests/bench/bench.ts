/**
 * `npm run bench`: gzip sizes of the shipped element (first-screen JS, each lazy chunk, the CSS) beside a bare
 * React 19 custom element built in the same run (the floor), with the ratios and DESIGN.md's budgets.
 * Prints JSON; exits 0 whatever the numbers (budgets are read, not asserted in timed tests).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

const root = resolve(import.meta.dirname, '../..');
const out = resolve(root, '.bench');
const kb = (bytes: number) => Math.round(bytes / 100) / 10; // kB of 1000 bytes, as DESIGN.md counts
const gzip = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;

type Output = Rolldown.RolldownOutput;
type Chunk = Rolldown.OutputChunk;

async function buildLibrary(entry: string, outDir: string): Promise<Output> {
  const result = await build({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    mode: 'lib',
    logLevel: 'error',
    build: { outDir: resolve(out, outDir), lib: { entry: resolve(root, entry), formats: ['es'] } },
  });
  return (Array.isArray(result) ? result[0] : result) as Output;
}

function chunksOf(output: Output): Chunk[] {
  return output.output.filter((item): item is Chunk => item.type === 'chunk');
}

/** The entry chunk and everything it imports statically: what the first screen loads. */
function firstScreen(chunks: Chunk[]): Chunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) visit(byName.get(name)!);
  };
  for (const chunk of chunks.filter((c) => c.isEntry)) visit(chunk);
  return [...seen];
}

const element = chunksOf(await buildLibrary('src/element.tsx', 'element'));
const floor = chunksOf(await buildLibrary('tests/bench/floor.tsx', 'floor'));
await buildLibrary('tests/bench/css.ts', 'css');
const css: string = (await import(pathToFileURL(resolve(out, 'css/order-form.js')).href)).default;

const initial = firstScreen(element);
const lazy = element.filter((chunk) => !initial.includes(chunk));
const floorGzip = floor.reduce((sum, chunk) => sum + gzip(chunk.code), 0);
const firstScreenGzip = initial.reduce((sum, chunk) => sum + gzip(chunk.code), 0);
const lazyChunks = lazy.map((chunk) => ({ file: chunk.fileName, gzipBytes: gzip(chunk.code), gzipKB: kb(gzip(chunk.code)) }));
const cssGzip = gzip(css);

const budgets = { firstScreenKB: kb(floorGzip) + 50, lazyChunkKB: 15, cssKB: 12 };

console.log(
  JSON.stringify(
    {
      floor: { description: 'React 19 + r2wc rendering one div', gzipBytes: floorGzip, gzipKB: kb(floorGzip) },
      firstScreen: {
        files: initial.map((chunk) => chunk.fileName),
        gzipBytes: firstScreenGzip,
        gzipKB: kb(firstScreenGzip),
        overFloorKB: kb(firstScreenGzip - floorGzip),
        ratioToFloor: Math.round((firstScreenGzip / floorGzip) * 100) / 100,
        note: 'includes the CSS, which the element inlines',
      },
      lazyChunks,
      css: { gzipBytes: cssGzip, gzipKB: kb(cssGzip), rawBytes: css.length },
      budgets,
      withinBudget: {
        firstScreen: kb(firstScreenGzip) <= budgets.firstScreenKB,
        lazyChunks: lazyChunks.every((chunk) => chunk.gzipKB <= budgets.lazyChunkKB),
        css: kb(cssGzip) <= budgets.cssKB,
      },
    },
    null,
    2,
  ),
);
