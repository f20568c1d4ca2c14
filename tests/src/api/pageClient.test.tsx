import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient } from '../../../src/api/index.ts';
import { createDemoApp } from '../../../demo/api/app.ts';
import { demoApiHandlers } from '../../../demo/api/msw.ts';

// The client as the element uses it on a page (jsdom): the default api-base '/api/', the page's fetch and
// document.cookie, nothing injected.
const server = setupServer(...demoApiHandlers(createDemoApp()));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

it('resolves the relative api-base against the page and keeps the session in document.cookie', async () => {
  const api = createApiClient({ apiBase: '/api/' });
  expect((await api.loadPlan('EBNL', { lang: 'nl' })).code).toBe('EBNL');
  expect(document.cookie).toContain('XSRF-TOKEN=');
  await api.saveOrder({ technicianTimeSlot: 'afternoon' });
  expect(await api.loadOrder()).toEqual({ technicianTimeSlot: 'afternoon' });
});
