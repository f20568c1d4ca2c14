import { http, passthrough } from 'msw';
import { DEMO_COOKIE_HEADER, createDemoApp, type DemoApp } from './app.ts';

/**
 * msw handlers that hand every /api/ request to the demo API, in node and in the browser.
 * In node a relative '/api/*' never matches, hence the leading wildcard.
 *
 * Cookies: a browser never shows the Cookie header to the service worker; msw gives the cookies it knows
 * (document.cookie, its own store) as `cookies`, and they are put back on the request for the app's session.
 * The answer's cookies are written to document.cookie by hand: a Response built in a browser page drops
 * Set-Cookie (so the app repeats them in X-Demo-Set-Cookie), and in jsdom (node) msw keeps no cookies at all.
 * The demo session then works in Storybook and in component tests alike.
 *
 * The app runs in the page (or the test's process) that calls it: the default app answers the developer endpoints
 * (`/api/_demo/`) to every caller, as a loopback server answers its own machine.
 */
export function demoApiHandlers(app: DemoApp = createDemoApp({ developerEndpoints: 'inProcess' })) {
  return [
    http.all('*/api/*', async ({ request, cookies }) => {
      // Only the API at the origin's /api/: a module such as /src/api/client.ts, fetched by a dev server,
      // matches '*/api/*' too and must reach the server.
      if (!new URL(request.url).pathname.startsWith('/api/')) return passthrough();
      const page = pageDocument();
      // the page's own cookies win: msw's store may still hold an earlier session's (a stale XSRF token)
      const known = { ...cookies, ...(page ? parseCookies(page.cookie) : {}) };
      let forwarded = request;
      if (!request.headers.has('cookie') && Object.keys(known).length > 0) {
        const headers = new Headers(request.headers);
        headers.set(
          'cookie',
          Object.entries(known)
            .map(([name, value]) => `${name}=${value}`)
            .join('; '),
        );
        forwarded = new Request(request, { headers });
        // A browser drops a Cookie header from any Request it builds (a forbidden header name), so every request
        // would start a new session (and every POST fail the XSRF check): hand the app the headers as built.
        if (!forwarded.headers.has('cookie')) Object.defineProperty(forwarded, 'headers', { value: headers });
      }
      const response = await app.fetch(forwarded);
      if (page) for (const line of setCookieLines(response)) page.cookie = line;
      return response;
    }),
  ];
}

function setCookieLines(response: Response): string[] {
  const repeated = response.headers.get(DEMO_COOKIE_HEADER);
  // appended values are joined by ", "; cookie values are URI-encoded, so a comma starts the next cookie
  return repeated ? repeated.split(/,\s*(?=[A-Za-z0-9_-]+=)/) : response.headers.getSetCookie();
}

function pageDocument(): { cookie: string } | undefined {
  const doc = (globalThis as { document?: { cookie?: unknown } }).document;
  return doc && typeof doc.cookie === 'string' ? (doc as { cookie: string }) : undefined;
}

function parseCookies(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}
