import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * order-form/server as it ships (dist/server.js, `vite build --mode lib-server`), built into a folder of its own and
 * run by Node as a host's server runs it: no DOM, the bundled React and react-dom/server, the first screen's CSS
 * inside. Built outside the repository, so that an import of a package it did not bundle would not be found.
 * tests/src/server/ tests the renderer from its sources; this is the bundle.
 */

const repository = resolve(import.meta.dirname, '../..');
const out = mkdtempSync(join(tmpdir(), 'order-form-server-'));

afterAll(() => rmSync(out, { recursive: true, force: true }));

beforeAll(() => {
  // as `npm run build` runs it: Vitest's NODE_ENV=test would make the build compile JSX for React's development build
  const env = { ...process.env, NODE_ENV: 'production' };
  const built = spawnSync(process.execPath, [resolve(repository, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'lib-server', '--outDir', out], {
    cwd: repository,
    encoding: 'utf8',
    env,
  });
  expect(built.status, built.stderr + built.stdout).toBe(0);
}, 180_000);

describe('dist/server.js (order-form/server), built', () => {
  it("is one ES module that imports only Node's own modules, and touches no DOM and no global when imported", () => {
    const text = readFileSync(resolve(out, 'server.js'), 'utf8');
    // its static imports (statements: minified, each begins the file or follows a `;`)
    const imported = [...text.matchAll(/(?:^|;)\s*import\s*(?:[\w$*{}\s,]+from\s*)?"([^"]+)"/g)].map((match) => match[1]!);
    expect(imported.length).toBeGreaterThan(0);
    for (const name of imported) expect(builtinModules).toContain(name.replace(/^node:/, ''));
    const result = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '--eval',
        `
        const server = await import(${JSON.stringify(pathToFileURL(resolve(out, 'server.js')).href)});
        console.log(JSON.stringify({
          exports: Object.keys(server).sort(),
          css: server.firstScreenCss.length,
          globals: ['window', 'document', 'customElements', 'HTMLElement', '__zod_globalConfig', '__zod_globalRegistry'].filter((name) => name in globalThis),
        }));
      `,
      ],
      { cwd: out, encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    const loaded = JSON.parse(result.stdout) as { exports: string[]; css: number; globals: string[] };
    expect(loaded.exports).toEqual(['firstScreenCss', 'planPageCss', 'renderFirstScreen']);
    // the first screen's style sheet is in it (the source tests run where CSS is left out)
    expect(loaded.css).toBeGreaterThan(5000);
    expect(loaded.globals).toEqual([]);
  });

  it("renders the plan list against the demo API, the first screen's styles inline with the nonce", () => {
    const result = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '--eval',
        `
        const { renderFirstScreen, firstScreenCss } = await import(${JSON.stringify(pathToFileURL(resolve(out, 'server.js')).href)});
        const { createDemoApp } = await import(${JSON.stringify(pathToFileURL(resolve(repository, 'demo/api/app.ts')).href)});
        const app = createDemoApp();
        const { html, data } = await renderFirstScreen({ apiBase: 'http://shop.test/api/', lang: 'nl', nonce: 'n0nce', fetch: (input, init) => app.request(new Request(input, init)) });
        console.log(JSON.stringify({ html, firstScreenCss, lang: data.lang, plans: data.planClasses.flatMap((planClass) => planClass.plans.map((plan) => plan.code.toUpperCase())) }));
      `,
      ],
      { cwd: repository, encoding: 'utf8' },
    );
    expect(result.status, result.stderr).toBe(0);
    const { html, firstScreenCss, lang, plans } = JSON.parse(result.stdout) as { html: string; firstScreenCss: string; lang: string; plans: string[] };
    expect(lang).toBe('nl');
    expect(html.startsWith(`<order-form lang="nl" nonce="n0nce"><template shadowrootmode="open"><style nonce="n0nce">${firstScreenCss}</style><div part="root" lang="nl"`)).toBe(true);
    expect(plans.length).toBeGreaterThan(3);
    for (const plan of plans) expect(html).toContain(`data-plan="${plan}"`);
    expect(html.endsWith('</script></template></order-form>')).toBe(true);
  });
});
