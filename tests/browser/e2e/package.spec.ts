import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';

/*
 * The packed package (issue 25) as tests/browser/e2e/packageHosts.ts installed it into .hosts/: what the tarball holds, its
 * exports, the package imported in Node as a server-rendering framework does, and a host's code type-checked against
 * the installed declarations. No browser: these run in Node beside the hosts' e2e tests.
 */

const repository = resolve(import.meta.dirname, '../../..');
const hosts = resolve(repository, '.hosts');
const installed = resolve(hosts, 'node_modules/order-form');

const filesOf = (folder: string) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => file.replaceAll('\\', '/'));

/** Node (the repository's, 24) running an ES module in .hosts/, as a host's server code would: its output, parsed. */
function inNode(code: string): unknown {
  const result = spawnSync(process.execPath, ['--input-type=module', '--eval', code], { cwd: hosts, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout) as unknown;
}

test('the tarball holds what ships: the module and its chunks, the React entry, the types, the manifest, the OpenAPI document and its check, the README; no sources, tests or demo', () => {
  const files = filesOf(installed);
  expect(files.filter((file) => !file.startsWith('dist/chunks/') && !file.startsWith('types/') && !file.endsWith('/')).sort()).toEqual(
    ['README.md', 'custom-elements.json', 'dist', 'dist/chunks', 'dist/contract.js', 'dist/order-form.js', 'dist/react.js', 'dist/server.js', 'openapi.json', 'package.json', 'types'].sort(),
  );
  expect(files.filter((file) => file.startsWith('dist/chunks/') && !file.endsWith('.js'))).toEqual([]);
  expect(files).toContain('types/element/index.d.ts');
  expect(files).toContain('types/react/index.d.ts');
  expect(files).toContain('types/server/index.d.ts');
  expect(files.filter((file) => /(^|\/)(src|tests|demo|stories|\.storybook|node_modules)(\/|$)|\.tsx?$|\.map$/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);

  const manifest = JSON.parse(readFileSync(resolve(installed, 'package.json'), 'utf8')) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'order-form',
    types: './types/element/index.d.ts',
    customElements: 'custom-elements.json',
    exports: {
      '.': { types: './types/element/index.d.ts', default: './dist/order-form.js' },
      './react': { types: './types/react/index.d.ts', default: './dist/react.js' },
      './server': { types: './types/server/index.d.ts', default: './dist/server.js' },
      './custom-elements.json': './custom-elements.json',
      './openapi.json': './openapi.json',
    },
    bin: { 'order-form-contract': './dist/contract.js' },
    peerDependencies: { react: '^19.0.0' },
    peerDependenciesMeta: { react: { optional: true } },
  });
  // everything the module needs is bundled: installing it installs nothing else
  expect(manifest.dependencies).toBeUndefined();
  expect(readdirSync(resolve(hosts, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual(['order-form']);
});

test('imports in Node as a server-rendering framework does: no DOM touched, nothing defined; order-form/react renders the element with its attributes; order-form/server loads', () => {
  const result = inNode(`
    const element = await import('order-form');
    const wrapper = await import('order-form/react');
    const server = await import('order-form/server');
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const manifest = (await import('order-form/custom-elements.json', { with: { type: 'json' } })).default;
    const openApi = (await import('order-form/openapi.json', { with: { type: 'json' } })).default;
    const html = renderToString(createElement(wrapper.OrderForm, { plan: 'VOIPBIZ', apiBase: '/api/', basePath: '/bestellen/', lang: 'de', onSubmitted() {}, reporter: { captureException() {} } }));
    element.defineOrderForm();
    console.log(JSON.stringify({
      define: typeof element.defineOrderForm,
      wrapper: Object.keys(wrapper),
      server: Object.keys(server).sort(),
      html,
      tag: manifest.modules[0].declarations[0].tagName,
      openApi: openApi.openapi,
      dom: ['window', 'document', 'customElements', 'HTMLElement'].filter((name) => name in globalThis),
    }));
  `);
  expect(result).toEqual({
    define: 'function',
    wrapper: ['OrderForm'],
    server: ['firstScreenCss', 'planPageCss', 'renderFirstScreen'],
    html: '<order-form plan="VOIPBIZ" api-base="/api/" base-path="/bestellen/" lang="de"></order-form>',
    tag: 'order-form',
    openApi: '3.1.0',
    dom: [],
  });
});

test("the package's bin order-form-contract runs from the installed package alone, reading the OpenAPI document beside it", () => {
  const bin = resolve(hosts, 'node_modules/.bin/order-form-contract');
  const help = spawnSync(bin, ['--help'], { cwd: hosts, encoding: 'utf8' });
  expect(help.status).toBe(0);
  expect(help.stdout).toContain('order-form-contract --api <base URL>');
  // a server that does not answer: every line fails, and the document was read (its 24 operations)
  const unreachable = spawnSync(bin, ['--api', 'http://127.0.0.1:9/api/', '--runs', '0'], { cwd: hosts, encoding: 'utf8' });
  expect(unreachable.status).toBe(1);
  expect(unreachable.stdout).toContain('(24 operations');
  expect(unreachable.stdout).toMatch(/\n0 passed, 27 failed\n$/);
});

test("a host's code type-checks against the installed declarations, each @ts-expect-error meeting its error", () => {
  const consumer = resolve(hosts, 'consumer');
  mkdirSync(consumer, { recursive: true });
  copyFileSync(resolve(repository, 'tests/src/element/consumer.tsx'), resolve(consumer, 'consumer.tsx'));
  writeFileSync(
    resolve(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      files: ['consumer.tsx'],
    }),
  );
  const result = spawnSync(process.execPath, [resolve(repository, 'node_modules/typescript/bin/tsc'), '-p', resolve(consumer, 'tsconfig.json')], { encoding: 'utf8' });
  expect(result.stdout + result.stderr).toBe('');
  expect(result.status).toBe(0);
});
