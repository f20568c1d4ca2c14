import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

/**
 * Who may call the developer endpoints (`/api/_demo/`: every order with its IBAN, fault injection, reset), set by
 * the mount that serves the app:
 * - `'loopback'`: a node server (`npm start`, `npm run preview`, `demo/server.ts`, the e2e hosts) answers them only to
 *   a peer on this machine (127.0.0.0/8, ::1) that no proxy relayed; a request whose peer is unknown is refused;
 * - `'inProcess'`: the app runs in the caller's own process (msw in a Storybook page or in node, `app.request` in
 *   tests): nothing crosses a network, so every caller is local, the page itself being the loopback;
 * - left out: a build meant for a real server, where the paths do not exist at all (404 like any unknown path).
 */
export type DeveloperEndpoints = 'loopback' | 'inProcess';

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (`::ffff:127.0.0.1`), as node reports a dual-stack peer. */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return v4.split('.').every((part) => Number(part) <= 255);
  return address === '::1' || /^(0{1,4}:){7}0{0,3}1$/.test(address);
}

/** The peer of a request served by @hono/node-server (`getRequestListener`, `serve`): its socket's address. */
function peerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/** A proxy on this machine would make every visitor look local: a relayed request is not the developer's own. */
const relayHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** The guard in front of `/api/_demo/`: 403 with a message to any caller the mode does not trust. */
export function developerAccess(mode: DeveloperEndpoints) {
  return createMiddleware(async (c, next) => {
    if (mode === 'inProcess') return next();
    const address = peerAddress(c);
    const relayed = relayHeaders.some((name) => c.req.header(name) !== undefined);
    if (address && isLoopbackAddress(address) && !relayed) return next();
    return c.json({ message: 'The developer endpoints (/api/_demo/) answer only requests from this machine (loopback).' }, 403);
  });
}
