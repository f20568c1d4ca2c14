import { resolve } from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { demoSite } from './demo/vite-plugin.ts';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

/**
 * One config, five modes:
 * - `vite --mode demo` (npm start): the demo page and its API on http://127.0.0.1:5173;
 * - `vite build --mode lib`: the shipped ES module, production React, minified; `--mode lib-react` the React wrapper
 *   beside it (`npm run build` runs both and emits the type declarations);
 * - `vite build --mode preview` + `vite preview --mode preview` (npm run preview): the demo page built as it
 *   ships (production React, minified, split at the code's import() calls) and the demo API, on :4173;
 * - anything else (Vitest, Storybook): development React, and the test projects.
 */
export default defineConfig(({ mode }) => {
  if (mode === 'lib') return libraryConfig();
  if (mode === 'lib-react') return reactWrapperConfig();
  if (mode === 'demo') return demoConfig();
  if (mode === 'preview') return previewConfig();
  return testConfig();
});

const production = { 'process.env.NODE_ENV': JSON.stringify('production') };

const plugins = () => [react(), tailwindcss()];

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

/**
 * floating-ui (dialogs, popovers, tooltips) is shared by several lazy chunks (address check, cart, steps): one
 * chunk of its own, fetched once, instead of a copy in whichever chunk needed it first.
 *
 * libphonenumber-js (the phone checks, ./src/domain/validation/libphonenumber.ts and the package code it keeps)
 * is one chunk, never split by size: its modules build regular expressions at the top level from other modules'
 * constants, and a size split (`maxSize`) put them in chunks that import each other in a cycle, so they can
 * evaluate in an order the package never runs in. Split in three, the built `parsePhoneNumberFromString(
 * '0302345678', 'DE', ...)` found no number at all and every German area code was refused (issue 22; the phone
 * checks now also self-test the loaded library). One chunk is 9.5 KB gzip (26.4 in the four files before): the
 * re-export module lets the bundler drop what the checks do not use (AsYouType, findNumbers, the formatters).
 */
const sharedChunks = {
  // only floating-ui itself: its dependencies (React) stay where the first screen has them
  includeDependenciesRecursively: false,
  groups: [
    { name: 'floating-ui', test: /node_modules[\\/](@floating-ui|tabbable)[\\/]/ },
    // the re-export module too, so that no separate one-line chunk stands in front of the library
    { name: 'libphonenumber', test: /node_modules[\\/]libphonenumber-js[\\/]|src[\\/]domain[\\/]validation[\\/]libphonenumber\.ts$/ },
  ],
};

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

/**
 * zod keeps its global config and registry on `globalThis` (`__zod_globalConfig`, `__zod_globalRegistry`), shared
 * with any other copy of zod on the page: the shipped element would add them to the host page's globals, and read the
 * page's zod config as its own on every schema it makes (a `z.config()` of the page's code would change how the
 * element parses). In the shipped module zod's two modules keep them to themselves instead: a config of the element's
 * own (`jitless`, so no zod code ever probes `new Function`, which a CSP without 'unsafe-eval' reports) and a
 * registry of its own. The build fails when zod's text changes under the patterns, rather than shipping the globals
 * again unnoticed; tests/e2e/hosts.spec.ts checks the page's globals after an order.
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
        if (patched.split(from).length !== 2) this.error(`zod changed: "${from}" is not in ${id} exactly once; see isolateZodGlobals in vite.config.ts`);
        patched = patched.replace(from, to);
      }
      if (patched.includes('globalThis')) this.error(`zod changed: ${id} still reaches globalThis; see isolateZodGlobals in vite.config.ts`);
      return { code: patched, map: null };
    },
  };
}

function libraryConfig(): UserConfig {
  return {
    plugins: [...plugins(), isolateZodGlobals()],
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
        output: { minify: true, chunkFileNames: 'chunks/[name]-[hash].js', codeSplitting: sharedChunks },
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

function previewConfig(): UserConfig {
  return {
    // built as the library is (what ships is what is tested): zod's globals stay inside the element here too
    plugins: [...plugins(), isolateZodGlobals(), demoSite()],
    resolve: reactStoreHook,
    appType: 'custom',
    define: production,
    publicDir: false,
    build: {
      outDir: '.preview',
      emptyOutDir: true,
      rolldownOptions: { input: ['index', 'partner', 'embed'].map((page) => resolve(import.meta.dirname, `demo/${page}.html`)), output: { minify: true, codeSplitting: sharedChunks } },
    },
    preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: true },
  };
}

const browserDependencies = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'xstate',
  '@xstate/react',
  'i18next',
  'react-i18next',
  'ky',
  'zod/mini',
  'dayjs',
  'ibantools',
  'libphonenumber-js/max',
  '@floating-ui/react',
  '@r2wc/react-to-web-component',
  'hono',
  'hono/cookie',
  'msw',
  'msw/browser',
  'pdf-lib',
  '@pdf-lib/fontkit',
  '@testing-library/react',
  'storybook/test',
  'msw-storybook-addon/csf3',
  '@storybook/addon-a11y/preview',
];

/**
 * Tests in a real browser wait as long as a busy 2-core machine needs: a full render, a lazy chunk or axe over a
 * screen can take seconds there. A wait that passes never waits the whole timeout, so a generous one costs nothing.
 */
const patientBrowserTests = { testTimeout: 60_000, expect: { poll: { timeout: 15_000 } } };

/** Each browser project needs a browser config object of its own: Vitest mutates `instances`. */
const chromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
  // starting Chromium on a busy 2-core machine (CI beside other work) can take longer than the default minute
  connectTimeout: 180_000,
});

/**
 * The package's entries by name, as a host imports them: the React wrapper imports the element module as
 * `order-form` (its own build keeps that import, as `./order-form.js`).
 */
const packageEntries = {
  alias: [
    { find: /^order-form$/, replacement: resolve(import.meta.dirname, 'src/element/element.tsx') },
    { find: /^order-form\/react$/, replacement: resolve(import.meta.dirname, 'src/react/index.ts') },
  ],
};

function testConfig(): UserConfig {
  return {
    plugins: plugins(),
    resolve: packageEntries,
    // mockServiceWorker.js for msw in the browser projects
    publicDir: 'stories/public',
    // Pre-bundled at start-up: a dependency discovered in the middle of a browser run reloads the page and fails
    // the test file that was loading (a fresh clone has no optimizer cache).
    optimizeDeps: { include: browserDependencies },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            // the model tests replay hundreds of paths; a busy 2-core machine makes a group take far longer than 5 s
            testTimeout: 60_000,
            environment: 'node',
            include: ['tests/**/*.test.ts'],
            exclude: ['tests/browser/**', 'tests/e2e/**'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            // axe over a whole screen in jsdom takes seconds on a busy 2-core machine
            testTimeout: 90_000,
            environment: 'jsdom',
            include: ['tests/**/*.test.tsx'],
            exclude: ['tests/browser/**', 'tests/e2e/**'],
            setupFiles: ['tests/setup/dom.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            ...patientBrowserTests,
            include: ['tests/browser/**/*.test.{ts,tsx}'],
            // The demo API answers /api/ through msw, as in Storybook.
            setupFiles: ['tests/setup/browser.ts'],
            css: { include: [/src\/.*\.css/] },
            browser: chromium(),
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: resolve(import.meta.dirname, '.storybook') })],
          test: {
            name: 'storybook',
            ...patientBrowserTests,
            css: { include: [/src\/.*\.css/] },
            browser: chromium(),
          },
        },
      ],
    },
  };
}
