import { createDemoApp } from '../../../demo/api/app.ts';
import { createApiClient, type ApiClient } from '../../../src/api/index.ts';

/**
 * An api client talking to the demo app in memory, with its own visitor's cookies (session, XSRF), as the
 * element's client talks to the demo API: no network, no msw.
 */
export function demoApiClient(app = createDemoApp()): ApiClient {
  const cookies = new Map<string, string>();
  const fetchDemo: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (cookies.size) request.headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await app.fetch(request);
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      cookies.set(pair!.slice(0, eq).trim(), decodeURIComponent(pair!.slice(eq + 1).trim()));
    }
    return response;
  };
  let arrived: Promise<unknown> | null = null;
  const api = createApiClient({ apiBase: 'http://shop.test/api/', fetch: fetchDemo, xsrfToken: () => cookies.get('XSRF-TOKEN') });
  // like the element's boot: a first GET gives the session and XSRF cookies before anything is posted
  return new Proxy(api, {
    get(target, key: keyof ApiClient) {
      const value = target[key];
      if (typeof value !== 'function' || key === 'checkSession') return value;
      return async (...args: unknown[]) => {
        arrived ??= target.checkSession();
        await arrived;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
