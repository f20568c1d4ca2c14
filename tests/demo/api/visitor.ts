import { createDemoApp } from '../../../demo/api/app.ts';
import { expectDocumented } from './documentedAnswers.ts';

/**
 * A visitor of the demo API without msw, as the element is one: `GET auth` first (the session and XSRF cookies),
 * then every call with the cookies and the `X-XSRF-TOKEN` header carried by hand. Every answer to an operation of the
 * OpenAPI document must be one the document gives (./documentedAnswers.ts), or the call throws.
 */
export async function arrive(app = createDemoApp({ developerEndpoints: 'inProcess' })) {
  const first = await app.request('/api/auth');
  await expectDocumented('GET', '/api/auth', first);
  const cookies = first.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const xsrf = decodeURIComponent(cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
  const headers = { cookie: cookies.join('; '), 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
  const send = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
    const response = await app.request(path, { method, headers: { ...headers, ...extra }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    await expectDocumented(method, path, response);
    return response;
  };
  return {
    app,
    get: (path: string, extra?: Record<string, string>) => send('GET', path, undefined, extra),
    post: (path: string, body?: unknown, extra?: Record<string, string>) => send('POST', path, body, extra),
    put: (path: string, body: unknown) => send('PUT', path, body),
    delete: (path: string) => send('DELETE', path),
  };
}
