import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Rolldown } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moveRuntimeIntoEntry } from '../../build/inlineRuntime.ts';

/*
 * build/inlineRuntime.ts on small bundles of the shape Rolldown writes (minified): the helpers' chunk moves into the
 * entry, every chunk that imported it imports the entry instead, and the rewritten modules still run.
 */

const runtimeFile = 'chunks/rolldown-runtime-B2x9.js';

function chunk(fields: { fileName: string; code: string; imports?: string[]; moduleIds?: string[]; isEntry?: boolean; name?: string }) {
  const { fileName, code, imports = [], moduleIds = [`/repo/src/${fileName}`], isEntry = false, name = fileName.replace(/^.*\/|-\w+\.js$|\.js$/g, '') } = fields;
  return { type: 'chunk', fileName, name, code, imports, moduleIds, isEntry } as unknown as Rolldown.OutputChunk;
}

const runtime = () =>
  chunk({ fileName: runtimeFile, moduleIds: ['\0rolldown/runtime.js'], code: 'var e=e=>e*2,t=e=>e+1;export{e as n,t as r};' });

const bundleOf = (...chunks: Rolldown.OutputChunk[]) => Object.fromEntries(chunks.map((item) => [item.fileName, item])) as Rolldown.OutputBundle;

/** Writes the bundle's files to a folder of their own and imports one of them. */
async function run(bundle: Rolldown.OutputBundle, file: string) {
  const folder = mkdtempSync(join(tmpdir(), 'inline-runtime-'));
  folders.push(folder);
  writeFileSync(join(folder, 'package.json'), '{"type":"module"}');
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue;
    mkdirSync(dirname(join(folder, item.fileName)), { recursive: true });
    writeFileSync(join(folder, item.fileName), item.code);
  }
  return import(pathToFileURL(join(folder, file)).href);
}
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('inlineRuntime', () => {
  it("moves the bundler's helpers into the entry of a two-chunk bundle", async () => {
    const entry = chunk({ fileName: 'order-form.js', isEntry: true, imports: [runtimeFile], code: `import{n as e}from"./${runtimeFile}";const a=e(21);export{a as answer};` });
    const bundle = bundleOf(entry, runtime());

    moveRuntimeIntoEntry(bundle);

    expect(Object.keys(bundle)).toEqual(['order-form.js']);
    expect(entry.imports).toEqual([]);
    expect(entry.code).toBe(
      'const __rolldownRuntime=(()=>{var e=e=>e*2,t=e=>e+1;return{n:e,r:t}})();const{n:e}=__rolldownRuntime;const a=e(21);export{a as answer};export{__rolldownRuntime};',
    );
    expect((await run(bundle, 'order-form.js')).answer).toBe(42);
  });

  it('gives a lazy chunk the helpers through the entry, which it imports instead', async () => {
    const entry = chunk({
      fileName: 'order-form.js',
      isEntry: true,
      imports: [runtimeFile],
      code: `import{n as e}from"./${runtimeFile}";const a=e(21);const s=()=>import("./chunks/ProductStep-Xy1.js");export{a as answer,s as step};`,
    });
    const step = chunk({
      fileName: 'chunks/ProductStep-Xy1.js',
      imports: [runtimeFile, 'order-form.js'],
      code: `import{r as t}from"./rolldown-runtime-B2x9.js";import{answer as n}from"../order-form.js";const o=t(n);export{o as product};`,
    });
    const bundle = bundleOf(entry, step, runtime());

    moveRuntimeIntoEntry(bundle);

    expect(Object.keys(bundle)).toEqual(['order-form.js', 'chunks/ProductStep-Xy1.js']);
    expect(step.imports).toEqual(['order-form.js']);
    expect(step.code).toBe('import{__rolldownRuntime}from"../order-form.js";const{r:t}=__rolldownRuntime;import{answer as n}from"../order-form.js";const o=t(n);export{o as product};');
    const module = await run(bundle, 'order-form.js');
    expect((await module.step()).product).toBe(43);
  });

  it('in the demo build moves them into the chunk named order-form, which the pages (HTML entries) load', () => {
    const page = chunk({ fileName: 'assets/index-P1.js', isEntry: true, imports: ['assets/order-form-E1.js'], code: 'import"./order-form-E1.js";' });
    const firstScreen = chunk({ fileName: 'assets/order-form-E1.js', imports: ['assets/rolldown-runtime-R1.js'], code: 'import{n as e}from"./rolldown-runtime-R1.js";e(1);' });
    const helpers = chunk({ fileName: 'assets/rolldown-runtime-R1.js', moduleIds: ['\0rolldown/runtime.js'], code: 'var e=e=>e;export{e as n};' });
    const bundle = bundleOf(page, firstScreen, helpers);

    moveRuntimeIntoEntry(bundle);

    expect(Object.keys(bundle)).toEqual(['assets/index-P1.js', 'assets/order-form-E1.js']);
    expect(firstScreen.code).toBe('const __rolldownRuntime=(()=>{var e=e=>e;return{n:e}})();const{n:e}=__rolldownRuntime;e(1);export{__rolldownRuntime};');
    expect(page.code).toBe('import"./order-form-E1.js";');
  });

  it('leaves a bundle without a helpers chunk as it is', () => {
    const entry = chunk({ fileName: 'order-form.js', isEntry: true, code: 'export const a=1;' });
    const bundle = bundleOf(entry);
    moveRuntimeIntoEntry(bundle);
    expect(Object.keys(bundle)).toEqual(['order-form.js']);
    expect(entry.code).toBe('export const a=1;');
  });

  it('leaves an output of another shape as it is, with a warning: a chunk loaded with the entry', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const code = `import{n as e}from"./${runtimeFile}";import"./chunks/shared-S1.js";e(1);`;
    const entry = chunk({ fileName: 'order-form.js', isEntry: true, imports: [runtimeFile, 'chunks/shared-S1.js'], code });
    const shared = chunk({ fileName: 'chunks/shared-S1.js', code: 'export const s=1;' });
    const bundle = bundleOf(entry, shared, runtime());

    moveRuntimeIntoEntry(bundle);

    expect(Object.keys(bundle)).toEqual(['order-form.js', 'chunks/shared-S1.js', runtimeFile]);
    expect(entry.code).toBe(code);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`the bundler's helpers stay in ${runtimeFile}`));
  });

  it('stops the build when a lazy chunk imports the helpers in a form it does not know', () => {
    const entry = chunk({ fileName: 'order-form.js', isEntry: true, imports: [runtimeFile], code: `import{n as e}from"./${runtimeFile}";e(1);` });
    const step = chunk({ fileName: 'chunks/ProductStep-Xy1.js', imports: [runtimeFile], code: 'import*as r from"./rolldown-runtime-B2x9.js";r.n(1);' });
    expect(() => moveRuntimeIntoEntry(bundleOf(entry, step, runtime()))).toThrow(/ProductStep-Xy1\.js imports .* in a form the build does not know/);
  });
});
