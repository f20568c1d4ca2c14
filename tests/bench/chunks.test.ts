import { describe, expect, it } from 'vitest';
import { bytesOf, chunkKind, contentsOf, firstScreenOf, sourceGroup, type ChunkInfo } from './chunks.ts';

const root = '/repo';
const chunk = (fileName: string, imports: string[], isEntry = false): ChunkInfo => ({ fileName, imports, isEntry, moduleIds: [] });

describe('the first screen of a build', () => {
  it('is the entry and everything it imports statically, not what it imports dynamically', () => {
    const chunks = [
      chunk('order-form.js', ['chunks/shared.js'], true),
      chunk('chunks/shared.js', ['chunks/react.js']),
      chunk('chunks/react.js', []),
      chunk('chunks/product.js', ['chunks/shared.js']),
    ];
    expect(firstScreenOf(chunks).map((c) => c.fileName)).toEqual(['order-form.js', 'chunks/shared.js', 'chunks/react.js']);
  });
});

describe('data chunks, exempt from the lazy-chunk budget', () => {
  it('are chunks of JSON modules only', () => {
    expect(chunkKind(['/repo/node_modules/iban-to-bic/datasets/DE.json'])).toBe('data');
    expect(chunkKind(['\0rolldown/runtime.js', '/repo/node_modules/iban-to-bic/datasets/AT.json?import'])).toBe('data');
  });

  it('tells the plan flow by its name from any other code chunk', () => {
    expect(chunkKind(['/repo/src/shell/PlanFlow.tsx'], 'plan-flow')).toBe('flow');
    expect(chunkKind(['/repo/src/steps/product/ProductStep.tsx'], 'ProductStep')).toBe('code');
    expect(chunkKind(['/repo/node_modules/iban-to-bic/datasets/DE.json'], 'de')).toBe('data');
  });

  it('are not chunks with any code, nor empty ones', () => {
    expect(chunkKind(['/repo/node_modules/iban-to-bic/datasets/DE.json', '/repo/src/steps/account/bic.ts'])).toBe('code');
    expect(chunkKind(['/repo/node_modules/libphonenumber-js/metadata.max.json.js'])).toBe('code');
    expect(chunkKind([])).toBe('code');
  });
});

describe('what a chunk holds, by package and by our folder', () => {
  it('names npm packages, scoped or not, however deep the module', () => {
    expect(sourceGroup('/repo/node_modules/@floating-ui/react/dist/floating-ui.react.mjs', root)).toBe('@floating-ui/react');
    expect(sourceGroup('/repo/node_modules/react-dom/cjs/react-dom-client.production.js', root)).toBe('react-dom');
    expect(sourceGroup('/repo/node_modules/a/node_modules/b/index.js', root)).toBe('b');
  });

  it('names our folders two deep, a step by its own folder', () => {
    expect(sourceGroup('/repo/src/shell/PlanList.tsx', root)).toBe('src/shell');
    expect(sourceGroup('/repo/src/domain/validation/messages.ts', root)).toBe('src/domain');
    expect(sourceGroup('/repo/src/steps/product/ProductStep.tsx', root)).toBe('src/steps/product');
    expect(sourceGroup('/repo/machines/order.machine.ts', root)).toBe('machines');
    expect(sourceGroup('/repo/src/styles/styles.css?inline', root)).toBe('src/styles');
  });

  it('lists each group once, in the order met', () => {
    const ids = ['\0rolldown/runtime.js', '/repo/src/steps/product/a.ts', '/repo/node_modules/dayjs/dayjs.min.js', '/repo/src/steps/product/b.ts'];
    expect(contentsOf(ids, root)).toEqual(['bundler runtime', 'src/steps/product', 'dayjs']);
  });
});

describe('where a chunk\'s bytes went', () => {
  const modules = [
    { id: '\0rolldown/runtime.js', code: 'rt' },
    { id: '/repo/src/shell/Shell.tsx', code: 'shell code' },
    { id: '/repo/src/shell/SessionNoticeSlot.tsx', code: 'slot' },
    { id: '/repo/node_modules/xstate/dist/raise.esm.js', code: 'a'.repeat(40) },
    { id: '/repo/src/styles/firstScreen.css?inline', code: 'css text' },
    { id: '/repo/src/api/types.ts', code: '' },
  ];
  // a stand-in for gzip: the length
  const { groups, modules: lines } = bytesOf(modules, root, (code) => code.length);

  it('sums each group of modules, largest first', () => {
    expect(groups).toEqual([
      { name: 'xstate', renderedBytes: 40, gzipBytes: 40 },
      { name: 'src/shell', renderedBytes: 14, gzipBytes: 14 },
      { name: 'src/styles', renderedBytes: 8, gzipBytes: 8 },
      { name: 'bundler runtime', renderedBytes: 2, gzipBytes: 2 },
    ]);
  });

  it('names each module with code by its path in the repository or its package, without a query', () => {
    expect(lines.map((line) => line.name)).toEqual([
      'xstate/dist/raise.esm.js',
      'src/shell/Shell.tsx',
      'src/styles/firstScreen.css',
      'src/shell/SessionNoticeSlot.tsx',
      'bundler runtime',
    ]);
  });
});
