import { http } from 'msw';
import { createDemoApp, type DemoApp } from './app.ts';

/**
 * msw handlers that hand every /api/ request to the demo API, in node and in the browser.
 * In node a relative '/api/*' never matches, hence the leading wildcard.
 * A browser never shows the Cookie header to the service worker: msw gives the cookies it knows (the page's
 * document.cookie, its own store) as `cookies`, so they are put back on the request for the app's session.
 */
export function demoApiHandlers(app: DemoApp = createDemoApp()) {
  return [
    http.all('*/api/*', ({ request, cookies }) => {
      if (request.headers.has('cookie') || Object.keys(cookies).length === 0) return app.fetch(request);
      const headers = new Headers(request.headers);
      headers.set(
        'cookie',
        Object.entries(cookies)
          .map(([name, value]) => `${name}=${value}`)
          .join('; '),
      );
      return app.fetch(new Request(request, { headers }));
    }),
  ];
}
