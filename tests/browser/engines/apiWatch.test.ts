import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchApi, type ApiWatch } from './apiWatch.ts';

/** A stand-in for the preview server: a page, an /api/ call that fails, one the demo drops, a developer endpoint. */
let upstream: Server;
let watch: ApiWatch;
beforeAll(async () => {
  upstream = createServer((request, response) => {
    if (request.url === '/api/order' && request.method === 'PUT') return void response.writeHead(500, { 'Content-Type': 'application/json' }).end('{}');
    if (request.url === '/api/dropped') return void request.socket.destroy();
    if (request.url === '/api/_demo/faults') return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': 'text/html', 'Set-Cookie': ['a=1', 'b=2'] }).end('<p>page</p>');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()));
  watch = await watchApi(0, `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await watch.close();
  upstream.close();
});

describe("the engines' watch on the /api/ answers (tests/browser/engines/apiWatch.ts)", () => {
  it('passes answers through, cookies included, and notes the /api/ answers of 400 and above once', async () => {
    const page = await fetch(`${watch.url}/plans/VOIPPRIV/`);
    expect(await page.text()).toBe('<p>page</p>');
    expect(page.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect((await fetch(`${watch.url}/api/order`, { method: 'PUT', body: '{}' })).status).toBe(500);
    expect((await fetch(`${watch.url}/api/_demo/faults`)).status).toBe(404);
    expect(watch.take()).toEqual(['500 PUT /api/order']);
    expect(watch.take()).toEqual([]);
  });

  it('drops the socket the server dropped, as a network failure', async () => {
    await expect(fetch(`${watch.url}/api/dropped`)).rejects.toThrow();
  });
});
