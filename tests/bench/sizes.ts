/**
 * Gzip sizes of the shipped element (first-screen JS, each lazy chunk, the CSS) beside a bare React 19 custom
 * element built in the same run (the floor), with DESIGN.md's budgets; and the treemap of the element's chunks.
 */
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { visualizer } from 'rollup-plugin-visualizer';
import { build, type PluginOption, type Rolldown } from 'vite';
import { atMost, budgetRules, kb, lazyChunkBudgetKB, lazyChunkWithinBudget } from './budget.ts';
import { bytesOf, chunkKind, contentsOf, firstScreenOf } from './chunks.ts';

type Chunk = Rolldown.OutputChunk;

export const gzipBytes = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;

async function buildLibrary(root: string, entry: string, outDir: string, plugins: PluginOption[] = []): Promise<Chunk[]> {
  const result = await build({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    mode: 'lib',
    logLevel: 'error',
    plugins,
    build: { outDir, lib: { entry: resolve(root, entry), formats: ['es'] } },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  return output.output.filter((item): item is Chunk => item.type === 'chunk');
}

/** A treemap per chunk (entry and lazy), modules grouped by package and by our folders, gzip sizes. */
const treemap = (root: string, filename: string) =>
  visualizer({ filename, template: 'treemap', gzipSize: true, projectRoot: root, title: 'order-form: first screen and lazy chunks' });

export async function measureSizes(root: string, out: string) {
  const treemapFile = resolve(out, 'treemap.html');
  const element = await buildLibrary(root, 'src/element/element.tsx', resolve(out, 'element'), [treemap(root, treemapFile)]);
  const floor = await buildLibrary(root, 'tests/bench/floor.tsx', resolve(out, 'floor'));
  await buildLibrary(root, 'tests/bench/css.ts', resolve(out, 'css'));
  const css: string = (await import(pathToFileURL(resolve(out, 'css/order-form.js')).href)).default;

  const initial = firstScreenOf(element);
  const floorGzip = floor.reduce((sum, chunk) => sum + gzipBytes(chunk.code), 0);
  const entryGzip = initial.reduce((sum, chunk) => sum + gzipBytes(chunk.code), 0);
  const lazyChunks = element
    .filter((chunk) => !initial.includes(chunk))
    .map((chunk) => {
      const size = { kind: chunkKind(chunk.moduleIds, chunk.name), gzipBytes: gzipBytes(chunk.code) };
      return {
        file: chunk.fileName,
        ...size,
        gzipKB: kb(size.gzipBytes),
        budgetKB: lazyChunkBudgetKB(size),
        withinBudget: lazyChunkWithinBudget(size),
        contents: contentsOf(chunk.moduleIds, root),
      };
    });
  const cssGzip = gzipBytes(css);
  // where the first module's bytes went: by our folder or package, and its largest modules
  const initialBytes = bytesOf(
    initial.flatMap((chunk) => Object.entries(chunk.modules).map(([id, module]) => ({ id, code: module.code ?? '' }))),
    root,
    gzipBytes,
  );
  // each line's part of the file's gzip, in proportion to its code gzipped alone
  const aloneTotal = initialBytes.groups.reduce((sum, group) => sum + group.gzipBytes, 0);
  const asKB = (lines: { name: string; renderedBytes: number; gzipBytes: number }[]) =>
    lines.map(({ name, renderedBytes, gzipBytes: alone }) => ({ name, renderedKB: kb(renderedBytes), ofFileGzipKB: kb((entryGzip * alone) / aloneTotal) }));
  const largest = (kind: 'code' | 'flow') => {
    const sizes = lazyChunks.filter((chunk) => chunk.kind === kind).map((chunk) => chunk.gzipKB);
    return sizes.length > 0 ? Math.max(...sizes) : null;
  };

  return {
    libraryBuild: {
      counts: 'the shipped module (vite build --mode lib), gzip -9 of each file; the first screen as a browser loads it is firstScreenAsLoaded',
      floor: { description: 'React 19 + r2wc rendering one div', gzipKB: kb(floorGzip) },
      entry: {
        files: initial.map((chunk) => chunk.fileName),
        gzipKB: kb(entryGzip),
        note: 'the module and its static imports, CSS inlined; what start-up fetches by import() comes on top (firstScreenAsLoaded)',
        contents: {
          note: "where the bytes went, by folder or package and by module: renderedKB, the code as rendered into the file (tree-shaken, before minifying); ofFileGzipKB, the file's gzip apportioned by each one's code gzipped alone (an estimate: the file compresses across modules). What only a failure or a later moment needs is a lazy chunk of its own (lazyChunks)",
          groups: asKB(initialBytes.groups),
          largestModules: asKB(initialBytes.modules.slice(0, 40)),
        },
      },
      lazyChunks,
      css: { gzipKB: kb(cssGzip), rawBytes: css.length, note: 'every style (styles.css); the first screen inlines firstScreen.css' },
      treemap: relative(root, treemapFile),
      largestCodeChunkKB: atMost(largest('code'), budgetRules.lazyChunkKB),
      planFlowKB: atMost(largest('flow'), budgetRules.planFlowKB),
      cssKB: atMost(kb(cssGzip), budgetRules.cssKB),
    },
  };
}
