import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/api/http.ts';
import { networkError, type DemoEnv } from './http.ts';
import { randomId, type DemoState } from './state.ts';

export const SESSION_COOKIE = 'demo_session';

/**
 * The header that repeats the cookies for msw in a browser: a Response built in the page drops Set-Cookie
 * (a forbidden response header), so `demoApiHandlers` writes these to document.cookie instead.
 */
export const DEMO_COOKIE_HEADER = 'X-Demo-Set-Cookie';

/** The developer endpoints (`/api/_demo/...`) have no session, no XSRF check and no faults. */
function isDemoPath(path: string): boolean {
  return path.startsWith('/api/_demo/');
}

/**
 * `POST /api/_demo/faults` at work: the next matching call (of the poster's session for a fault posted `ownSession`,
 * else of anyone) is delayed, dropped, answered with a status or broken JSON, ends the session or rotates
 * the XSRF cookie. A session ended so answers 401 for good; `auth` with its cookie makes a new one.
 */
export function injectFaults(state: DemoState) {
  return createMiddleware<DemoEnv>(async (c, next) => {
    if (isDemoPath(c.req.path)) return next();
    const sessionId = getCookie(c, SESSION_COOKIE) ?? '';
    // An ended session stays ended, as a server's expired session does: a call the page sent with its cookie before
    // the re-authentication's answer arrived is refused too, not given a new session whose cookies would overwrite
    // the renewed ones in the page.
    const renewing = state.endedSessions.has(sessionId);
    if (renewing && c.req.path !== '/api/auth') return sessionEndedAnswer(c);
    const fault = state.takeFault(c.req.method, c.req.path, sessionId);
    if (fault) {
      if (fault.delayMs) {
        const resetsBefore = state.resets;
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
        // Reset while it waited (a story or test that has moved on): its session is gone, and answering would make a
        // new one whose cookie overwrites the current visitor's in the page (msw writes document.cookie).
        if (state.resets !== resetsBefore) return networkError(c);
      }
      if (fault.network) return networkError(c);
      if (fault.endSession) {
        state.sessions.delete(sessionId);
        state.endedSessions.add(sessionId);
        return sessionEndedAnswer(c);
      }
      if (fault.rotateXsrf) {
        const session = state.sessions.get(sessionId);
        if (session) {
          session.xsrf = randomId();
          setDemoCookie(c, XSRF_COOKIE, session.xsrf);
        }
        return c.json({ message: 'CSRF token mismatch', code: 'XSRF' }, 403);
      }
      if (fault.status) return c.json((fault.body ?? { message: 'Injected fault' }) as object, fault.status as 400);
      if (fault.malformed) return c.body('{"data": [ this is not json', 200, { 'Content-Type': 'application/json' });
    }
    await next();
    if (fault?.answerDelayMs) await new Promise((resolve) => setTimeout(resolve, fault.answerDelayMs));
    if (fault?.dropAnswer) {
      // after next() the context holds the handler's answer: cleared first, so that the failure replaces it whole
      c.res = undefined;
      c.res = networkError(c);
    }
    // the same visitor in its new session: the faults posted for the ended one are still meant for it
    const renewed = c.get('session');
    if (renewing && renewed) state.handFaultsOver(sessionId, renewed.id);
  });
}

function sessionEndedAnswer(c: Context) {
  return c.json({ message: 'Session ended', code: 'SESSION_ENDED' }, 401);
}

/**
 * The visitor's session (a `demo_session` cookie, made on the first call) and its XSRF token: PUT, POST and
 * DELETE must echo the `XSRF-TOKEN` cookie as `X-XSRF-TOKEN` (spec section 7, HTTP client defaults), else 403.
 */
export function sessionWithXsrf(state: DemoState) {
  return createMiddleware<DemoEnv>(async (c, next) => {
    if (isDemoPath(c.req.path)) return next();
    let session = state.sessions.get(getCookie(c, SESSION_COOKIE) ?? '');
    if (!session) {
      session = state.newSession();
      // not HttpOnly: msw in the browser can only hand cookies over through document.cookie
      setDemoCookie(c, SESSION_COOKIE, session.id);
    }
    c.set('session', session);
    if (getCookie(c, XSRF_COOKIE) !== session.xsrf) setDemoCookie(c, XSRF_COOKIE, session.xsrf);
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method);
    // a bearer token is not sent by a browser on its own, so POST auth cannot be forged and may come first
    const bearer = /^Bearer\s/i.test(c.req.header('Authorization') ?? '');
    if (unsafe && !bearer && c.req.header(XSRF_HEADER) !== session.xsrf) {
      return c.json({ message: 'CSRF token mismatch', code: 'XSRF' }, 403);
    }
    return next();
  });
}

function setDemoCookie(c: Context, name: string, value: string): void {
  setCookie(c, name, value, { path: '/', sameSite: 'Lax' });
  c.header(DEMO_COOKIE_HEADER, `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`, { append: true });
}
