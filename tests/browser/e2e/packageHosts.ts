import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import vue from '@vitejs/plugin-vue';
import { build } from 'vite';
import { startCdnHost } from './cdnHost.ts';

/**
 * The webServer of the `hosts` e2e project (playwright.config.ts), once per run: the package as a host installs it.
 *
 * 1. `npm pack` of what `npm run build` wrote (the webServer before this one builds it), into .hosts/ (gitignored);
 * 2. the tarball installed with npm into .hosts/, a scratch project whose other dependencies (react, react-dom, vue,
 *    vite and their plugins, at the repository's pinned versions) resolve from the repository's node_modules above
 *    it: no registry needed, so CI's run does not depend on the network;
 * 3. three hosts made of it (templates in tests/browser/e2e/hosts/): a Vite + React 19 app using `order-form/react`, a
 *    Vite + Vue 3 app using the element (`compilerOptions.isCustomElement`), and a plain page loading the package's
 *    dist/ as copied to its static files; the two apps built with Vite;
 * 4. all three served by the plain static host (cdnHost.ts) on `E2E_HOSTS_PORT`, under /site/ (their files) and the
 *    page routes /react/, /vue/, /plain/, with the demo API under /api/.
 *
 * It prints the seconds each step took. tests/browser/e2e/hosts.spec.ts places an order in each host; package.spec.ts checks
 * the tarball, imports the installed package in Node and type-checks a consumer against its declarations.
 */

const repository = resolve(import.meta.dirname, '../../..');
const hostsDir = resolve(repository, '.hosts');
const apps = resolve(hostsDir, 'apps');
const site = resolve(hostsDir, 'site');
const installedPackage = resolve(hostsDir, 'node_modules/order-form');

const startedAt = performance.now();
let stepAt = startedAt;
const took = (what: string) => {
  const now = performance.now();
  console.log(`${what}: ${((now - stepAt) / 1000).toFixed(1)} s`);
  stepAt = now;
};

function run(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, { cwd: repository, encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout as string;
}

rmSync(hostsDir, { recursive: true, force: true });
mkdirSync(hostsDir, { recursive: true });

// 1. pack; `--ignore-scripts` because prepack would build again what the previous webServer has just built
const built = ['dist/order-form.js', 'dist/react.js', 'types/element/index.d.ts', 'types/react/index.d.ts'];
if (!built.every((file) => existsSync(resolve(repository, file)))) run('npm', ['run', 'build'], { stdio: 'inherit' });
const [{ filename }] = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', hostsDir])) as [{ filename: string }];
took(`npm pack (${filename})`);

// 2. install
writeFileSync(
  resolve(hostsDir, 'package.json'),
  `${JSON.stringify({ name: 'order-form-hosts', private: true, type: 'module', dependencies: { 'order-form': `file:./${filename}` } }, null, 2)}\n`,
);
run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock'], { cwd: hostsDir });
took('npm install of the tarball');

// 3. the hosts
cpSync(resolve(import.meta.dirname, 'hosts'), apps, { recursive: true });
await build({
  root: resolve(apps, 'react'),
  base: '/site/react/',
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  // the app's own chunk holds React and the element's first screen: no warning for what a host would split itself
  build: { outDir: resolve(site, 'react'), emptyOutDir: true, chunkSizeWarningLimit: 1024 },
});
took('vite build of the React 19 host');
await build({
  root: resolve(apps, 'vue'),
  base: '/site/vue/',
  configFile: false,
  logLevel: 'warn',
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'order-form' } } })],
  build: { outDir: resolve(site, 'vue'), emptyOutDir: true },
});
took('vite build of the Vue 3 host');
cpSync(resolve(installedPackage, 'dist'), resolve(site, 'plain/order-form'), { recursive: true });

// 4. serve
const port = Number(process.env.E2E_HOSTS_PORT ?? 5285);
const host = await startCdnHost({
  port,
  modulePath: '/site/',
  distDir: site,
  pages: [
    { path: '/react/*', html: readFileSync(resolve(site, 'react/index.html'), 'utf8') },
    { path: '/vue/*', html: readFileSync(resolve(site, 'vue/index.html'), 'utf8') },
    { path: '/plain/*', html: readFileSync(resolve(apps, 'plain/index.html'), 'utf8') },
  ],
});
console.log(`the package's hosts on ${host.url}/react/, /vue/, /plain/ after ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void host.close().finally(() => process.exit(0));
  });
}
