import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDemoApp } from '../../../demo/api/app.ts';
import { isLoopbackAddress } from '../../../demo/api/developerEndpoints.ts';

/** A request as @hono/node-server hands it over: with the socket its peer came on. */
function fromPeer(app: ReturnType<typeof createDemoApp>, path: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.fetch(new Request(`http://demo.test${path}`, { headers }), { incoming: { socket: { remoteAddress } } });
}

describe('the developer endpoints (/api/_demo/)', () => {
  it('answer a node server only from loopback: 127.0.0.0/8 and ::1, also IPv4-mapped', async () => {
    const app = createDemoApp({ developerEndpoints: 'loopback' });
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await fromPeer(app, '/api/_demo/health', address)).status, address).toBe(200);
    }
  });

  it('refuse any other peer with 403 and a message: the orders with their IBANs, the faults and the reset', async () => {
    const app = createDemoApp({ developerEndpoints: 'loopback' });
    for (const address of ['203.0.113.9', '10.0.0.1', '192.168.1.20', '::ffff:203.0.113.9', '2001:db8::1', '128.0.0.1']) {
      const answer = await fromPeer(app, '/api/_demo/orders', address);
      expect(answer.status, address).toBe(403);
      expect(await answer.json()).toEqual({ message: 'The developer endpoints (/api/_demo/) answer only requests from this machine (loopback).' });
    }
    const reset = await app.fetch(new Request('http://demo.test/api/_demo/reset', { method: 'POST' }), { incoming: { socket: { remoteAddress: '203.0.113.9' } } });
    expect(reset.status).toBe(403);
  });

  it('refuse a request a proxy relayed, and one whose peer is unknown', async () => {
    const app = createDemoApp({ developerEndpoints: 'loopback' });
    expect((await fromPeer(app, '/api/_demo/health', '127.0.0.1', { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(403);
    expect((await fromPeer(app, '/api/_demo/health', '127.0.0.1', { Forwarded: 'for=203.0.113.9' })).status).toBe(403);
    expect((await app.request('/api/_demo/health')).status).toBe(403);
  });

  it('answer a real socket on 127.0.0.1 (a node server as npm start and the e2e servers run it)', async () => {
    const app = createDemoApp({ developerEndpoints: 'loopback' });
    const server = await new Promise<ReturnType<typeof serve>>((started) => {
      const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => started(listening));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/api/_demo/health`);
      expect(answer.status).toBe(200);
    } finally {
      await new Promise((closed) => server.close(closed));
    }
  });

  it('answer every caller in process (msw in the page, app.request): nothing crosses a network there', async () => {
    const app = createDemoApp({ developerEndpoints: 'inProcess' });
    expect((await app.request('/api/_demo/health')).status).toBe(200);
  });

  it('do not exist in the app built for a real server (no option): 404 like any unknown path, and the contract still answers', async () => {
    const app = createDemoApp();
    for (const [method, path] of [['GET', '/api/_demo/health'], ['GET', '/api/_demo/orders'], ['GET', '/api/_demo/faults'], ['POST', '/api/_demo/faults'], ['POST', '/api/_demo/reset']] as const) {
      const answer = await fromPeer(app, path, '127.0.0.1');
      expect(answer.status, `${method} ${path}`).toBe(404);
      const posted = await app.fetch(new Request(`http://demo.test${path}`, { method, headers: { 'content-type': 'application/json' }, ...(method === 'POST' ? { body: '{"path":"providers","status":500}' } : {}) }), {
        incoming: { socket: { remoteAddress: '127.0.0.1' } },
      });
      expect(posted.status, `${method} ${path}`).toBe(404);
    }
    expect((await app.request('/api/providers')).status).toBe(200);
  });
});

describe('isLoopbackAddress', () => {
  it('is true for every address of 127.0.0.0/8, plain or IPv4-mapped (property)', () => {
    fc.assert(
      fc.property(fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)), fc.boolean(), ([a, b, c], mapped) => {
        expect(isLoopbackAddress(`${mapped ? '::ffff:' : ''}127.${a}.${b}.${c}`)).toBe(true);
      }),
    );
  });

  it('is false for every IPv4 address outside 127.0.0.0/8 (property)', () => {
    fc.assert(
      fc.property(fc.ipV4(), (address) => {
        expect(isLoopbackAddress(address)).toBe(address.startsWith('127.'));
      }),
    );
  });

  it('is true for ::1 in its short and long forms, false for every other IPv6 address (property)', () => {
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('0:0:0:0:0:0:0:1')).toBe(true);
    fc.assert(
      fc.property(
        fc.ipV6().filter((address) => !/^[0:]*1$/.test(address) && !address.startsWith('::ffff:127.')),
        (address) => {
          expect(isLoopbackAddress(address)).toBe(false);
        },
      ),
    );
  });
});
