import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circlesOf, importGraph, specifiersOf } from './importGraph.ts';

const root = resolve(import.meta.dirname, '../..');
const graph = importGraph(root, ['src', 'machines', 'demo']);

describe('the layers of order-form (DESIGN.md, "Layers")', () => {
  it('have no import circle in src, machines or demo, counting type imports and import()', () => {
    const circles = circlesOf(graph).map((circle) => circle.join(' -> '));
    expect(circles, `import circles:\n${circles.join('\n')}`).toEqual([]);
  });

  it('let the machines import from src only the domain, and the api client only for its types', () => {
    const allowed = (edge: (typeof graph)[number]) => edge.to.startsWith('src/domain/') || (edge.to.startsWith('src/api/') && edge.typeOnly);
    const upward = graph
      .filter((edge) => edge.from.startsWith('machines/') && edge.to.startsWith('src/') && !allowed(edge))
      .map((edge) => `${edge.from} imports ${edge.typeOnly ? 'the types of ' : ''}${edge.to}`);
    expect(upward, `machines importing from above src/domain:\n${upward.join('\n')}`).toEqual([]);
  });

  it('reads the graph it checks: the element reaches its runtime, the shell its lazy steps', () => {
    // a parser that found nothing would pass the checks above
    expect(graph.length).toBeGreaterThan(500);
    expect(graph.some((edge) => edge.to.startsWith('machines/') && edge.from.startsWith('src/'))).toBe(true);
    expect(graph.some((edge) => edge.dynamic && edge.from.startsWith('src/shell/'))).toBe(true);
  });
});

describe('the import reader', () => {
  it('reads static, type-only, re-exporting, side-effect and dynamic imports, not comments', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      "import { type C, type D } from './c.ts';",
      "import e, { type E } from './e.ts';",
      'import {',
      '  f,',
      '  g,',
      "} from './f.ts';",
      "export { h } from './h.ts';",
      "export type { I } from './i.ts';",
      "export * from './j.ts';",
      "import './k.css';",
      "const L = lazy(() => import('./l.tsx'));",
      "type M = typeof import('./m.ts');",
      " * the chunk loads with `import('./n.ts')` when asked",
      "// import { o } from './o.ts';",
    ].join('\n');
    expect(specifiersOf(source)).toEqual([
      { specifier: './a.ts', typeOnly: false, dynamic: false },
      { specifier: './b.ts', typeOnly: true, dynamic: false },
      { specifier: './c.ts', typeOnly: true, dynamic: false },
      { specifier: './e.ts', typeOnly: false, dynamic: false },
      { specifier: './f.ts', typeOnly: false, dynamic: false },
      { specifier: './h.ts', typeOnly: false, dynamic: false },
      { specifier: './i.ts', typeOnly: true, dynamic: false },
      { specifier: './j.ts', typeOnly: false, dynamic: false },
      { specifier: './k.css', typeOnly: false, dynamic: false },
      { specifier: './l.tsx', typeOnly: false, dynamic: true },
      { specifier: './m.ts', typeOnly: true, dynamic: false },
    ]);
  });

  it('resolves relative files with or without their extension, and leaves packages out', () => {
    const folder = mkdtempSync(join(tmpdir(), 'import-graph-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(join(folder, path), text);
    };
    write('src/a.ts', "import { b } from './b';\nimport { c } from './c/index.ts';\nimport { react } from 'react';\nimport css from './d.css?inline';\n");
    write('src/b.tsx', "export const b = 1;\n");
    write('src/c/index.ts', "export { a } from '../a.ts';\n");
    write('src/d.css', '');
    expect(importGraph(folder, ['src']).map(({ from, to }) => `${from} -> ${to}`)).toEqual(['src/a.ts -> src/b.tsx', 'src/a.ts -> src/c/index.ts', 'src/c/index.ts -> src/a.ts']);
  });

  it('finds every circle once, however long, and none in a tree', () => {
    const edges = (...pairs: string[]) => pairs.map((pair) => ({ from: pair[0]!, to: pair[1]! }));
    expect(circlesOf(edges('ab', 'bc', 'ca', 'cd', 'db', 'ee', 'fg'))).toEqual([
      ['a', 'b', 'c', 'a'],
      ['b', 'c', 'd', 'b'],
      ['e', 'e'],
    ]);
    expect(circlesOf(edges('ab', 'ac', 'bd', 'cd'))).toEqual([]);
  });
});
