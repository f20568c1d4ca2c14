import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHint, hintEagerCompilation } from '../../build/compileHints.ts';

/* build/compileHints.ts: V8's compile hint heads every code chunk, not the data chunks nor the assets. */

const chunk = (fileName: string, moduleIds: string[], code: string, mappings?: string) =>
  ({ type: 'chunk', fileName, moduleIds, code, map: mappings === undefined ? null : { mappings } }) as unknown as Rolldown.OutputChunk;

describe('compile hints', () => {
  it('start every code chunk, the entry and a step alike', () => {
    const entry = chunk('order-form.js', ['/repo/src/element/element.tsx', '/repo/src/shell/App.tsx'], 'export const a=1;');
    const step = chunk('chunks/ProductStep-A1.js', ['/repo/src/steps/product/ProductStep.tsx'], 'export const b=2;');
    hintEagerCompilation({ [entry.fileName]: entry, [step.fileName]: step });
    expect(entry.code).toBe('//# allFunctionsCalledOnLoad\nexport const a=1;');
    expect(step.code).toBe(`${compileHint}export const b=2;`);
  });

  it('leave the data chunks (JSON tables, libphonenumber-js) and the assets as they are', () => {
    const table = chunk('chunks/de-D1.js', ['/repo/node_modules/iban-to-bic/datasets/DE.json'], 'var e={};export{e as t};');
    const metadata = chunk('chunks/germanPhoneMetadata-M1.js', ['/repo/src/domain/validation/germanPhoneMetadata.json?import'], 'var e={};');
    const phones = chunk('chunks/libphonenumber-L1.js', ['/repo/node_modules/libphonenumber-js/es6/parse.js', '/repo/src/domain/validation/libphonenumber.ts'], 'var p=1;');
    const styles = { type: 'asset', fileName: 'order-form.css', source: 'a{}' } as unknown as Rolldown.OutputAsset;
    hintEagerCompilation({ [table.fileName]: table, [metadata.fileName]: metadata, [phones.fileName]: phones, [styles.fileName]: styles });
    expect([table.code, metadata.code, phones.code, styles.source]).toEqual(['var e={};export{e as t};', 'var e={};', 'var p=1;', 'a{}']);
  });

  it('start a chunk that holds code beside its data', () => {
    const mixed = chunk('chunks/bic-B1.js', ['/repo/src/domain/bic.ts', '/repo/node_modules/iban-to-bic/datasets/AT.json'], 'var b=1;');
    hintEagerCompilation({ [mixed.fileName]: mixed });
    expect(mixed.code).toBe(`${compileHint}var b=1;`);
  });

  it("move the source map's lines down by the hint's one", () => {
    const entry = chunk('order-form.js', ['/repo/src/element/element.tsx'], 'export const a=1;', 'AAAA,OAAO');
    hintEagerCompilation({ [entry.fileName]: entry });
    expect(entry.map!.mappings).toBe(';AAAA,OAAO');
  });
});
