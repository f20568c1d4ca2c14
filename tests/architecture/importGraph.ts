/**
 * The import graph of our own code, read with a few regular expressions (no compiler): static `import` and
 * `export ... from` (type-only ones too) and `import('...')`, relative specifiers resolved to files. What the
 * architecture test checks it against is in imports.test.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface ImportEdge {
  /** repository-relative path of the importing file */
  from: string;
  /** repository-relative path of the imported file */
  to: string;
  /** the specifier as written */
  specifier: string;
  /** `import type` / `export type`, every named binding marked `type`, or `typeof import(...)`: gone at run time */
  typeOnly: boolean;
  dynamic: boolean;
}

export interface ImportSpecifier {
  specifier: string;
  typeOnly: boolean;
  dynamic: boolean;
}

// `import x from '...'`, `import { a, type B } from '...'`, `import type { C } from '...'`, `import * as d from '...'`,
// `export { e } from '...'`, `export * from '...'`, `export type { F } from '...'`; a statement starts a line.
const STATIC = /^[ \t]*(import|export)\s+(type\s+)?([\w$]+\s*,?\s*)?(\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?)?\s*from\s*(['"])([^'"]+)\5/gm;
// `import '...'` for its side effects
const BARE = /^[ \t]*import\s*(['"])([^'"]+)\1/gm;
// `import('...')` and `typeof import('...')`, anywhere but a comment line
const DYNAMIC = /(typeof\s+)?\bimport\(\s*(['"])([^'"]+)\2\s*\)/g;

const isCommentLine = (text: string, index: number) => {
  const lineStart = text.lastIndexOf('\n', index) + 1;
  return /^\s*(\/\/|\*|\/\*)/.test(text.slice(lineStart, index + 1));
};

/** Every module specifier a source file names, in the order met. */
export function specifiersOf(source: string): ImportSpecifier[] {
  const found: Array<ImportSpecifier & { at: number }> = [];
  for (const match of source.matchAll(STATIC)) {
    const [, , typeKeyword, defaultBinding, named] = match;
    // `import { type A, type B } from` is as type-only as `import type { A, B } from`
    const allNamedTypes = !defaultBinding && named?.startsWith('{') && named.slice(1, -1).split(',').map((part) => part.trim()).filter(Boolean).every((part) => part.startsWith('type '));
    found.push({ specifier: match[6]!, typeOnly: Boolean(typeKeyword) || Boolean(allNamedTypes), dynamic: false, at: match.index });
  }
  for (const match of source.matchAll(BARE)) found.push({ specifier: match[2]!, typeOnly: false, dynamic: false, at: match.index });
  for (const match of source.matchAll(DYNAMIC)) {
    if (isCommentLine(source, match.index)) continue;
    found.push({ specifier: match[3]!, typeOnly: Boolean(match[1]), dynamic: !match[1], at: match.index });
  }
  return found.sort((a, b) => a.at - b.at).map(({ specifier, typeOnly, dynamic }) => ({ specifier, typeOnly, dynamic }));
}

const SOURCE = /\.tsx?$/;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names (query such as `?inline` dropped), or null for a package or a non-source file. */
export function resolveSpecifier(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = resolve(dirname(fromFile), specifier.replace(/\?.*$/, ''));
  for (const suffix of CANDIDATES) {
    const candidate = target + suffix;
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The .ts and .tsx files under a folder, declaration files left out. */
export function sourceFilesUnder(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...sourceFilesUnder(path));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** The edges between the source files of the given folders (repository-relative paths, forward slashes). */
export function importGraph(root: string, folders: string[]): ImportEdge[] {
  const name = (path: string) => relative(root, path).replaceAll('\\', '/');
  const edges: ImportEdge[] = [];
  for (const file of folders.flatMap((folder) => sourceFilesUnder(join(root, folder)))) {
    for (const { specifier, typeOnly, dynamic } of specifiersOf(readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(file, specifier);
      if (target) edges.push({ from: name(file), to: name(target), specifier, typeOnly, dynamic });
    }
  }
  return edges;
}

/**
 * Every import circle, each once: for each edge inside a strongly connected component, the shortest way back to its
 * start closes a circle; rotations of the same circle count once. A circle reads `a -> b -> a`.
 */
export function circlesOf(edges: Pick<ImportEdge, 'from' | 'to'>[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    const targets = next.get(from) ?? [];
    if (!targets.includes(to)) targets.push(to);
    next.set(from, targets);
  }
  const shortestPath = (start: string, goal: string): string[] | null => {
    const previous = new Map<string, string>([[start, start]]);
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift()!;
      if (node === goal) {
        const path = [goal];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return path;
      }
      for (const target of next.get(node) ?? []) {
        if (previous.has(target)) continue;
        previous.set(target, node);
        queue.push(target);
      }
    }
    return null;
  };
  const circles = new Map<string, string[]>();
  for (const [from, targets] of next) {
    for (const to of targets) {
      // a self-import is a circle of one
      const back = to === from ? [from] : shortestPath(to, from);
      if (!back) continue;
      const circle = to === from ? [from] : [from, ...back.slice(0, -1)];
      // one reading per circle: start at its smallest file
      const start = circle.indexOf([...circle].sort()[0]!);
      const rotated = [...circle.slice(start), ...circle.slice(0, start)];
      circles.set(rotated.join(' -> '), rotated);
    }
  }
  return [...circles.values()].map((circle) => [...circle, circle[0]!]).sort((a, b) => a.join().localeCompare(b.join()));
}
