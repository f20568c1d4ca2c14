/**
 * `npm run build` (its last steps): the package's type declarations in types/, emitted by tsc from the public entries
 * only (tsconfig.types.json: src/element/index.ts, src/element/jsx.ts, src/react/index.ts), then made loadable by
 * every TypeScript a host may have: the sources import each other with `.ts` extensions, which tsc keeps in the
 * declarations, so they are rewritten to `.js` (which every TypeScript maps to `.d.ts`), and the React wrapper's
 * import of the element module by the package's own name becomes a relative one (the package may be installed under
 * another name).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const repository = resolve(import.meta.dirname, '../..');
/** types/, or the folder given (tests/build/tools/declarations.test.ts emits into one of its own) */
const out = resolve(repository, process.argv[2] ?? 'types');

rmSync(out, { recursive: true, force: true });
const tsc = spawnSync(
  process.execPath,
  [resolve(repository, 'node_modules/typescript/bin/tsc'), '-p', resolve(repository, 'tsconfig.types.json'), '--outDir', out],
  { stdio: 'inherit' },
);
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

const packageEntry = resolve(out, 'element/index.d.ts');

for (const file of readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.d.ts'))) {
  const path = resolve(out, file);
  writeFileSync(path, declarationImports(readFileSync(path, 'utf8'), path));
}
console.log(`wrote ${relative(repository, out)}/`);

/** `'./attributes.ts'` -> `'./attributes.js'`; `'order-form'` -> the relative path of the element's entry. */
function declarationImports(text: string, path: string): string {
  const toEntry = relative(dirname(path), packageEntry).replace(/\.d\.ts$/, '.js');
  return text
    .replace(/((?:from|import)\s*\(?\s*)'(\.{1,2}\/[^']+)\.tsx?'/g, "$1'$2.js'")
    .replace(/((?:from|import)\s*\(?\s*)'order-form'/g, `$1'${toEntry.startsWith('.') ? toEntry : `./${toEntry}`}'`);
}
