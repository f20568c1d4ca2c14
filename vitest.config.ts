import { resolve } from 'node:path';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

/**
 * The test projects, on vite.config.ts's development config (development React, the package's entries by name, the
 * pre-bundled dependencies): `npx vitest run --project node` (or `dom`, `browser`, `storybook`) runs one.
 */
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), { test: { projects: [node(), dom(), domIsolated(), browser(), storybook()] } }),
);

/**
 * Test files that replace a module (`vi.mock`) or read a module's own state from its first use need a module graph of
 * their own; every other file shares its worker's graph (`isolate: false`), which saves importing React, xstate,
 * zod and the machines again for each file: more than half of the node and dom projects' time.
 */
const freshModuleGraph = [
  'tests/steps/bicTableUnavailable.test.tsx',
  'tests/steps/phoneChecksUnavailable.test.tsx',
  'tests/unit/adoptStyles.dom.test.tsx',
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

const node = () => ({
  extends: true,
  test: {
    name: 'node',
    // the model tests replay hundreds of paths; a busy 2-core machine makes a group take far longer than 5 s
    testTimeout: 60_000,
    environment: 'node',
    isolate: false,
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/browser/**', 'tests/e2e/**'],
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
    exclude: ['tests/browser/**', 'tests/e2e/**', ...freshModuleGraph],
    setupFiles: ['tests/setup/dom.ts'],
  },
});

const domIsolated = () => ({
  extends: true,
  test: {
    name: 'dom-isolated',
    testTimeout: 90_000,
    environment: 'jsdom',
    include: freshModuleGraph,
    setupFiles: ['tests/setup/dom.ts'],
  },
});

const browser = () => ({
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
