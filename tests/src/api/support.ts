import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { setupServer } from 'msw/node';
import { ApiError, createApiClient, type ApiClientOptions } from '../../../src/api/index.ts';
import { createDemoApp } from '../../../demo/api/app.ts';
import { demoApiHandlers } from '../../../demo/api/msw.ts';
import { DemoState } from '../../../demo/api/state.ts';
import { cookieJar as serverCookieJar } from '../../../src/server/cookieJar.ts';

export const BASE = 'http://demo.test/api/';

/**
 * The browser's cookie jar, for node (msw has none there): the server renderer's own (src/server/cookieJar.ts) over
 * the fetch msw answers. Sends the cookies it holds and keeps every Set-Cookie of the answers; the client echoes the
 * XSRF cookie from it.
 */
export function cookieJar() {
  return serverCookieJar((input, init) => fetch(input, init));
}

/** The demo app behind msw, with its state at hand. */
export function demoServer() {
  const state = new DemoState();
  const app = createDemoApp({ state, developerEndpoints: 'inProcess' });
  const server = setupServer(...demoApiHandlers(app));
  return { state, app, server };
}

/** The demo app behind msw for a file's tests: listening before them, its state reset after each, closed after all. */
export function serveDemoApi() {
  const demo = demoServer();
  beforeAll(() => demo.server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => demo.state.reset());
  afterAll(() => demo.server.close());
  return demo;
}

/** The ApiError a call failed with; the test fails when the call succeeds or fails with anything else. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

/**
 * A client with its own visitor (cookie jar) who has arrived: like the element's boot, a first GET (auth) gives
 * the session and XSRF cookies before anything is posted.
 */
export async function visitor(options: Partial<ApiClientOptions> = {}) {
  const jar = cookieJar();
  const api = createApiClient({ apiBase: BASE, fetch: jar.fetch, xsrfToken: jar.xsrfToken, ...options });
  await api.checkSession();
  return { api, jar };
}

/** Injects a fault through the demo endpoint, as a test or a developer would. */
export async function injectFault(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${BASE}_demo/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
  if (response.status !== 201) throw new Error(`fault not accepted: ${response.status} ${await response.text()}`);
}

export const friedrichstrasse = {
  street: 'Friedrichstraße',
  houseNumber: '123',
  zipCode: '10117',
  city: 'Berlin',
  country: 'DE',
  exact_address: true,
};
