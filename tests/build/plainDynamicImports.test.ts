import { describe, expect, it } from 'vitest';
import { plainDynamicImports, preloadHelper } from '../../build/plainDynamicImports.ts';

/* build/plainDynamicImports.ts: the demo build's preload helper does what the library build does, the import itself. */

const load = (id: string) => (plainDynamicImports().load as (this: unknown, id: string) => string | null).call({}, id);

describe('plainDynamicImports', () => {
  it("answers Vite's preload helper with one that only runs the import", async () => {
    const helper = load(preloadHelper)!;
    const { __vitePreload } = await import(`data:text/javascript,${encodeURIComponent(helper)}`);
    const chunk = { product: 'ProductStep' };
    let imports = 0;
    await expect(__vitePreload(() => (imports++, Promise.resolve(chunk)), ['assets/ProductStep-A1.js'])).resolves.toBe(chunk);
    expect(imports).toBe(1);
  });

  it('passes a failed import on as it is, without a vite:preloadError on the page', async () => {
    const { __vitePreload } = await import(`data:text/javascript,${encodeURIComponent(load(preloadHelper)!)}`);
    const failed = new TypeError('Failed to fetch dynamically imported module');
    await expect(__vitePreload(() => Promise.reject(failed))).rejects.toBe(failed);
  });

  it('loads no other module', () => {
    expect(load('/repo/src/shell/App.tsx')).toBeNull();
    expect(load('\0rolldown/runtime.js')).toBeNull();
  });
});
