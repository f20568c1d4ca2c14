import { createDemoApp } from '../../../demo/api/app.ts';

/**
 * A visitor of the demo API without msw, as the element is one: `GET auth` first (the session and XSRF cookies),
 * then every call with the cookies and the `X-XSRF-TOKEN` header carried by hand.
 */
export async function arrive(app = createDemoApp({ developerEndpoints: 'inProcess' })) {
  const first = await app.request('/api/auth');
  const cookies = first.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const xsrf = decodeURIComponent(cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
  const headers = { cookie: cookies.join('; '), 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
  const send = (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
    app.request(path, { method, headers: { ...headers, ...extra }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return {
    app,
    get: (path: string, extra?: Record<string, string>) => send('GET', path, undefined, extra),
    post: (path: string, body?: unknown, extra?: Record<string, string>) => send('POST', path, body, extra),
    put: (path: string, body: unknown) => send('PUT', path, body),
    delete: (path: string) => send('DELETE', path),
  };
}
