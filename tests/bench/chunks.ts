/** What a build's chunks are: which load with the first screen, which are data, what they hold. Pure. */

import { planFlowChunk } from '../../build/chunks.ts';

/** The part of a Rolldown output chunk these helpers read. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/** The entry chunks and everything they import statically: what the first screen loads. */
export function firstScreenOf<T extends ChunkInfo>(chunks: T[]): T[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<T>();
  const visit = (chunk: T | undefined) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  for (const chunk of chunks.filter((c) => c.isEntry)) visit(chunk);
  return [...seen];
}

const withoutQuery = (id: string) => id.replace(/\?.*$/, '');
const isVirtual = (id: string) => id.startsWith('\0');

/** The chunk every plan route loads, named by the chunk layout: the one code chunk with a budget of its own. */
export { planFlowChunk };

/**
 * `data` when every real module of the chunk is JSON (a per-country IBAN-to-BIC table, say): exempt from the
 * lazy-chunk budget. Rolldown's virtual helpers do not count either way. `flow` for the plan flow's chunk (by its
 * name), `code` for any other.
 */
export function chunkKind(moduleIds: string[], name = ''): 'data' | 'flow' | 'code' {
  const real = moduleIds.filter((id) => !isVirtual(id));
  if (real.length > 0 && real.every((id) => withoutQuery(id).endsWith('.json'))) return 'data';
  return name === planFlowChunk ? 'flow' : 'code';
}

/**
 * Where a module comes from, as the treemap groups it: the npm package (`@floating-ui/react`, `react-dom`) or
 * our folder (`src/shell`, `machines`, `src/steps/product`). `root` is the repository root.
 */
export function sourceGroup(moduleId: string, root: string): string {
  const id = withoutQuery(moduleId).replaceAll('\\', '/');
  if (isVirtual(id)) return 'bundler runtime';
  const packageMatch = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (packageMatch) return packageMatch[1]!;
  const prefix = root.replaceAll('\\', '/').replace(/\/?$/, '/');
  const relative = id.startsWith(prefix) ? id.slice(prefix.length) : id;
  const folders = relative.split('/').slice(0, -1);
  if (folders.length === 0) return relative;
  // src/steps/<step>/... and src/<layer>/... are the units a change is reviewed by
  return folders.slice(0, folders[0] === 'src' && folders[1] === 'steps' ? 3 : 2).join('/');
}

/** The distinct groups of a chunk's modules, in first-seen order. */
export function contentsOf(moduleIds: string[], root: string): string[] {
  return [...new Set(moduleIds.map((id) => sourceGroup(id, root)))];
}

/** A module of a built chunk as the bench reads it: its id and its code as rendered into the chunk (before minifying). */
export interface RenderedModule {
  id: string;
  code: string;
}

/** One line of where a chunk's bytes went: a group of its modules (`sourceGroup`), or one module. */
export interface BytesOf {
  name: string;
  /** the modules' code as rendered into the chunk, after tree-shaking, before minifying */
  renderedBytes: number;
  /** the sum of each module's code gzipped alone (-9): a share, not the file's gzip, which compresses across modules */
  gzipBytes: number;
}

/**
 * Where a chunk's bytes went, by group of modules and by module, largest first (modules with no code left out):
 * what the treemap shows, as figures the bench prints. `gzip` gives a text's gzip size.
 */
export function bytesOf(modules: RenderedModule[], root: string, gzip: (code: string) => number): { groups: BytesOf[]; modules: BytesOf[] } {
  const prefix = root.replaceAll('\\', '/').replace(/\/?$/, '/');
  const byModule = modules
    .filter((module) => module.code.length > 0)
    .map((module) => {
      const id = withoutQuery(module.id).replaceAll('\\', '/');
      const name = isVirtual(id) ? 'bundler runtime' : id.includes('/node_modules/') ? id.replace(/.*\/node_modules\//, '') : id.startsWith(prefix) ? id.slice(prefix.length) : id;
      return { name, group: sourceGroup(module.id, root), renderedBytes: module.code.length, gzipBytes: gzip(module.code) };
    });
  const groups = new Map<string, BytesOf>();
  for (const { group, renderedBytes, gzipBytes } of byModule) {
    const line = groups.get(group) ?? { name: group, renderedBytes: 0, gzipBytes: 0 };
    line.renderedBytes += renderedBytes;
    line.gzipBytes += gzipBytes;
    groups.set(group, line);
  }
  const largestFirst = (a: BytesOf, b: BytesOf) => b.gzipBytes - a.gzipBytes || a.name.localeCompare(b.name);
  return {
    groups: [...groups.values()].sort(largestFirst),
    modules: byModule.map(({ name, renderedBytes, gzipBytes }) => ({ name, renderedBytes, gzipBytes })).sort(largestFirst),
  };
}
