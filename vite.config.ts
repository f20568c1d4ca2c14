import { posix, resolve } from 'node:path';
import { defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
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
 * The chunks (DESIGN.md, "Chunks"): a file is what is always fetched together.
 *
 * - `order-form`: the entry and everything it imports statically, one file (one request, one compression).
 * - `plan-flow`: what every plan route needs whatever its step, loaded together when a plan opens (or warmed on
 *   the plan list): the plan flow's frame, the header's cart and phone, the step rules, the calls a step makes
 *   with ky, the full styles; and every module that two or more lazy chunks would otherwise share (the ui
 *   components, the steps' shared code, floating-ui, zod and the schemas): no small common chunks.
 * - one chunk per step (`ProductStep`, ...): its screen, the ui components and rules only it uses, its child machines.
 * - the other lazy chunks (address check, quote, plan link, message pages, language list, partner banners, the
 *   frame adapter, the reporter) hold what only they use.
 * - data: libphonenumber-js with the phone checks' re-export module, one chunk never split by size (its modules
 *   build regular expressions at the top level from other modules' constants; split by `maxSize` they imported
 *   each other in a cycle and the built library found no number at all, issue 22), the German phone metadata
 *   and the IBAN-to-BIC tables per country: loaded when a check needs them.
 */
const planFlowRoots = [
  'src/shell/PlanFlow.tsx',
  'src/shell/cart/CartPanel.tsx',
  'src/shell/HeaderPhone.tsx',
  'machines/stepRules.ts',
  'src/api/transport.ts',
  // the schema of the plan's answer: the plan call leaves with fetch at the click and reads its answer with this
  'src/api/schemas/plans.ts',
  ...['plan', 'order', 'cart', 'customer', 'providers', 'validate', 'availability'].map((call) => `src/api/calls/${call}.ts`),
].map((path) => resolve(import.meta.dirname, path));

const stepChunk = (id: string) => {
  const step = /[\\/]src[\\/]steps[\\/](product|activation|customer|account|confirm)[\\/]\w+Step\.tsx$/.exec(id)?.[1];
  return step ? `${step[0]!.toUpperCase()}${step.slice(1)}Step` : undefined;
};
const isData = (id: string) => /\.json($|\?)/.test(id) || /[\\/]libphonenumber(-js[\\/]|\.ts$)/.test(id);

const firstScreenChunk = 'order-form';
/** the bench knows it by this name too (tests/bench/chunks.ts) */
const planFlowChunk = 'plan-flow';

function chunkLayout() {
  /** module id -> its chunk's name, for the modules the automatic splitting would not place as wanted */
  const chunkOf = new Map<string, string>();

  const plugin: Plugin = {
    name: 'order-form-chunk-layout',
    buildEnd() {
      chunkOf.clear();
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        roots.forEach(visit);
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const initial = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const flow = closure(planFlowRoots.filter((id) => this.getModuleInfo(id)));
      const lazyRoots = ids.filter((id) => this.getModuleInfo(id)?.dynamicImporters.length && !flow.has(id) && !initial.has(id) && !isData(id));
      const owners = new Map<string, string[]>();
      for (const root of lazyRoots) for (const id of closure([root])) owners.set(id, [...(owners.get(id) ?? []), root]);
      for (const id of flow) if (!isData(id)) chunkOf.set(id, planFlowChunk);
      for (const [id, roots] of owners) {
        if (initial.has(id) || flow.has(id) || isData(id)) continue;
        const step = roots.length === 1 ? stepChunk(roots[0]!) : undefined;
        if (roots.length > 1) chunkOf.set(id, planFlowChunk);
        else if (step) chunkOf.set(id, step);
      }
    },
    // before Vite writes the demo pages' script tags from the chunks' imports
    generateBundle: {
      order: 'pre',
      handler(options, bundle) {
        // a build with source maps (to read where the bytes go) keeps them right and the helpers apart
        if (!options.sourcemap) inlineRuntime(bundle);
        hintEagerCompilation(bundle);
      },
    },
  };
  const codeSplitting = {
    // only the modules a group names: their dependencies stay where the layout puts them
    includeDependenciesRecursively: false,
    groups: [
      // not the demo pages (HTML entries) nor their own stylesheets (the element's CSS is a string: `?inline`)
      { name: firstScreenChunk, tags: ['$initial' as const], test: (id: string) => !/\.html($|\?)|\.css$/.test(id), priority: 3 },
      { name: 'libphonenumber', test: /node_modules[\\/]libphonenumber-js[\\/]|src[\\/]domain[\\/]validation[\\/]libphonenumber\.ts$/, priority: 2 },
      { name: (id: string) => chunkOf.get(id) ?? null, test: (id: string) => chunkOf.has(id), priority: 1 },
    ],
  };
  return { plugin, codeSplitting };
}

/** V8's explicit compile hint (Chrome 136+), the first line of a file; other engines read a comment. */
const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * Every code chunk asks V8 to compile all its functions when it loads, on a background thread while it streams in,
 * instead of each function on the main thread at its first call. The first screen runs most of its chunk at
 * start-up, and a step's chunk (loaded ahead, on the plan list's pointer or the step before) runs when the step
 * opens: measured at 4x CPU, the click on a plan to its first step 317 -> 228 ms (median of 8), the plan list's
 * cards 1627 -> 1486 ms. Not the data chunks (phone metadata, IBAN-to-BIC tables, libphonenumber-js), of which a
 * check uses a little.
 */
function hintEagerCompilation(bundle: Rolldown.OutputBundle): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk.moduleIds.every(isData)) continue;
    chunk.code = compileHint + chunk.code;
    // the source map's lines move down by the hint's one
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  }
}

/**
 * Rolldown keeps its helpers (CommonJS interop, namespace objects) in a chunk of their own when lazy chunks use
 * them too, and the entry imports that chunk: the browser finds it only once it has parsed the whole entry, one
 * more round trip before anything runs. This moves the helpers into the entry, which exports them to the lazy
 * chunks (as it exports the first screen's modules). Left as it is, with a warning, when the output does not have
 * the expected shape (one entry importing the helpers, no chunk loaded with the entry that uses them).
 */
function inlineRuntime(bundle: Rolldown.OutputBundle): void {
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
/**
 * The demo pages' build wraps every `import()` in Vite's preload helper (a client build that is not a library
 * always does), which the library build never has: about 0.4 KB gz in the first screen, and a lazy chunk that
 * fails to load would raise Vite's `vite:preloadError` on the host page. With `modulePreload: false` it preloads
 * nothing, so this gives it the library's behaviour: the import itself.
 */
function plainDynamicImports(): Plugin {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'order-form:plain-dynamic-imports',
    enforce: 'pre',
    load(id) {
      return id === helper ? 'export const __vitePreload = (load) => load();' : null;
    },
  };
}

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
  const chunks = chunkLayout();
  return {
    plugins: [...plugins(), isolateZodGlobals(), chunks.plugin],
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

function previewConfig(): UserConfig {
  const chunks = chunkLayout();
  return {
    // built as the library is (what ships is what is tested): zod's globals stay inside the element here too
    plugins: [...plugins(), isolateZodGlobals(), demoSite(), chunks.plugin, plainDynamicImports()],
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
