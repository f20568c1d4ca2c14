import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

const port = Number(process.env.E2E_PORT ?? 5273);

/** e2e in Debian's chromium against `npm start` (the demo page and the demo API). */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../../.vitest-reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npm start',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/api/_demo/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
