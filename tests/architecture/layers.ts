/**
 * The layers of order-form as docs/ARCHITECTURE.md writes them ("Layers"), top first, and the imports that run
 * against them. A file may import its own layer and the ones below it; imports.test.ts checks the import graph.
 */
import type { ImportEdge } from './importGraph.ts';

/** One layer: the folders it holds, as repository-relative prefixes ending in `/` (`src/shell/`). */
export type Layer = string[];

/**
 * The layers of the first code block under a `### Layers` heading, top first: each line starts with the layer's
 * folders (`src/api/`, or several on one line: `src/a/ src/b/`), its description after them.
 */
export function layersOf(markdown: string): Layer[] {
  const section = markdown.split(/^### Layers[ \t]*$/m)[1];
  const block = section && /^```[^\n]*\n([\s\S]*?)^```/m.exec(section)?.[1];
  if (!block) throw new Error('no code block under "### Layers"');
  return block
    .split('\n')
    .map((line) => /^((?:[\w.-]+\/)+(?:[ \t]+(?:[\w.-]+\/)+)*)(?=\s|$)/.exec(line)?.[1]?.split(/[ \t]+/))
    .filter((folders): folders is Layer => Boolean(folders));
}

/** The index of the layer that holds a file (0 is the top), or -1 for a file in none. */
export function layerIndexOf(layers: Layer[], file: string): number {
  return layers.findIndex((folders) => folders.some((folder) => file.startsWith(folder)));
}

/**
 * Every import of a file in a layer that reaches up (into a layer above its own) or out (into a file of no layer),
 * type imports and `import()` included, one line each. Files outside the layers (demo/) are not checked.
 */
export function upwardImports(edges: Pick<ImportEdge, 'from' | 'to' | 'typeOnly'>[], layers: Layer[]): string[] {
  const name = (index: number) => layers[index]!.join(' ');
  const found: string[] = [];
  for (const { from, to, typeOnly } of edges) {
    const fromLayer = layerIndexOf(layers, from);
    if (fromLayer < 0) continue;
    const toLayer = layerIndexOf(layers, to);
    const what = `${from} (${name(fromLayer)}) imports ${typeOnly ? 'the types of ' : ''}${to}`;
    if (toLayer < 0) found.push(`${what}, which is in no layer`);
    else if (toLayer < fromLayer) found.push(`${what} (${name(toLayer)}), a layer above`);
  }
  return found;
}
