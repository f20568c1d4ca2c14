import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/index.ts';
import { injectFault, rejection, serveDemoApi, visitor } from './support.ts';

// ky's chunk cannot be loaded (offline after the page came): the start-up calls must not need it
vi.mock('../../../src/api/transport.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module: transport.js');
});

serveDemoApi();

describe('the start-up calls, sent without ky (DESIGN.md, "The first screen")', () => {
  it('check the session, list the plan classes with their query and load the translations', async () => {
    const { api } = await visitor();
    expect(await api.checkSession()).toMatchObject({ isAuthenticated: false });
    const only = await api.loadPlanClasses({ product_code: 'SIPB' });
    expect(only.flatMap((planClass) => planClass.plans.map((plan) => plan.code))).toEqual(['SIPB']);
    const translations = await api.loadTranslations('order4');
    expect(Object.keys(translations).sort()).toEqual(['de', 'en', 'fr', 'nl']);
  });

  it('send the token as bearer and map a refused one to 401, ERR_BAD_REQUEST, with the answer', async () => {
    const { api } = await visitor();
    expect(await api.authenticateWithToken('demo-partner')).toMatchObject({ isPartnerPortal: true });
    const refused = await rejection(api.authenticateWithToken('forged'));
    expect(refused).toMatchObject({ call: 'authenticateWithToken', status: 401, code: 'ERR_BAD_REQUEST' });
    expect(refused.data).toBeDefined();
  });

  it('map a 5xx to ERR_BAD_RESPONSE, no answer to ERR_NETWORK, a wrong shape to ERR_PARSE', async () => {
    const { api } = await visitor();
    await injectFault({ path: 'translations', status: 503 });
    expect(await rejection(api.loadTranslations('order4'))).toMatchObject({ call: 'loadTranslations', status: 503, code: 'ERR_BAD_RESPONSE' });
    await injectFault({ path: 'plan-classes', network: true });
    const network = await rejection(api.loadPlanClasses());
    expect(network).toMatchObject({ call: 'loadPlanClasses', code: 'ERR_NETWORK' });
    expect(network.status).toBeUndefined();
    await injectFault({ path: 'auth', status: 200, body: { isAuthenticated: 'yes' } });
    expect(await rejection(api.checkSession())).toMatchObject({ call: 'checkSession', code: 'ERR_PARSE' });
  });

  it('map the caller aborting to ERR_CANCELED', async () => {
    const { api } = await visitor();
    await injectFault({ path: 'plan-classes', delayMs: 200 });
    const controller = new AbortController();
    const pending = api.loadPlanClasses({}, { signal: controller.signal });
    controller.abort();
    expect(await rejection(pending)).toMatchObject({ call: 'loadPlanClasses', code: 'ERR_CANCELED' });
  });

  it('echo the XSRF cookie as X-XSRF-TOKEN', async () => {
    const seen: Array<string | null> = [];
    const { api } = await visitor({
      fetch: async (input, init) => {
        seen.push(new Headers(init?.headers).get('X-XSRF-TOKEN'));
        return fetch(input, init);
      },
      xsrfToken: () => 'token-from-cookie',
    });
    await api.checkSession();
    expect(seen.at(-1)).toBe('token-from-cookie');
  });

  it('leave every later call to ky: without its chunk such a call fails as ERR_NETWORK, and the next one tries again', async () => {
    const { api } = await visitor();
    const failed = await rejection(api.loadProviders());
    expect(failed).toMatchObject({ call: 'loadProviders', code: 'ERR_NETWORK' });
    expect(await rejection(api.loadProviders())).toMatchObject({ code: 'ERR_NETWORK' });
  });
});
