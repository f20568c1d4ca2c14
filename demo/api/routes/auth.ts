import { Hono } from 'hono';
import { anonymousAuth, authTokens } from '../fixtures/catalogue.ts';
import type { DemoEnv } from '../http.ts';

/** `GET auth` (the session's access, anonymous by default) and `POST auth` with a bearer token (401 when unknown). */
export function authRoutes() {
  const routes = new Hono<DemoEnv>();
  routes.post('/', (c) => {
    const token = /^Bearer\s+(.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]?.trim();
    const auth = token ? authTokens[token] : undefined;
    if (!auth) return c.json({ message: 'Invalid token' }, 401);
    const session = c.get('session');
    session.auth = { ...auth, embeddedFramePartnerCodes: anonymousAuth().embeddedFramePartnerCodes ?? [] };
    return c.json(session.auth);
  });
  routes.get('/', (c) => c.json(c.get('session').auth ?? anonymousAuth()));
  return routes;
}
