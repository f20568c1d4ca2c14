import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The type declarations the build emits (issue 25), as a host's TypeScript reads them: tests/src/element/consumer.tsx
 * type-checks against them, every `@ts-expect-error` in it meeting its error. The packed package's declarations are
 * checked the same way in e2e (tests/browser/e2e/package.spec.ts).
 */

const repository = resolve(import.meta.dirname, '../../..');
const work = resolve(repository, '.vitest/declarations');
const types = resolve(work, 'types');
const tsc = resolve(repository, 'node_modules/typescript/bin/tsc');

const node = (args: string[]) => spawnSync(process.execPath, args, { cwd: repository, encoding: 'utf8' });

beforeAll(() => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const built = node(['build/tools/buildTypes.ts', types]);
  expect(built.stderr + built.stdout).toContain('wrote');
  expect(built.status).toBe(0);
}, 120_000);

function typecheck(consumer: string) {
  writeFileSync(resolve(work, 'consumer.tsx'), consumer);
  writeFileSync(
    resolve(work, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        // a host without skipLibCheck reads every declaration of the package too
        skipLibCheck: false,
        types: [],
        paths: {
          'order-form': ['./types/element/index.d.ts'],
          'order-form/react': ['./types/react/index.d.ts'],
          'order-form/server': ['./types/server/index.d.ts'],
        },
      },
      files: ['consumer.tsx'],
    }),
  );
  return node([tsc, '-p', resolve(work, 'tsconfig.json')]);
}

describe('the emitted type declarations', () => {
  it('hold the public surface only: the element, its events and attributes, the React wrapper and its JSX typing, the server renderer', () => {
    const files = readdirSync(types, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.d.ts')).sort();
    expect(files).toEqual([
      'contract/attributes.d.ts',
      'contract/firstScreen.d.ts',
      'contract/hostEvents.d.ts',
      'contract/parts.d.ts',
      'contract/purchase.d.ts',
      'contract/reporter.d.ts',
      'contract/themeProperties.d.ts',
      'element/OrderFormElement.d.ts',
      'element/index.d.ts',
      'element/jsx.d.ts',
      'react/OrderForm.d.ts',
      'react/index.d.ts',
      'server/index.d.ts',
    ]);
  });

  it('import each other by .js paths, which every TypeScript maps to .d.ts, and name no source file', () => {
    for (const file of readdirSync(types, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.d.ts'))) {
      const text = readFileSync(resolve(types, file), 'utf8');
      expect(text, file).not.toMatch(/(from|import) '([^']+\.tsx?|order-form)'/);
    }
  });

  it("type-check a host's code: HTMLElementTagNameMap['order-form'], the typed events, the React 19 JSX and order-form/react", () => {
    const result = typecheck(readFileSync(resolve(repository, 'tests/src/element/consumer.tsx'), 'utf8'));
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('refuse what the element does not take (the check can fail)', () => {
    const result = typecheck(`import 'order-form';
document.createElement('order-form').addEventListener('order-form:submitted', (event) => event.detail.step);
`);
    expect(result.stdout).toContain("Property 'step' does not exist");
    expect(result.status).not.toBe(0);
  });
});
