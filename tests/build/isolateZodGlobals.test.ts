import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import type { TransformResult } from 'vite';
import { describe, expect, it } from 'vitest';
import { isolateZodGlobals } from '../../build/isolateZodGlobals.ts';

/*
 * build/isolateZodGlobals.ts on the installed zod's own source: its two modules keep their config and registry to
 * themselves, and the build stops when zod's text no longer matches what the patch expects.
 */

const zodCore = dirname(createRequire(import.meta.url).resolve('zod/v4/core'));
const coreFile = resolve(zodCore, 'core.js');
const registriesFile = resolve(zodCore, 'registries.js');

/** The plugin's transform with the context it uses: `this.error` stops the build, as Rolldown's does. */
function transform(code: string, id: string) {
  const hook = isolateZodGlobals().transform as (this: unknown, code: string, id: string) => TransformResult | null;
  return hook.call({ error: (message: string) => { throw new Error(message); } }, code, id);
}

const codeOf = (result: TransformResult | null) => (result && typeof result === 'object' ? result.code : undefined);

/** A module without imports (registries.js), run from its text */
const evaluate = (code: string) => import(`data:text/javascript,${encodeURIComponent(code)}`);

describe('isolateZodGlobals', () => {
  it("gives zod's core module a config of its own, jitless, and no global", () => {
    const patched = codeOf(transform(readFileSync(coreFile, 'utf8'), coreFile))!;
    expect(patched).toContain('export const globalConfig = { jitless: true };');
    expect(patched).toContain('const pp = globalConfig.postProcessor;');
    expect(patched).not.toContain('globalThis');
  });

  it("gives zod's registries module a registry of its own, and no global", async () => {
    const patched = codeOf(transform(readFileSync(registriesFile, 'utf8'), registriesFile))!;
    expect(patched).toContain('export const globalRegistry = /*@__PURE__*/ registry();');
    expect(patched).not.toContain('globalThis');
    // other test files in the same worker may have loaded zod unpatched, which sets the global: it must not change
    const before = Object.getOwnPropertyDescriptor(globalThis, '__zod_globalRegistry');
    const registries = await evaluate(patched);
    expect(registries.globalRegistry).toBeInstanceOf(registries.$ZodRegistry);
    expect(Object.getOwnPropertyDescriptor(globalThis, '__zod_globalRegistry')).toEqual(before);
  });

  it('patches the module when Vite asks for it with a query', () => {
    expect(codeOf(transform(readFileSync(registriesFile, 'utf8'), `${registriesFile}?v=1234`))).not.toContain('globalThis');
  });

  it('leaves every other module alone', () => {
    expect(transform('export const a = globalThis.a;', resolve(zodCore, 'util.js'))).toBeNull();
    expect(transform('export const a = globalThis.a;', '/repo/src/domain/globalConfig.js')).toBeNull();
  });

  it("stops the build when zod's text changed under a pattern, rather than ship the globals again", () => {
    const renamed = readFileSync(coreFile, 'utf8').replace('export const globalConfig = globalThis.__zod_globalConfig;', 'export const globalConfig = globalThis.__zod_config;');
    expect(() => transform(renamed, coreFile)).toThrow(/zod changed: "export const globalConfig = globalThis.__zod_globalConfig;" is not in .* exactly once/);
  });

  it('stops the build when zod reaches globalThis in a new place', () => {
    const more = `${readFileSync(registriesFile, 'utf8')}\nexport const extra = globalThis.__zod_extra;\n`;
    expect(() => transform(more, registriesFile)).toThrow(/zod changed: .* still reaches globalThis/);
  });
});
