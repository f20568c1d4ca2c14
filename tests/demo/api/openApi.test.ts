import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createDemoApp } from '../../../demo/api/app.ts';
import { runContract } from '../../../src/apiContract/run.ts';
import { expectDocumented, operationOf } from './documentedAnswers.ts';

/*
 * The demo API and the OpenAPI document (issue 51; docs/BACKEND.md): it serves the document and its viewer, and every
 * answer it gives the contract check (src/apiContract/: every operation in the element's order, with the document's
 * examples and bodies generated from its schemas, and the behaviours the element relies on) is the document's. The
 * check fails, naming the operation and the schema path, when one answer differs.
 */

const document = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../openapi.json'), 'utf8')) as Record<string, unknown>;
const api = 'http://demo.test/api/';

/** A fetch that answers from a Hono app in this process, as a server on the network would. */
const fetchFrom =
  (app: { fetch: (request: Request) => Response | Promise<Response> }): typeof fetch =>
  (input, init) =>
    Promise.resolve(app.fetch(new Request(input as string, init)));

describe('the demo API and its OpenAPI document', () => {
  it('serves the document at /api/openapi.json and a viewer of it at /api/docs/, with every file from itself', async () => {
    const app = createDemoApp();
    const served = await app.request('/api/openapi.json');
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual(document);
    expect(served.headers.getSetCookie()).toEqual([]);
    const page = await app.request('/api/docs/');
    expect(page.status).toBe(200);
    const html = await page.text();
    const files = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(files).toEqual(['swagger-ui.css', 'swagger-ui-bundle.js', 'start.js']);
    for (const file of files) {
      const answer = await app.request(`/api/docs/${file}`);
      expect(answer.status, file).toBe(200);
      expect((await answer.arrayBuffer()).byteLength, file).toBeGreaterThan(100);
    }
    expect(await (await app.request('/api/docs/start.js')).text()).toContain("'../openapi.json'");
  });

  it('answers every operation of the document as the document says: the contract check passes, every operation and behaviour', async () => {
    const app = createDemoApp({ developerEndpoints: 'inProcess' });
    const lines: string[] = [];
    const result = await runContract({ document, api, fetch: fetchFrom(app), seed: 51, runs: 4, log: (line) => lines.push(line) });
    expect(result.mismatches, lines.join('\n')).toEqual([]);
    expect(result.notChecked).toEqual([]);
    // 24 operations, 3 behaviours
    expect(result).toMatchObject({ passed: 27, failed: 0 });
    expect(lines.filter((line) => line.startsWith('✓'))).toHaveLength(27);
  });

  it('fails when one answer differs from the document, naming the operation and the schema path', async () => {
    const demo = createDemoApp({ developerEndpoints: 'inProcess' });
    const altered = new Hono();
    // a plan code that comes as a number
    altered.use('/api/plan-classes', async (c, next) => {
      await next();
      const body = (await c.res.json()) as { data: Array<{ plans: Array<{ code: unknown }> }> };
      body.data[0]!.plans[0]!.code = 42;
      c.res = Response.json(body);
    });
    altered.all('*', (c) => demo.fetch(c.req.raw));
    const lines: string[] = [];
    const result = await runContract({ document, api, fetch: fetchFrom(altered), seed: 51, runs: 1, log: (line) => lines.push(line) });
    expect(result.failed).toBe(1);
    expect(result.mismatches).toEqual([
      { operationId: 'loadPlanClasses', schemaPath: '#/components/schemas/PlanSummary/properties/code/type', message: 'status 200: /data/0/plans/0/code must be string' },
    ]);
    expect(lines).toContain('    loadPlanClasses: status 200: /data/0/plans/0/code must be string at #/components/schemas/PlanSummary/properties/code/type');
    expect(lines.find((line) => line.startsWith('✗'))).toMatch(/^✗ loadPlanClasses +GET \/plan-classes/);
  });

  it('fails a server that makes a second order for a repeated key, or forgets the XSRF check', async () => {
    const demo = createDemoApp({ developerEndpoints: 'inProcess' });
    const careless = new Hono();
    let orders = 0;
    careless.post('/api/orders', async (c) => {
      const answer = await demo.fetch(c.req.raw);
      if (answer.status !== 201) return answer;
      const body = (await answer.json()) as { transactionId: string };
      return c.json({ ...body, transactionId: `NT-2026-9${String(++orders).padStart(5, '0')}` }, 201);
    });
    careless.put('/api/order', async (c) => {
      const headers = new Headers(c.req.raw.headers);
      const cookie = headers.get('cookie') ?? '';
      const token = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1];
      if (token) headers.set('x-xsrf-token', decodeURIComponent(token));
      return demo.fetch(new Request(c.req.raw, { headers }));
    });
    careless.all('*', (c) => demo.fetch(c.req.raw));
    const lines: string[] = [];
    const result = await runContract({ document, api, fetch: fetchFrom(careless), seed: 51, runs: 0, log: (line) => lines.push(line) });
    const failed = lines.filter((line) => line.startsWith('✗'));
    expect(failed.map((line) => line.replace(/\s{2,}.*$/, ''))).toEqual(['✗ the XSRF echo', '✗ one key, one order']);
    expect(result.mismatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ operationId: 'saveOrder', schemaPath: '#/paths/~1order/put/responses/200' }),
        expect.objectContaining({ operationId: 'submitOrder', message: expect.stringContaining('the same key and body answered the transactionIds') }),
      ]),
    );
  });

  it("checks every answer the demo's route tests get through arrive() (./visitor.ts) against the document, by its operation", async () => {
    expect(operationOf('GET', '/api/plans/VOIPPRIV?lang=de')?.operationId).toBe('loadPlan');
    expect(operationOf('GET', '/api/plans/3001/vouchers?voucherCode=X')?.operationId).toBe('checkVoucher');
    expect(operationOf('POST', '/api/plans/VOIPPRIV/order/validate')?.operationId).toBe('validateOrderField');
    expect(operationOf('GET', '/api/orders/by-key/abc')?.operationId).toBe('findOrder');
    expect(operationOf('DELETE', '/api/order')?.operationId).toBe('deleteOrder');
    expect(operationOf('GET', '/api/_demo/orders')).toBeUndefined();
    await expectDocumented('GET', '/api/providers', Response.json({ data: [{ id: 'D001', name: 'Telekom' }] }));
    await expect(expectDocumented('GET', '/api/providers', Response.json({ data: [{ id: 1, name: 'Telekom' }] }))).rejects.toThrow(
      'loadProviders: status 200: /data/0/id must be string at #/components/schemas/Provider/properties/id/type',
    );
    await expect(expectDocumented('GET', '/api/providers', Response.json({ message: 'I am a teapot' }, { status: 418 }))).rejects.toThrow('status 418 is not documented');
  });
});
