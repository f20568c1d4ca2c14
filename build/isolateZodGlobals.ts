import type { Plugin } from 'vite';

/**
 * zod keeps its global config and registry on `globalThis` (`__zod_globalConfig`, `__zod_globalRegistry`), shared
 * with any other copy of zod on the page: the shipped element would add them to the host page's globals, and read the
 * page's zod config as its own on every schema it makes (a `z.config()` of the page's code would change how the
 * element parses). In the shipped module zod's two modules keep them to themselves instead: a config of the element's
 * own (`jitless`, so no zod code ever probes `new Function`, which a CSP without 'unsafe-eval' reports) and a
 * registry of its own. The build fails when zod's text changes under the patterns, rather than shipping the globals
 * again unnoticed; tests/browser/e2e/hosts.spec.ts checks the page's globals after an order.
 */
export function isolateZodGlobals(): Plugin {
  const patches: ReadonlyArray<{ file: RegExp; replacements: ReadonlyArray<readonly [string, string]> }> = [
    {
      file: /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/,
      replacements: [
        ['(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});', ''],
        ['export const globalConfig = globalThis.__zod_globalConfig;', 'export const globalConfig = { jitless: true };'],
        ['globalThis.__zod_globalConfig?.postProcessor', 'globalConfig.postProcessor'],
      ],
    },
    {
      file: /[\\/]zod[\\/]v4[\\/]core[\\/]registries\.js$/,
      replacements: [
        ['(_a = globalThis).__zod_globalRegistry ?? (_a.__zod_globalRegistry = registry());', ''],
        ['export const globalRegistry = globalThis.__zod_globalRegistry;', 'export const globalRegistry = /*@__PURE__*/ registry();'],
      ],
    },
  ];
  return {
    name: 'order-form:isolate-zod-globals',
    enforce: 'pre',
    transform(code, id) {
      const patch = patches.find(({ file }) => file.test(id.split('?')[0]!));
      if (!patch) return null;
      let patched = code;
      for (const [from, to] of patch.replacements) {
        if (patched.split(from).length !== 2) this.error(`zod changed: "${from}" is not in ${id} exactly once; see build/isolateZodGlobals.ts`);
        patched = patched.replace(from, to);
      }
      if (patched.includes('globalThis')) this.error(`zod changed: ${id} still reaches globalThis; see build/isolateZodGlobals.ts`);
      return { code: patched, map: null };
    },
  };
}
