import type { Plugin } from 'vite';

/** Vite's preload helper, which a client build that is not a library wraps around every `import()` */
export const preloadHelper = '\0vite/preload-helper.js';

/**
 * The demo pages' build wraps every `import()` in Vite's preload helper (a client build that is not a library
 * always does), which the library build never has: about 0.4 KB gz in the first screen, and a lazy chunk that
 * fails to load would raise Vite's `vite:preloadError` on the host page. With `modulePreload: false` it preloads
 * nothing, so this gives it the library's behaviour: the import itself.
 */
export function plainDynamicImports(): Plugin {
  return {
    name: 'order-form:plain-dynamic-imports',
    enforce: 'pre',
    load(id) {
      return id === preloadHelper ? 'export const __vitePreload = (load) => load();' : null;
    },
  };
}
