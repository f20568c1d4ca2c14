import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostPage, startCdnHost, type CdnHost } from './cdnHost.ts';

/** A dist/ of its own: the module and one chunk. */
const dist = mkdtempSync(join(tmpdir(), 'cdn-host-'));
mkdirSync(join(dist, 'chunks'));
writeFileSync(join(dist, 'order-form.js'), 'import("./chunks/a.js");');
writeFileSync(join(dist, 'chunks', 'a.js'), 'export const a = 1;');
writeFileSync(join(tmpdir(), 'cdn-host-secret.txt'), 'not served');

let host: CdnHost;
beforeAll(async () => {
  host = await startCdnHost({
    port: 0,
    distDir: dist,
    headers: { 'Content-Security-Policy': "script-src 'self'", 'X-Host': 'all' },
    pages: [
      { path: '/two/*', html: hostPage('Two', '<order-form routing="memory"></order-form>'), headers: { 'X-Host': 'two' } },
      { path: '/', html: hostPage('One', '<order-form></order-form>') },
    ],
  });
});
afterAll(() => host.close());

describe('the plain host of the shipped module (tests/browser/e2e/cdnHost.ts)', () => {
  it('serves the module and its chunks from the sub-path as JavaScript', async () => {
    const module = await fetch(`${host.url}/static/order-form/order-form.js`);
    expect(module.status).toBe(200);
    expect(module.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await (await fetch(`${host.url}/static/order-form/chunks/a.js`)).text()).toBe('export const a = 1;');
    expect((await fetch(`${host.url}/order-form.js`)).status).toBe(404);
    expect((await fetch(`${host.url}/static/order-form/chunks/missing.js`)).status).toBe(404);
  });

  it('never serves a file outside dist/', async () => {
    expect((await fetch(`${host.url}/static/order-form/..%2fcdn-host-secret.txt`)).status).toBe(404);
    expect((await fetch(`${host.url}/static/order-form/%2e%2e/cdn-host-secret.txt`)).status).toBe(404);
  });

  it('answers page paths with their page, a wildcard page for every path below it, and nothing else', async () => {
    const one = await fetch(`${host.url}/`);
    expect(await one.text()).toContain('<script type="module" src="/static/order-form/order-form.js"></script>');
    const deep = await fetch(`${host.url}/two/plans/VOIPPRIV/product/`);
    expect(await deep.text()).toContain('routing="memory"');
    expect((await fetch(`${host.url}/two`)).status).toBe(200);
    expect((await fetch(`${host.url}/elsewhere/`)).status).toBe(404);
  });

  it('adds the response headers to every answer, a page’s own over them', async () => {
    const page = await fetch(`${host.url}/`);
    const module = await fetch(`${host.url}/static/order-form/order-form.js`);
    const api = await fetch(`${host.url}/api/_demo/health`);
    for (const answer of [page, module, api]) expect(answer.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(page.headers.get('x-host')).toBe('all');
    expect((await fetch(`${host.url}/two/`)).headers.get('x-host')).toBe('two');
  });

  it('answers the demo API under /api/', async () => {
    expect((await fetch(`${host.url}/api/_demo/health`)).status).toBe(200);
    expect((await fetch(`${host.url}/api/plan-classes`)).status).toBe(200);
  });
});
