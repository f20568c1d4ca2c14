import { posix } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { firstScreenChunk } from './chunks.ts';

/**
 * Rolldown keeps its helpers (CommonJS interop, namespace objects) in a chunk of their own when lazy chunks use
 * them too, and the entry imports that chunk: the browser finds it only once it has parsed the whole entry, one
 * more round trip before anything runs. This moves the helpers into the entry, which exports them to the lazy
 * chunks (as it exports the first screen's modules).
 */
export function inlineRuntime(): Plugin {
  return {
    name: 'order-form:inline-runtime',
    // before Vite writes the demo pages' script tags from the chunks' imports
    generateBundle: {
      order: 'pre',
      handler(options, bundle) {
        // a build with source maps (to read where the bytes go) keeps them right and the helpers apart
        if (!options.sourcemap) moveRuntimeIntoEntry(bundle);
      },
    },
  };
}

/**
 * The rewrite itself, on the bundle in place. Left as it is, with a warning, when the output does not have the
 * expected shape (one entry importing the helpers, no chunk loaded with the entry that uses them).
 */
export function moveRuntimeIntoEntry(bundle: Rolldown.OutputBundle): void {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const runtime = chunks.find((chunk) => chunk.moduleIds.length === 1 && chunk.moduleIds[0] === '\0rolldown/runtime.js');
  if (!runtime) return;
  // the first screen's chunk: the library's entry, or the chunk the demo pages (HTML entries) load
  const named = chunks.filter((chunk) => chunk.name === firstScreenChunk && chunk.imports.includes(runtime.fileName));
  const entries = named.length > 0 ? named : chunks.filter((chunk) => chunk.isEntry && chunk.imports.includes(runtime.fileName));
  const exported = /export\s*\{([^}]*)\}\s*;?\s*$/.exec(runtime.code);
  const entry = entries[0];
  const withEntry = entry ? entry.imports.filter((name) => name !== runtime.fileName) : [];
  if (entries.length !== 1 || !entry || !exported || withEntry.length > 0) {
    console.warn(`order-form: the bundler's helpers stay in ${runtime.fileName} (an output of another shape than expected)`);
    return;
  }
  const names = exported[1]!.split(',').map((pair) => pair.trim().split(/\s+as\s+/));
  const body = runtime.code.slice(0, exported.index);
  const importOf = (chunk: Rolldown.OutputChunk) => {
    const path = posix.relative(posix.dirname(chunk.fileName), runtime.fileName);
    const from = path.startsWith('.') ? path : `./${path}`;
    return new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'];?`);
  };
  /** `{a as b, c}` of an import, as the destructuring `{a:b,c:c}` of the helpers' object */
  const destructure = (specifiers: string) =>
    specifiers
      .split(',')
      .map((pair) => pair.trim().split(/\s+as\s+/))
      .map(([imported, local]) => `${imported}:${local ?? imported}`)
      .join(',');
  const helpers = '__rolldownRuntime';
  const objectOf = names.map(([local, name]) => `${name ?? local}:${local}`).join(',');
  const entryImport = importOf(entry).exec(entry.code);
  if (!entryImport) {
    console.warn(`order-form: the bundler's helpers stay in ${runtime.fileName} (${entry.fileName} imports them in a form the build does not know)`);
    return;
  }
  entry.code = `const ${helpers}=(()=>{${body}return{${objectOf}}})();${entry.code.replace(entryImport[0], `const{${destructure(entryImport[1]!)}}=${helpers};`)}export{${helpers}};`;
  entry.imports = withEntry;
  for (const chunk of chunks) {
    if (chunk === entry || !chunk.imports.includes(runtime.fileName)) continue;
    const found = importOf(chunk).exec(chunk.code);
    if (!found) throw new Error(`order-form: ${chunk.fileName} imports ${runtime.fileName} in a form the build does not know`);
    const path = posix.relative(posix.dirname(chunk.fileName), entry.fileName);
    chunk.code = chunk.code.replace(found[0], `import{${helpers}}from"${path.startsWith('.') ? path : `./${path}`}";const{${destructure(found[1]!)}}=${helpers};`);
    chunk.imports = [...new Set(chunk.imports.map((name) => (name === runtime.fileName ? entry.fileName : name)))];
  }
  delete bundle[runtime.fileName];
}
