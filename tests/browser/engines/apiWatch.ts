import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The engines' watch on the demo API's answers, as the e2e fixture's `watchApiErrors` is Playwright's: a plain proxy in
 * front of an engine's preview server that notes every /api/ answer of 400 and above (`500 PUT /api/order`). It sees
 * what no in-page hook sees in time (the start-up's calls leave before any script of the test can run in WebKit,
 * whose WebDriver has no preload script) and is the same for every engine. A socket the demo API drops (a network
 * fault) is dropped to the browser as well.
 */
export interface ApiWatch {
  /** the proxy's origin: what the engine's browser opens */
  url: string;
  /** the answers of 400 and above since the last call, and forgets them */
  take(): string[];
  close(): Promise<void>;
}

export async function watchApi(port: number, upstream: string): Promise<ApiWatch> {
  const target = new URL(upstream);
  let lines: string[] = [];
  const server = createServer((incoming, outgoing) => {
    const proxied = forward(
      { hostname: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers as IncomingHttpHeaders },
      (answer) => {
        const { pathname } = new URL(incoming.url ?? '/', target);
        const status = answer.statusCode ?? 0;
        if (status >= 400 && pathname.startsWith('/api/') && !pathname.startsWith('/api/_demo/')) lines.push(`${status} ${incoming.method} ${pathname}`);
        outgoing.writeHead(status, answer.headers);
        answer.pipe(outgoing);
        answer.on('error', () => outgoing.destroy());
      },
    );
    proxied.on('error', () => outgoing.destroy());
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    take: () => {
      const taken = lines;
      lines = [];
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nobody listens on now, for a server the proxy stands in front of. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
