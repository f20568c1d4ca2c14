import { resolve } from 'node:path';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { demoSite } from './demo/vite-plugin.ts';
import { chunkLayout } from './build/chunkLayout.ts';
import { compileHints } from './build/compileHints.ts';
import { inlineRuntime } from './build/inlineRuntime.ts';
import { isolateZodGlobals } from './build/isolateZodGlobals.ts';
import { plainDynamicImports } from './build/plainDynamicImports.ts';
import { prebundledDependencies } from './build/prebundledDependencies.ts';

/**
 * One config, seven modes:
 * - `vite --mode demo` (npm start): the demo page and its API on http://127.0.0.1:5173;
 * - `vite build --mode lib`: the shipped ES module, production React, minified; `--mode lib-react` the React wrapper
 *   beside it, `--mode lib-server` order-form/server for Node (`npm run build` runs the four and emits the type
 *   declarations), `--mode lib-contract` the contract check of a server (`order-form-contract`, dist/contract.js);
 * - `vite build --mode preview` + `vite preview --mode preview` (npm run preview): the demo page built as it
 *   ships (production React, minified, split at the code's import() calls) and the demo API, on :4173;
 * - anything else (Storybook, and Vitest, whose projects vitest.config.ts adds to this): development React.
 * The plugins that shape what ships live in build/, one file each.
 */
export default defineConfig(({ mode }) => {
  if (mode === 'lib') return libraryConfig();
  if (mode === 'lib-react') return reactWrapperConfig();
  if (mode === 'lib-server') return serverConfig();
  if (mode === 'lib-contract') return contractConfig();
  if (mode === 'demo') return demoConfig();
  if (mode === 'preview') return previewConfig();
  return developmentConfig();
});

const production = { 'process.env.NODE_ENV': JSON.stringify('production') };

const plugins = () => [react(), tailwindcss()];

/**
 * What is built as it ships: zod's globals kept inside the element, the chunk layout, then the rewrites of its
 * output (the compile hint after the helpers moved into the entry, so that it stays the file's first line).
 */
const shippedPlugins = (chunks: ReturnType<typeof chunkLayout>) => [isolateZodGlobals(), chunks.plugin, inlineRuntime(), compileHints()];

/**
 * @xstate/react imports the selector hook through React's shim for React < 18; React 19 has the store hook
 * built in, so the package's own non-shim entry does the same with less code.
 */
const reactStoreHook = {
  alias: [
    { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
    { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
  ],
};

function demoConfig(): UserConfig {
  return {
    plugins: [...plugins(), demoSite()],
    appType: 'custom',
    server: {
      host: '127.0.0.1',
      port: Number(process.env.PORT ?? 5173),
      strictPort: true,
      warmup: { clientFiles: ['src/element/element.tsx'] },
    },
    // Crawl the demo page's imports before the first request: a dependency discovered later makes Vite reload
    // the page, which breaks whatever a visitor (or an e2e test) was doing.
    optimizeDeps: { entries: ['demo/index.html', 'demo/embed.html'] },
  };
}

function libraryConfig(): UserConfig {
  const chunks = chunkLayout();
  return {
    plugins: [...plugins(), ...shippedPlugins(chunks)],
    resolve: reactStoreHook,
    define: production,
    publicDir: false,
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      lib: { entry: resolve(import.meta.dirname, 'src/element/element.tsx'), formats: ['es'], fileName: () => 'order-form.js' },
      rolldownOptions: {
        // The lazy chunks may import what the first screen already loaded from the entry itself: one file for
        // the first screen instead of a dozen small shared chunks, each compressed on its own.
        preserveEntrySignatures: 'allow-extension',
        output: { minify: true, chunkFileNames: 'chunks/[name]-[hash].js', codeSplitting: chunks.codeSplitting },
      },
    },
  };
}

/**
 * `vite build --mode lib-react` (after `--mode lib`, into the same dist/): order-form/react, the wrapper for React
 * hosts. The host's React renders it (a peer dependency, never bundled), and it imports the element module beside
 * it (`./order-form.js`), so the form is not bundled twice. Not minified: the host's bundler does that.
 */
function reactWrapperConfig(): UserConfig {
  return {
    plugins: [react()],
    publicDir: false,
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      lib: { entry: resolve(import.meta.dirname, 'src/react/index.ts'), formats: ['es'], fileName: () => 'react.js' },
      rolldownOptions: {
        external: (id) => /^react(-dom)?(\/|$)/.test(id) || id === 'order-form',
        output: { paths: { 'order-form': './order-form.js' } },
      },
    },
  };
}

/**
 * `vite build --mode lib-server` (after `--mode lib`, into the same dist/): order-form/server, the element's first
 * screen as HTML, for Node 20+ (DESIGN.md, "The first screen in the HTML (order-form/server)"). One file,
 * dist/server.js, bundling everything it runs, React and react-dom/server included, as the element bundles its
 * own: the package keeps no dependencies, and the server renders with the very React (and components, machine,
 * texts) the element's module ships, whatever React the host has or lacks. Its lazy imports are inlined (a server
 * has no first screen to keep small), minified as the element is.
 */
function serverConfig(outDir = 'dist'): UserConfig {
  return {
    // zod's globals kept inside, as in the element: nothing of it on the host server's globalThis
    plugins: [...plugins(), isolateZodGlobals()],
    resolve: reactStoreHook,
    define: production,
    publicDir: false,
    ssr: { target: 'node', noExternal: true },
    build: {
      outDir,
      emptyOutDir: false,
      ssr: resolve(import.meta.dirname, 'src/server/renderFirstScreen.tsx'),
      target: 'node20',
      rolldownOptions: { output: { format: 'es', entryFileNames: 'server.js', codeSplitting: false, minify: true } },
    },
  };
}

/**
 * `vite build --mode lib-contract` (after `--mode lib`, into the same dist/): the contract check, the package's bin
 * `order-form-contract` (src/apiContract/cli.ts; docs/BACKEND.md). One Node file, dist/contract.js, bundling all it
 * runs (ajv, ajv-formats, fast-check), so that a backend team runs it from the package alone; it reads the document
 * beside it (../openapi.json). Nothing of the element is in it but the API's cookie and header names.
 */
function contractConfig(): UserConfig {
  return {
    publicDir: false,
    ssr: { target: 'node', noExternal: true },
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      ssr: resolve(import.meta.dirname, 'src/apiContract/cli.ts'),
      target: 'node20',
      rolldownOptions: { output: { format: 'es', entryFileNames: 'contract.js', codeSplitting: false, minify: true, banner: '#!/usr/bin/env node' } },
    },
  };
}

function previewConfig(): UserConfig {
  const chunks = chunkLayout();
  return {
    // built as the library is (what ships is what is tested)
    plugins: [...plugins(), demoSite(), ...shippedPlugins(chunks), plainDynamicImports(), previewServerRenderer()],
    resolve: reactStoreHook,
    appType: 'custom',
    define: production,
    publicDir: false,
    build: {
      outDir: '.preview',
      emptyOutDir: true,
      // as the library build: a lazy chunk fetches its own imports, no preload helper in the first screen
      modulePreload: false,
      rolldownOptions: { input: ['index', 'partner', 'embed'].map((page) => resolve(import.meta.dirname, `demo/${page}.html`)), output: { minify: true, codeSplitting: chunks.codeSplitting } },
    },
    preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: true },
  };
}

/**
 * The preview's marketing page renders its first screen through order-form/server as the package ships it: built
 * once the page is (a second build, the same as `--mode lib-server`), into its `server/` folder (.preview/server/server.js).
 */
function previewServerRenderer(): Plugin {
  let outDir = '.preview';
  return {
    name: 'order-form-preview-server-renderer',
    apply: 'build',
    configResolved(config) {
      // beside the page wherever it is built (the bench builds it into .bench/preview/)
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await build({ configFile: false, logLevel: 'warn', ...serverConfig(`${outDir}/server`) });
    },
  };
}

/**
 * The package's entries by name, as a host imports them: the React wrapper imports the element module as
 * `order-form` (its own build keeps that import, as `./order-form.js`).
 */
const packageEntries = {
  alias: [
    { find: /^order-form$/, replacement: resolve(import.meta.dirname, 'src/element/element.tsx') },
    { find: /^order-form\/react$/, replacement: resolve(import.meta.dirname, 'src/react/index.ts') },
    { find: /^order-form\/server$/, replacement: resolve(import.meta.dirname, 'src/server/renderFirstScreen.tsx') },
  ],
};

function developmentConfig(): UserConfig {
  return {
    plugins: plugins(),
    resolve: packageEntries,
    // mockServiceWorker.js for msw in the browser projects
    publicDir: 'stories/public',
    optimizeDeps: { include: prebundledDependencies },
  };
}
