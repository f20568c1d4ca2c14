import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circlesOf, importGraph, specifiersOf } from './importGraph.ts';
import { layerIndexOf, layersOf, upwardImports } from './layers.ts';

const root = resolve(import.meta.dirname, '../..');
const graph = importGraph(root, ['src', 'machines', 'demo']);
const layers = layersOf(readFileSync(resolve(root, 'docs/ARCHITECTURE.md'), 'utf8'));

describe('the layers of order-form (docs/ARCHITECTURE.md, "Layers"; DESIGN.md, "Layers")', () => {
  it('import only their own layer and the ones below it, in the order docs/ARCHITECTURE.md writes them', () => {
    const upward = upwardImports(graph, layers);
    expect(upward, `imports that run upward:\n${upward.join('\n')}`).toEqual([]);
  });

  it('are the folders of src/ and machines/, each in one layer of docs/ARCHITECTURE.md', () => {
    const folders = readdirSync(resolve(root, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/${entry.name}/`);
    expect([...layers.flat()].sort()).toEqual([...folders, 'machines/'].sort());
    expect(layerIndexOf(layers, 'src/contract/attributes.ts')).toBe(layers.length - 1);
  });

  it('have no import circle in src, machines or demo, counting type imports and import()', () => {
    const circles = circlesOf(graph).map((circle) => circle.join(' -> '));
    expect(circles, `import circles:\n${circles.join('\n')}`).toEqual([]);
  });

  it("let the machines import from src only the domain and the element's contract, and the api client only for its types", () => {
    const allowed = (edge: (typeof graph)[number]) =>
      edge.to.startsWith('src/domain/') || edge.to.startsWith('src/contract/') || (edge.to.startsWith('src/api/') && edge.typeOnly);
    const upward = graph
      .filter((edge) => edge.from.startsWith('machines/') && edge.to.startsWith('src/') && !allowed(edge))
      .map((edge) => `${edge.from} imports ${edge.typeOnly ? 'the types of ' : ''}${edge.to}`);
    expect(upward, `machines importing from src/ beyond the domain, the contract and the api's types:\n${upward.join('\n')}`).toEqual([]);
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

describe('the layer check', () => {
  const readme = [
    '## Architecture',
    '',
    '### Layers',
    '',
    'Imports point down only:',
    '',
    '```',
    'app/              the top: it-is-not/ a folder',
    'left/ right/      two folders of one layer',
    'base/             the bottom',
    '```',
    '',
    '### Where each part lives',
    '',
    '```',
    'other/            not a layer',
    '```',
  ].join('\n');

  it("reads the layers from docs/ARCHITECTURE.md's code block under \"### Layers\", top first, the folders of a line one layer", () => {
    expect(layersOf(readme)).toEqual([['app/'], ['left/', 'right/'], ['base/']]);
  });

  it('lets a file import its own layer and the ones below, and catches an import upward or out of the layers', () => {
    const edge = (from: string, to: string, typeOnly = false) => ({ from, to, typeOnly });
    const edges = [
      edge('app/a.ts', 'left/b.ts'),
      edge('app/a.ts', 'base/d.ts'),
      edge('left/b.ts', 'right/c.ts'),
      edge('right/c.ts', 'left/b.ts'),
      edge('right/c.ts', 'base/d.ts'),
      edge('base/d.ts', 'app/a.ts', true),
      edge('right/c.ts', 'app/a.ts'),
      edge('left/b.ts', 'demo/e.ts'),
      // a file of no layer (the demo) is not checked
      edge('demo/e.ts', 'app/a.ts'),
    ];
    expect(upwardImports(edges, layersOf(readme))).toEqual([
      'base/d.ts (base/) imports the types of app/a.ts (app/), a layer above',
      'right/c.ts (left/ right/) imports app/a.ts (app/), a layer above',
      'left/b.ts (left/ right/) imports demo/e.ts, which is in no layer',
    ]);
  });
});
