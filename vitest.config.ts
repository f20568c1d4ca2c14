import { resolve } from 'node:path';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { chromiumArgs, testChromiumPath } from './tests/setup/chromium.ts';
import { freshModuleGraph } from './tests/setup/freshModuleGraph.ts';

/**
 * The test projects, on vite.config.ts's development config (development React, the package's entries by name, the
 * pre-bundled dependencies): `npx vitest run --project node` (or `dom`, `browser`, `storybook`) runs one.
 */
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    // a stray `.only` would shrink the run silently: refused on CI (Vitest's default) and in `npm test` (tests/run-all.ts)
    test: { allowOnly: !process.env.CI && process.env.FORBID_ONLY !== '1', projects: [node(), nodeIsolated(), dom(), domIsolated(), browser(), storybook()] },
  }),
);

/**
 * Tests in a real browser wait as long as a busy 2-core machine needs: a full render, a lazy chunk or axe over a
 * screen can take seconds there. A wait that passes never waits the whole timeout, so a generous one costs nothing.
 */
const patientBrowserTests = { testTimeout: 60_000, expect: { poll: { timeout: 15_000 } } };

/** Each browser project needs a browser config object of its own: Vitest mutates `instances`. */
const chromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: testChromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
  // starting Chromium on a busy 2-core machine (CI beside other work) can take longer than the default minute
  connectTimeout: 180_000,
});

/** Tests that need a real browser's platform (layout, Temporal, React's scheduling) are named `*.browser.test.ts(x)`. */
const browserTests = 'tests/**/*.browser.test.{ts,tsx}';

const node = () => ({
  extends: true,
  test: {
    name: 'node',
    // the model tests replay hundreds of paths; a busy 2-core machine makes a group take far longer than 5 s
    testTimeout: 60_000,
    environment: 'node',
    isolate: false,
    include: ['tests/**/*.test.ts'],
    exclude: [browserTests, ...freshModuleGraph],
  },
});

const nodeIsolated = () => ({
  extends: true,
  test: {
    name: 'node-isolated',
    testTimeout: 60_000,
    environment: 'node',
    include: freshModuleGraph.filter((file) => file.endsWith('.ts')),
  },
});

const dom = () => ({
  extends: true,
  test: {
    name: 'dom',
    // axe over a whole screen in jsdom takes seconds on a busy 2-core machine
    testTimeout: 90_000,
    environment: 'jsdom',
    isolate: false,
    include: ['tests/**/*.test.tsx'],
    exclude: [browserTests, ...freshModuleGraph],
    setupFiles: ['tests/setup/dom.ts'],
  },
});

const domIsolated = () => ({
  extends: true,
  test: {
    name: 'dom-isolated',
    testTimeout: 90_000,
    environment: 'jsdom',
    include: freshModuleGraph.filter((file) => file.endsWith('.tsx')),
    setupFiles: ['tests/setup/dom.ts'],
  },
});

const browser = () => ({
  extends: true,
  test: {
    name: 'browser',
    ...patientBrowserTests,
    include: [browserTests],
    // The demo API answers /api/ through msw, as in Storybook.
    setupFiles: ['tests/setup/browser.ts'],
    css: { include: [/src\/.*\.css/] },
    browser: chromium(),
  },
});

const storybook = () => ({
  extends: true,
  plugins: [storybookTest({ configDir: resolve(import.meta.dirname, '.storybook') })],
  test: {
    name: 'storybook',
    ...patientBrowserTests,
    // one page for all story files of a worker: a fresh page and module graph per file was half the project's time,
    // and each story renders into a fresh root with its own msw handlers anyway
    isolate: false,
    css: { include: [/src\/.*\.css/] },
    browser: chromium(),
  },
});
