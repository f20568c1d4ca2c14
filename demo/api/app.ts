import { Hono } from 'hono';
import { developerAccess, type DeveloperEndpoints } from './developerEndpoints.ts';
import { defaultFontLoader, type FontLoader } from './font.ts';
import type { DemoEnv } from './http.ts';
import { injectFaults, sessionWithXsrf } from './middleware.ts';
import { limitBodySize, limitFields } from './requestLimits.ts';
import { apcRoutes } from './routes/apc.ts';
import { authRoutes } from './routes/auth.ts';
import { autoAddressRoutes } from './routes/autoAddress.ts';
import { cartRoutes } from './routes/cart.ts';
import { companyRoutes } from './routes/companies.ts';
import { contractSummaryRoutes } from './routes/contractSummary.ts';
import { demoRoutes } from './routes/demo.ts';
import { orderRoutes } from './routes/order.ts';
import { ordersRoutes } from './routes/orders.ts';
import { openApiRoutes } from './routes/openApi.ts';
import { partnerRoutes } from './routes/partners.ts';
import { planClassRoutes } from './routes/planClasses.ts';
import { planLinkRoutes } from './routes/planLinks.ts';
import { planRoutes } from './routes/plans.ts';
import { providerAvailabilityRoutes } from './routes/providerAvailabilities.ts';
import { providerRoutes } from './routes/providers.ts';
import { quoteRoutes } from './routes/quotes.ts';
import { translationRoutes } from './routes/translations.ts';
import { DemoState } from './state.ts';

export { DEMO_COOKIE_HEADER, SESSION_COOKIE } from './middleware.ts';

export interface DemoAppOptions {
  /** Shared state (tests keep a handle on it); a fresh one by default. */
  state?: DemoState;
  /** Where the PDF font comes from (node: the file; browser: the asset URL). */
  loadFont?: FontLoader;
  /**
   * The developer endpoints under `/api/_demo/` (`developerEndpoints.ts`): `'loopback'` for a node server on this
   * machine, `'inProcess'` for msw and `app.request`; left out, they do not exist (a build meant for a real server).
   */
  developerEndpoints?: DeveloperEndpoints;
}

/**
 * The demo API: one Hono app answering the /api/ contract (spec section 7), one sub-app per resource in `routes/`,
 * all sharing this app's `DemoState`. Served by `npm start` (Vite middleware), by the e2e node server, and by msw
 * in Storybook and tests. Requests are validated with the client's own schemas; a bad request answers 400 with the
 * issues. Every request is held to the limits of `limits.ts` first: a body past 64 KB answers 413; a field past its
 * length, a list past its size, 400.
 */
export function createDemoApp(options: DemoAppOptions = {}) {
  const state = options.state ?? new DemoState();
  const loadFont = options.loadFont ?? defaultFontLoader();
  const app = new Hono<DemoEnv>().basePath('/api');

  app.use('*', limitBodySize());

  // developer endpoints: no session, no XSRF, no faults; only where the mount asks for them
  if (options.developerEndpoints) {
    app.use('/_demo/*', developerAccess(options.developerEndpoints));
    app.route('/_demo', demoRoutes(state));
  }

  // the API's own description, the OpenAPI document and its viewer: no session, no XSRF, no faults
  app.route('/', openApiRoutes());

  // every call of the contract: its fields within their limits (before a session is made for it), an injected fault,
  // then the session and its XSRF check
  const fieldLimits = limitFields();
  app.use('*', (c, next) => (c.req.path.startsWith('/api/_demo/') ? next() : fieldLimits(c, next)));
  app.use('*', injectFaults(state), sessionWithXsrf(state));

  app.route('/auth', authRoutes());
  app.route('/translations', translationRoutes());
  app.route('/plan-classes', planClassRoutes());
  app.route('/plans', planRoutes());
  app.route('/order', orderRoutes());
  app.route('/orders', ordersRoutes(state));
  app.route('/cart', cartRoutes());
  app.route('/contract-summary', contractSummaryRoutes(loadFont));
  app.route('/quotes', quoteRoutes(state, loadFont));
  app.route('/plan-links', planLinkRoutes(state));
  app.route('/companies', companyRoutes());
  app.route('/providers', providerRoutes());
  app.route('/partners', partnerRoutes(state));
  app.route('/provider-availabilities', providerAvailabilityRoutes());
  app.route('/apc', apcRoutes());
  app.route('/auto-address', autoAddressRoutes());

  app.notFound((c) => c.json({ message: `No demo route for ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => c.json({ message: 'Demo API error', detail: String(error) }, 500));
  return app;
}

export type DemoApp = ReturnType<typeof createDemoApp>;
