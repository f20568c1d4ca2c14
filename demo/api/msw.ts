import { http } from 'msw';
import { createDemoApp, type DemoApp } from './app.ts';

/**
 * msw handlers that hand every /api/ request to the demo API, in node and in the browser.
 * In node a relative '/api/*' never matches, hence the leading wildcard.
 */
export function demoApiHandlers(app: DemoApp = createDemoApp()) {
  return [http.all('*/api/*', ({ request }) => app.fetch(request))];
}
