import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import * as z from 'zod/mini';
import {
  ApcCheckRequest,
  AutoAddressRequest,
  CartRequest,
  CompaniesQuery,
  LangQuery,
  NextReferenceQuery,
  OrderBody,
  OrderQuery,
  PlanClassesQuery,
  PlanLinkRequest,
  ProviderAvailabilityRequest,
  QuoteRequest,
  ReferenceQuery,
  SubmitOrderBody,
  TranslationNamespace,
  ValidateRequest,
  VoucherQuery,
  parseVoucherSearchParams,
  type AddressSuggestion,
  type ApcCheckResponse,
  type CartResponse,
  type PlanClass,
} from '../../src/api/schemas/index.ts';
import type { AvailabilityResult } from '../../src/domain/schemas/address.ts';
import type { Language } from '../../src/domain/schemas/common.ts';
import type { OrderSelection } from '../../src/domain/schemas/order.ts';
import type { VoucherCheck } from '../../src/domain/schemas/voucher.ts';
import type { PlanLinkCreatedResponse } from '../../src/api/schemas/planLinks.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/api/http.ts';
import { addressLabel, addresses, alpha3, findAddress, normalizeText, toAddress, type DemoAddress } from './fixtures/addresses.ts';
import { anonymousAuth, authTokens, companies, partners, providers, vouchers } from './fixtures/catalogue.ts';
import { allAddons, findPlan, planClassDefinitions, planResponse, plans, type DemoPlan } from './fixtures/plans.ts';
import { byLanguage } from './fixtures/text.ts';
import { apcCodeByHash, providersByHash, typedAddress } from './typedAddress.ts';
import { translationsFor } from './fixtures/translations/index.ts';
import { defaultFontLoader, type FontLoader } from './font.ts';
import { contentDisposition, renderPdf } from './pdf.ts';
import { DemoState, FaultRequest, type Session } from './state.ts';

export const SESSION_COOKIE = 'demo_session';

export interface DemoAppOptions {
  /** Shared state (tests keep a handle on it); a fresh one by default. */
  state?: DemoState;
  /** Where the PDF font comes from (node: the file; browser: the asset URL). */
  loadFont?: FontLoader;
}

type Env = { Variables: { session: Session } };

/**
 * The demo API: one Hono app answering the /api/ contract (spec section 7).
 * Served by `npm start` (Vite middleware), by the e2e node server, and by msw in Storybook and tests.
 * Requests are validated with the client's own schemas; a bad request answers 400 with the issues.
 */
export function createDemoApp(options: DemoAppOptions = {}) {
  const state = options.state ?? new DemoState();
  const loadFont = options.loadFont ?? defaultFontLoader();
  const app = new Hono<Env>().basePath('/api');

  // ---- demo endpoints (no session, no XSRF, no faults) ----
  app.get('/_demo/health', (c) => c.json({ ok: true }));
  app.get('/_demo/orders', (c) => c.json({ data: state.orders }));
  app.post('/_demo/reset', (c) => {
    state.reset();
    return c.json({ ok: true });
  });
  app.get('/_demo/faults', (c) => c.json({ data: state.faults }));
  app.post('/_demo/faults', async (c) => {
    const body = await readJson(c);
    const list = Array.isArray(body) ? body : [body];
    const parsed = z.array(FaultRequest).safeParse(list);
    if (!parsed.success) return badRequest(c, parsed.error.issues);
    return c.json({ data: parsed.data.map((fault) => state.addFault(fault)) }, 201);
  });

  // ---- faults, session, XSRF for every call of the contract ----
  app.use('*', async (c, next) => {
    if (isDemoPath(c.req.path)) return next();
    const fault = state.takeFault(c.req.method, c.req.path);
    if (fault) {
      if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault.network) return networkError(c);
      if (fault.status) return c.json((fault.body ?? { message: 'Injected fault' }) as object, fault.status as 400);
      if (fault.malformed) return c.body('{"data": [ this is not json', 200, { 'Content-Type': 'application/json' });
    }
    let session = state.sessions.get(getCookie(c, SESSION_COOKIE) ?? '');
    if (!session) {
      session = state.newSession();
      // not HttpOnly: msw in the browser can only hand cookies over through document.cookie
      setDemoCookie(c, SESSION_COOKIE, session.id);
    }
    c.set('session', session);
    if (getCookie(c, XSRF_COOKIE) !== session.xsrf) setDemoCookie(c, XSRF_COOKIE, session.xsrf);
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method);
    // a bearer token is not sent by a browser on its own, so POST auth cannot be forged and may come first
    const bearer = /^Bearer\s/i.test(c.req.header('Authorization') ?? '');
    if (unsafe && !bearer && c.req.header(XSRF_HEADER) !== session.xsrf) {
      return c.json({ message: 'CSRF token mismatch', code: 'XSRF' }, 403);
    }
    return next();
  });

  // ---- translations, plan classes, plans ----
  app.get('/translations/:namespace', (c) => {
    const namespace = TranslationNamespace.safeParse(c.req.param('namespace'));
    if (!namespace.success) return c.json({ message: `Unknown namespace ${c.req.param('namespace')}` }, 404);
    return c.json(translationsFor(namespace.data));
  });

  app.get('/plan-classes', (c) => {
    const query = PlanClassesQuery.safeParse(c.req.query());
    if (!query.success) return badRequest(c, query.error.issues);
    const { type, product_code: productCode } = query.data;
    const classes: PlanClass[] = planClassDefinitions
      .map((definition) => ({
        id: definition.id,
        key: definition.key,
        translation_key: `planClass.${definition.key}`,
        translations: { name: byLanguage(definition.name) },
        type: definition.type,
        category: definition.category,
        plans: definition.codes
          .map((code) => findPlan(code)!)
          .filter((plan) => !productCode || plan.code === productCode.toUpperCase())
          // relocation orders move a line: only line plans
          .filter((plan) => type !== 'relocation' || plan.category === 'TAL')
          .map((plan, index) => ({
            id: plan.id,
            code: plan.code,
            category: plan.category,
            type: plan.type,
            monthly_price: plan.monthly_price ?? null,
            setup_price: plan.setup_price ?? null,
            translation_key: plan.translation_key ?? null,
            translations: plan.translations ?? null,
            isCustomizable: plan.isCustomizable ?? false,
            highlighted: index === 0,
          })),
      }))
      .filter((planClass) => planClass.plans.length > 0);
    return c.json({ data: classes });
  });

  app.get('/plans/:code', (c) => {
    const query = LangQuery.safeParse(c.req.query());
    if (!query.success) return badRequest(c, query.error.issues);
    const plan = findPlan(c.req.param('code'));
    if (!plan) return c.json({ message: 'Plan not found' }, 404);
    if (plan.requiresAddressCheck && !c.get('session').checkedAddress) {
      return c.json({ message: 'Address check required', code: 412 }, 412);
    }
    return c.json({ data: planResponse(plan) });
  });

  // ---- order in the session ----
  app.put('/order', async (c) => {
    const body = OrderBody.safeParse(await readJson(c));
    if (!body.success) return badRequest(c, body.error.issues);
    const session = c.get('session');
    session.order = { ...session.order, ...body.data };
    if (body.data.orderAddress) session.checkedAddress ??= body.data.orderAddress;
    return c.json({ data: session.order });
  });
  app.get('/order', (c) => {
    const query = OrderQuery.safeParse(c.req.query());
    if (!query.success) return badRequest(c, query.error.issues);
    const order = c.get('session').order as Record<string, unknown>;
    const fields = query.data.fields?.split(',').map((field) => field.trim()).filter(Boolean);
    const data = fields ? Object.fromEntries(fields.filter((field) => field in order).map((field) => [field, order[field]])) : order;
    return c.json({ data });
  });
  app.delete('/order', (c) => {
    const session = c.get('session');
    session.order = {};
    return c.body(null, 204);
  });

  app.post('/orders', async (c) => {
    const key = c.req.header('Idempotency-Key');
    if (!key) return c.json({ message: 'Idempotency-Key header required' }, 400);
    const done = state.idempotency.get(key);
    if (done) return c.json(done.body as object, done.status as 201);
    const body = SubmitOrderBody.safeParse(await readJson(c));
    if (!body.success) return badRequest(c, body.error.issues);
    const plan = findPlan(body.data.order.plan.code);
    if (!plan) return badRequest(c, [{ path: ['order', 'plan', 'code'], message: 'Unknown plan' }]);
    const transactionId = state.nextTransactionId();
    const session = c.get('session');
    state.orders.push({
      transactionId,
      receivedAt: new Date().toISOString(),
      sessionId: session.id,
      idempotencyKey: key,
      planCode: plan.code,
      body: { ...body.data, ...(body.data.password ? { password: '********' } : {}) },
    });
    // private VoIP customers confirm their identity online after ordering (the /nect route)
    const nect = plan.code === 'VOIPPRIV' && body.data.customer.salutation !== 'Company';
    const answer = { transactionId, verificationType: nect ? 'nect' : null, url: nect ? `https://nect.example/ident/${transactionId}` : null };
    state.idempotency.set(key, { status: 201, body: answer });
    session.order = {};
    return c.json(answer, 201);
  });

  app.post('/cart', async (c) => {
    const body = CartRequest.safeParse(await readJson(c));
    if (!body.success) return badRequest(c, body.error.issues);
    const plan = findPlan(body.data.order.plan.code) ?? findPlan(body.data.order.plan.id);
    if (!plan) return badRequest(c, [{ path: ['order', 'plan'], message: 'Unknown plan' }]);
    return c.json(orderCart(plan, body.data.order, body.data.voucherCode));
  });

  // ---- PDFs ----
  app.get('/contract-summary', async (c) => {
    const query = LangQuery.safeParse(c.req.query());
    if (!query.success) return badRequest(c, query.error.issues);
    const lang = query.data.lang;
    const order = c.get('session').order;
    const plan = order.order ? findPlan(order.order.plan.code) : undefined;
    const words = pdfWords[lang];
    const customer = order.customer;
    const name = customer ? [customer.companyName, [customer.firstName, customer.lastName].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
    const lines = [
      { text: `${words.plan}: ${plan ? planName(plan, lang) : '–'}`, size: 13 },
      ...(name ? [{ text: `${words.customer}: ${name}` }] : []),
      ...(order.orderAddress ? [{ text: `${words.address}: ${addressLabel({ ...order.orderAddress, country: order.orderAddress.country as DemoAddress['country'] })}` }] : []),
      { text: words.summaryNote, size: 9, gap: 12 },
    ];
    const bytes = await renderPdf(loadFont, {
      title: words.summaryTitle,
      subject: plan?.code ?? 'contract summary',
      lines,
      ...(plan && order.order ? { table: priceTable(plan, order.order, lang) } : {}),
      footer: `Nordlicht Telekom GmbH · ${new Date().toISOString().slice(0, 10)}`,
    });
    return pdfResponse(bytes, `${words.summaryFile}.pdf`);
  });

  app.post('/quotes', async (c) => {
    const body = QuoteRequest.safeParse(await readJson(c));
    if (!body.success) return badRequest(c, body.error.issues);
    const { order, lang, customer, contact, serviceCountry, address } = body.data;
    const plan = findPlan(order.plan.code);
    if (!plan) return badRequest(c, [{ path: ['order', 'plan', 'code'], message: 'Unknown plan' }]);
    const words = pdfWords[lang];
    const hash = Math.abs(hashCode(JSON.stringify(body.data))).toString(36).toUpperCase();
    // The quote's configuration is saved as the plan's link under the quote hash: the PDF's address opens it again.
    const resumeUrl = `/plans/${plan.code}/product/?quote=1&quote_hash=${hash}`;
    const config = order.addons.map((addon) => ({ id: addon.id, name: addon.name, quantity: addon.quantity }));
    savePlanLink(state, c.get('session'), { config, email: contact?.email ?? '', plan_code: plan.code, hash, url: resumeUrl, createdAt: new Date().toISOString() });
    const lines = [
      { text: `${words.plan}: ${planName(plan, lang)}`, size: 13 },
      ...(customer ? [{ text: `${words.customer}: ${[customer.companyName, `${customer.firstName} ${customer.lastName}`].filter(Boolean).join(', ')}` }] : []),
      ...(contact ? [{ text: `${words.contact}: ${[contact.email, contact.phoneNumber].filter(Boolean).join(' · ')}` }] : []),
      ...(address ? [{ text: `${words.address}: ${address.street} ${address.houseNumber}, ${address.zipCode} ${address.city}` }] : []),
      ...(serviceCountry ? [{ text: `${words.serviceCountry}: ${serviceCountry}` }] : []),
      { text: `${words.quoteNumber}: ${hash}` },
      { text: `${words.resume}: ${new URL(resumeUrl, c.req.url).href}`, size: 9, gap: 12 },
    ];
    const bytes = await renderPdf(loadFont, {
      title: `${words.quoteTitle} ${hash}`,
      subject: plan.code,
      lines,
      table: priceTable(plan, order, lang),
      footer: `${words.validity} · Nordlicht Telekom GmbH`,
    });
    const who = customer?.companyName?.trim() || plan.code;
    return pdfResponse(bytes, `${words.quoteFile}-${who.replace(/[/\\:*?"<>|]+/g, ' ')}.pdf`);
  });

  // ---- catalogue lookups ----
  app.get('/companies', (c) => {
    const query = CompaniesQuery.safeParse(c.req.query());
    if (!query.success) return badRequest(c, query.error.issues);
    const text = normalizeText(query.data.text);
    const data = companies
      .filter((company) => company.country === query.data.country && normalizeText(company.name).includes(text))
      .map(({ country: _country, ...company }) => company);
    return c.json({ data });
  });

  app.get('/providers', (c) => c.json({ data: providers }));

  app.get('/plans/:id/vouchers', (c) => {
    const query = VoucherQuery.safeParse(parseVoucherSearchParams(new URL(c.req.url).searchParams));
    if (!query.success) return badRequest(c, query.error.issues);
    const plan = findPlan(c.req.param('id'));
    if (!plan) return c.json({ message: 'Plan not found' }, 404);
    return c.json({ data: voucherCheck(plan, query.data) });
  });

  app.get('/partners/:partnerCode/references', (c) => {
    const query = NextReferenceQuery.safeParse(c.req.query());
    if (!query.success) return badRequest(c, query.error.issues);
    const code = c.req.param('partnerCode').toUpperCase();
    const partner = partners[code];
    if (!partner) return c.json({ message: 'Partner not found' }, 404);
    const taken = new Set([...partner.usedReferences, ...state.orders.map((order) => (order.body as { referenceNumber?: string }).referenceNumber)]);
    let counter = state.partnerCounters.get(code) ?? 1;
    let reference = `${partner.prefix}${String(counter).padStart(4, '0')}`;
    while (taken.has(reference)) reference = `${partner.prefix}${String(++counter).padStart(4, '0')}`;
    state.partnerCounters.set(code, counter + 1);
    return c.json({ references: [reference] });
  });

  app.get('/partners/:partnerCode/references/:number', (c) => {
    const query = ReferenceQuery.safeParse(c.req.query());
    if (!query.success) return badRequest(c, query.error.issues);
    const partner = partners[c.req.param('partnerCode').toUpperCase()];
    if (!partner) return c.json({ message: 'Partner not found' }, 404);
    const number = c.req.param('number');
    const taken = partner.usedReferences.includes(number) || state.orders.some((order) => (order.body as { referenceNumber?: string }).referenceNumber === number);
    return c.json({ isAvailable: !taken && /^[A-Z0-9-]{3,30}$/i.test(number) });
  });

  // ---- auth ----
  app.post('/auth', (c) => {
    const token = /^Bearer\s+(.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]?.trim();
    const auth = token ? authTokens[token] : undefined;
    if (!auth) return c.json({ message: 'Invalid token' }, 401);
    const session = c.get('session');
    session.auth = { ...auth, embeddedFramePartnerCodes: anonymousAuth().embeddedFramePartnerCodes ?? [] };
    return c.json(session.auth);
  });
  app.get('/auth', (c) => c.json(c.get('session').auth ?? anonymousAuth()));

  // ---- plan links ----
  app.post('/plan-links', async (c) => {
    const body = PlanLinkRequest.safeParse(await readJson(c));
    if (!body.success) return badRequest(c, body.error.issues);
    const plan = findPlan(body.data.plan_code);
    if (!plan) return badRequest(c, [{ path: ['plan_code'], message: 'Unknown plan' }]);
    const hash = Math.abs(hashCode(JSON.stringify(body.data) + Date.now())).toString(36);
    const link = { ...body.data, plan_code: plan.code, hash, url: `/plans/${plan.code}/product/?plan_link=${hash}`, createdAt: new Date().toISOString() };
    savePlanLink(state, c.get('session'), link);
    return c.json({ data: link }, 201);
  });
  app.get('/plan-links/:planCode', (c) => {
    const code = c.req.param('planCode').toUpperCase();
    const link = c.get('session').planLinks.get(code) ?? state.planLinks.get(code);
    if (!link) return c.json({ message: 'No plan link saved for this plan' }, 404);
    return c.json({ data: link });
  });

  // ---- live validation ----
  app.post('/plans/:planCode/order/validate', async (c) => {
    const body = ValidateRequest.safeParse(await readJson(c));
    if (!body.success) return badRequest(c, body.error.issues);
    if (!findPlan(c.req.param('planCode'))) return c.json({ message: 'Plan not found' }, 404);
    return c.json(validateField(body.data.type, body.data.value));
  });

  // ---- availability ----
  app.post('/provider-availabilities/:provider', async (c) => {
    const body = ProviderAvailabilityRequest.safeParse(await readJson(c));
    if (!body.success) return badRequest(c, body.error.issues);
    const request = body.data;
    const known = findAddress(request);
    const country = (request.country || 'DE').toUpperCase();
    const providersHere = known ? known.providers : country === 'DE' && /^\d{5}$/.test(request.zipCode) ? providersByHash(request) : [];
    const address = known ? toAddress(known) : { ...request, full: `${request.street} ${request.houseNumber}, ${request.zipCode} ${request.city}`, exact_address: request.exact_address };
    if (providersHere.length === 0) {
      const notAvailable: AvailabilityResult = {
        canOrder: false,
        address,
        availablePlans: [],
        results: [],
        code: 404,
        errorMessages: [{ message: byLanguage(notAvailableTexts) }],
      };
      return c.json(notAvailable, 404);
    }
    const fastest = Math.max(...providersHere.map((entry) => entry.bandwidth.download.maxBandwidthMbit ?? 0));
    const available = plans.filter((plan) => plan.category === 'TAL' && (plan.code !== 'TALBIZ250' || fastest >= 250));
    const session = c.get('session');
    session.checkedAddress = { street: address.street, houseNumber: address.houseNumber, zipCode: request.zipCode, city: address.city, country };
    session.order = { ...session.order, orderAddress: session.checkedAddress, bandwidth: fastest };
    const result: AvailabilityResult = {
      canOrder: !request.planCode || available.some((plan) => plan.code === request.planCode?.toUpperCase()),
      address,
      availablePlans: available.map((plan) => plan.code),
      results: available.map((plan) => ({ product: planName(plan, 'de'), code: plan.code })),
      code: 200,
      errorMessages: null,
      providers: providersHere,
    };
    return c.json(result);
  });

  app.post('/apc/check', async (c) => {
    const body = ApcCheckRequest.safeParse(await readJson(c));
    if (!body.success) return badRequest(c, body.error.issues);
    const { address: request } = body.data;
    const known = findAddress(request);
    const country = toAlpha2(request.country);
    const code = known ? known.apcCode : country === 'DE' ? 200 : apcCodeByHash(request);
    const address = known ? toAddress(known) : { ...request, country, full: `${request.street} ${request.houseNumber}, ${request.zipCode} ${request.city}`, exact_address: body.data.options.addressMatch === 'exact' };
    if (code === 404) {
      return c.json({ canOrder: false, address, availablePlans: [], results: [], code: 404, errorMessages: [{ message: byLanguage(notAvailableTexts) }], numbers: null }, 404);
    }
    const session = c.get('session');
    session.checkedAddress = { street: address.street, houseNumber: address.houseNumber, zipCode: request.zipCode, city: address.city, country };
    session.order = { ...session.order, orderAddress: session.checkedAddress };
    const voipPlans = plans.filter((plan) => plan.category === 'VOIP' && (country === 'DE' ? plan.country === 'DE' : plan.country === country || plan.code === 'EBCOM'));
    const result: ApcCheckResponse = {
      canOrder: true,
      address,
      availablePlans: voipPlans.map((plan) => plan.code),
      results: voipPlans.map((plan) => ({ product: planName(plan, 'de'), code: plan.code })),
      code,
      errorMessages: null,
      numbers: { geographic: code === 200, nomadic: true },
    };
    return c.json(result, code);
  });

  app.post('/auto-address', async (c) => {
    const body = AutoAddressRequest.safeParse(await readJson(c));
    if (!body.success) return badRequest(c, body.error.issues);
    return c.json({ autocomplete: { suggestions: { suggestions: suggest(body.data.address_search, body.data.country) } } });
  });

  app.notFound((c) => c.json({ message: `No demo route for ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => c.json({ message: 'Demo API error', detail: String(error) }, 500));
  return app;
}

export type DemoApp = ReturnType<typeof createDemoApp>;

// ---------------------------------------------------------------------------------------------------------------

/**
 * The header that repeats the cookies for msw in a browser: a Response built in the page drops Set-Cookie
 * (a forbidden response header), so `demoApiHandlers` writes these to document.cookie instead.
 */
export const DEMO_COOKIE_HEADER = 'X-Demo-Set-Cookie';

function setDemoCookie(c: Context, name: string, value: string): void {
  setCookie(c, name, value, { path: '/', sameSite: 'Lax' });
  c.header(DEMO_COOKIE_HEADER, `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`, { append: true });
}

function isDemoPath(path: string): boolean {
  return path.startsWith('/api/_demo/');
}

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

function badRequest(c: Context, issues: ReadonlyArray<unknown>) {
  return c.json({ message: 'Invalid request', issues }, 400);
}

/** No answer at all: the socket is dropped in node; msw turns `Response.error()` into a network error. */
function networkError(c: Context): Response {
  const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming;
  incoming?.socket?.destroy();
  return Response.error();
}

function pdfResponse(bytes: Uint8Array, filename: string): Response {
  return new Response(bytes as BodyInit, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(filename),
      'Access-Control-Expose-Headers': 'Content-Disposition',
    },
  });
}

const notAvailableTexts = [
  'An dieser Adresse ist leider kein Anschluss verfügbar.',
  'Unfortunately no connection is available at this address.',
  'Helaas is op dit adres geen aansluiting beschikbaar.',
  'Malheureusement, aucun raccordement n’est disponible à cette adresse.',
] as const;

function toAlpha2(country: string): string {
  const upper = country.toUpperCase();
  const found = (Object.entries(alpha3) as Array<[string, string]>).find(([, three]) => three === upper);
  return found ? found[0] : upper;
}

function planName(plan: DemoPlan, lang: Language): string {
  return plan.translations?.name?.[lang] ?? plan.code;
}

function priceQuantity(addon: ReturnType<typeof allAddons>[number], quantity: number): number {
  if (addon.attributes?.hasPrices === true || addon.attributes?.hasPrices === 1) return 1;
  if (addon.attributes?.firstItemFree === true || addon.attributes?.firstItemFree === 1) return Math.max(0, quantity - 1);
  return quantity;
}

const round = (value: number) => Math.round(value * 100) / 100;

interface Line {
  label: Record<Language, string>;
  monthly: number;
  once: number;
}

function orderLines(plan: DemoPlan, selection: Pick<OrderSelection, 'addons'>): Line[] {
  const addons = allAddons(plan);
  const lines: Line[] = [{ label: byLanguage([planName(plan, 'de'), planName(plan, 'en'), planName(plan, 'nl'), planName(plan, 'fr')]), monthly: plan.monthly_price ?? 0, once: plan.setup_price ?? 0 }];
  for (const chosen of selection.addons) {
    const addon = addons.find((candidate) => String(candidate.id) === String(chosen.id));
    if (!addon || chosen.quantity <= 0) continue;
    const quantity = priceQuantity(addon, chosen.quantity);
    const names = addon.translations?.name ?? {};
    lines.push({
      label: { de: names.de ?? addon.name, en: names.en ?? addon.name, nl: names.nl ?? addon.name, fr: names.fr ?? addon.name },
      monthly: round((addon.monthly_price ?? 0) * quantity),
      once: round(((addon.one_time_price ?? 0) + (addon.setup_price ?? 0)) * quantity),
    });
  }
  return lines;
}

function priceTable(plan: DemoPlan, selection: Pick<OrderSelection, 'addons'>, lang: Language) {
  const words = pdfWords[lang];
  const lines = orderLines(plan, selection);
  const money = (value: number) => `${value.toFixed(2).replace('.', lang === 'en' ? '.' : ',')} €`;
  const monthly = round(lines.reduce((sum, line) => sum + line.monthly, 0));
  const once = round(lines.reduce((sum, line) => sum + line.once, 0));
  return {
    header: [words.item, words.monthly, words.once] as const,
    rows: [
      ...lines.map((line) => [line.label[lang], money(line.monthly), money(line.once)] as const),
      [`${words.total} (${plan.type === 'private' ? words.gross : words.net}, ${plan.vatPercentage ?? 19} %)`, money(monthly), money(once)] as const,
    ],
  };
}

function voucherCheck(plan: DemoPlan, query: z.infer<typeof VoucherQuery>): VoucherCheck {
  const code = query.voucherCode.trim().toUpperCase();
  const voucher = vouchers[code];
  const lines = orderLines(plan, { addons: query.cartAddons.map((addon) => ({ id: addon.id, quantity: Number(addon.quantity), name: '', value: 0 })) });
  const monthly = lines.reduce((sum, line) => sum + line.monthly, 0);
  const once = lines.reduce((sum, line) => sum + line.once, 0);
  if (!voucher) return { code, isValid: false, discountType: null, discountValue: null, discountMonthly: null, discountOneTime: null, appliedToPrice: null, message: 'voucher.message.invalid' };
  if (!voucher.isValid) return { ...voucher, code, discountMonthly: 0, discountOneTime: 0 };
  const applies = voucher.appliedToPrice ?? 'total';
  const value = voucher.discountValue ?? 0;
  const percent = (base: number) => round((base * value) / 100);
  const discountMonthly = applies === 'oneTime' ? 0 : voucher.discountType === 'percent' ? percent(monthly) : Math.min(value, monthly);
  const discountOneTime = applies === 'monthly' ? 0 : voucher.discountType === 'percent' ? percent(once) : applies === 'oneTime' ? Math.min(value, once) : 0;
  return { ...voucher, code, discountMonthly, discountOneTime };
}

/**
 * The server's order cart: the lines at their full quantity, and discount items (amounts positive; the UI prefixes
 * the minus) for the free first item of a firstItemFree add-on and for a valid voucher.
 */
function orderCart(plan: DemoPlan, selection: OrderSelection, voucherCode: string | undefined): CartResponse {
  const lines = orderLines(plan, selection);
  const monthly = round(lines.reduce((sum, line) => sum + line.monthly, 0));
  const once = round(lines.reduce((sum, line) => sum + line.once, 0));
  const addons = allAddons(plan);
  const freeItems = selection.addons.flatMap((chosen) => {
    const addon = addons.find((candidate) => String(candidate.id) === String(chosen.id));
    const free = addon?.attributes?.firstItemFree === true || addon?.attributes?.firstItemFree === 1;
    if (!addon || !free || chosen.quantity < 1) return [];
    const unitMonthly = addon.monthly_price ?? 0;
    const unitOnce = (addon.one_time_price ?? 0) + (addon.setup_price ?? 0);
    if (unitMonthly <= 0 && unitOnce <= 0) return [];
    const names = addon.translations?.name ?? {};
    const name = (language: Language) => names[language] ?? addon.name;
    return [
      {
        type: 'discount',
        label: byLanguage([`1× ${name('de')} inklusive`, `1× ${name('en')} included`, `1× ${name('nl')} inbegrepen`, `1× ${name('fr')} inclus`]),
        monthly_cost: unitMonthly,
        one_time_cost: unitOnce,
      },
    ];
  });
  const voucher = voucherCode
    ? voucherCheck(plan, { voucherCode, cartAddons: selection.addons.map((addon) => ({ id: String(addon.id), quantity: String(addon.quantity) })) })
    : undefined;
  const voucherItems = voucher?.isValid
    ? [{ type: 'discount', label: byLanguage([`Gutschein ${voucher.code}`, `Voucher ${voucher.code}`, `Waardebon ${voucher.code}`, `Bon ${voucher.code}`]), monthly_cost: voucher.discountMonthly ?? 0, one_time_cost: voucher.discountOneTime ?? 0 }]
    : [];
  const freeMonthly = freeItems.reduce((sum, item) => sum + item.monthly_cost, 0);
  const freeOnce = freeItems.reduce((sum, item) => sum + item.one_time_cost, 0);
  const discountMonthly = voucherItems.reduce((sum, item) => sum + item.monthly_cost, 0);
  const discountOnce = voucherItems.reduce((sum, item) => sum + item.one_time_cost, 0);
  const fullMonthly = round(monthly + freeMonthly);
  const fullOnce = round(once + freeOnce);
  return {
    data: {
      totals: [
        { label: byLanguage(['Gesamtsumme', 'Total', 'Totaal', 'Total']), monthly_cost: round(Math.max(0, monthly - discountMonthly)), one_time_cost: round(Math.max(0, once - discountOnce)) },
        { label: byLanguage(['Summe vor Rabatt', 'Total before discount', 'Totaal voor korting', 'Total avant remise']), monthly_cost: fullMonthly, one_time_cost: fullOnce },
      ],
      categories: [
        { name: 'items', items: fullLines(plan, selection).map((line) => ({ type: 'item', label: line.label, monthly_cost: line.monthly, one_time_cost: line.once })) },
        ...(freeItems.length || voucherItems.length ? [{ name: 'discounts', items: [...freeItems, ...voucherItems] }] : []),
      ],
    },
  };
}

/** The order lines without the free first item (the order cart lists that as a discount). */
function fullLines(plan: DemoPlan, selection: Pick<OrderSelection, 'addons'>): Line[] {
  const addons = allAddons(plan);
  return orderLines(plan, selection).map((line, index) => {
    if (index === 0) return line;
    const chosen = selection.addons.filter((entry) => entry.quantity > 0 && addons.some((a) => String(a.id) === String(entry.id)))[index - 1];
    const addon = chosen ? addons.find((a) => String(a.id) === String(chosen.id)) : undefined;
    const free = addon?.attributes?.firstItemFree === true || addon?.attributes?.firstItemFree === 1;
    if (!addon || !chosen || !free) return line;
    return {
      ...line,
      monthly: round((addon.monthly_price ?? 0) * chosen.quantity),
      once: round(((addon.one_time_price ?? 0) + (addon.setup_price ?? 0)) * chosen.quantity),
    };
  });
}

function validateField(type: z.infer<typeof ValidateRequest>['type'], value: string) {
  const trimmed = value.trim();
  const phone = ['contact.phoneNumber', 'landlord.phoneNumber', 'phoneNumberOnActivationDay'].includes(type);
  if (phone) {
    const parsed = parsePhoneNumberFromString(trimmed, 'DE');
    const digits = trimmed.replace(/\D/g, '');
    return {
      isMinLengthValid: trimmed.length >= 6,
      isMaxLengthValid: trimmed.length <= 30,
      isPatternValid: /^\+?[0-9 ()/-]+$/.test(trimmed) && digits.length > 0,
      isPhoneNumberValid: parsed?.isValid() ?? false,
      isMobilePhoneNumberValid: parsed?.isValid() === true && parsed.getType() === 'MOBILE',
    };
  }
  const patterns: Record<string, [RegExp, number, number]> = {
    'invoice.vatId': [/^(DE\d{9}|ATU\d{8}|FR[A-Z0-9]{2}\d{9}|NL\d{9}B\d{2})$/, 9, 14],
    'previousTenant.companyName': [/^[\p{L}\p{N} .,&'()/+-]+$/u, 1, 60],
    'previousTenant.firstName': [/^[\p{L} .'-]+$/u, 2, 30],
    'previousTenant.lastName': [/^[\p{L} .'-]+$/u, 2, 30],
    'previousTenant.phoneNumber.nationalDestinationCode': [/^0[2-9]\d{1,4}$/, 3, 6],
    'taeLocation.nationalDestinationCode': [/^0[2-9]\d{1,4}$/, 3, 6],
    'taeLocation.ftthModemId': [/^[A-Z0-9]{4}-?[A-Z0-9]{4}-?[A-Z0-9]{4}$/i, 12, 14],
    'taeLocation.homeId': [/^[A-Z0-9]{4}-?[A-Z0-9]{4}$/i, 8, 9],
    'taeLocation.lineId': [/^DEU\.[A-Z0-9]{3,6}\.[A-Z0-9]{6,10}$/i, 10, 25],
    'taeLocation.demarcInquiry': [/^[\p{L}\p{N} .,-]+$/u, 1, 60],
    'portingEntry.block.inquiryTerminal': [/^\d{1,5}$/, 1, 5],
    'customer.verificationMethod.comment': [/^[\p{L}\p{N} .,:;!?'()/-]+$/u, 3, 200],
  };
  const [pattern, min, max] = patterns[type] ?? [/.*/, 0, 1000];
  return {
    isMinLengthValid: trimmed.length >= min,
    isMaxLengthValid: trimmed.length <= max,
    isPatternValid: pattern.test(trimmed),
    isPhoneNumberValid: null,
    isMobilePhoneNumberValid: null,
  };
}

/** Autocomplete: every word typed must start a word of the label; a typed house number is kept. */
function suggest(search: string, countries: ReadonlyArray<string>): AddressSuggestion[] {
  const words = normalizeText(search).split(' ').filter(Boolean);
  const number = search.match(/\d+\s?[a-zA-Z]?(?=\s|,|$)/)?.[0]?.replace(/\s/g, '');
  const allowed = new Set(countries.map((country) => country.toUpperCase()));
  const out: AddressSuggestion[] = [];
  const seen = new Set<string>();
  for (const address of addresses) {
    if (allowed.size && !allowed.has(alpha3[address.country])) continue;
    const labelWords = normalizeText(addressLabel(address)).split(' ');
    const streetWords = normalizeText(`${address.street} ${address.zipCode} ${address.city}`).split(' ');
    const matchesExactly = number !== undefined && words.every((word) => labelWords.some((labelWord) => labelWord.startsWith(word)));
    if (matchesExactly) {
      out.push({ label: addressLabel(address), matchLevel: 'houseNumber', address: toAddress(address) });
      seen.add(address.street + address.zipCode);
      continue;
    }
    // the street matches but another house number was typed: suggest that number on the street
    const nonNumbers = words.filter((word) => !/^\d/.test(word) || word.length >= 4);
    const streetMatches = nonNumbers.length > 0 && nonNumbers.every((word) => streetWords.some((streetWord) => streetWord.startsWith(word)));
    const key = address.street + address.zipCode;
    if (streetMatches && !seen.has(key)) {
      seen.add(key);
      if (number) {
        const typed = { ...address, houseNumber: number };
        out.push({ label: addressLabel(typed), matchLevel: 'houseNumber', address: { ...toAddress(typed), exact_address: false } });
      } else {
        out.push({ label: `${address.street}, ${address.zipCode} ${address.city}`, matchLevel: 'street', address: { ...toAddress(address), houseNumber: '' } });
      }
    }
  }
  if (number && !out.some((suggestion) => suggestion.matchLevel === 'houseNumber')) {
    const typed = typedAddress(search, countries);
    if (typed) out.unshift({ label: typed.full ?? '', matchLevel: 'houseNumber', address: typed });
  }
  return out.slice(0, 8);
}

/** A plan's saved link (a plan link or a quote's configuration): the latest per plan, for this session and for every browser. */
function savePlanLink(state: DemoState, session: Session, link: PlanLinkCreatedResponse['data']): void {
  session.planLinks.set(link.plan_code, link);
  state.planLinks.set(link.plan_code, link);
}

function hashCode(text: string): number {
  let hash = 0;
  for (let index = 0; index < text.length; index++) hash = (Math.imul(31, hash) + text.charCodeAt(index)) | 0;
  return hash;
}

const pdfWordsDe = { plan: 'Tarif', customer: 'Kunde', contact: 'Kontakt', address: 'Adresse', serviceCountry: 'Land', quoteNumber: 'Angebotsnummer', resume: 'Online bestellen', quoteTitle: 'Angebot', quoteFile: 'Angebot', summaryTitle: 'Vertragszusammenfassung', summaryFile: 'Vertragszusammenfassung', summaryNote: 'Diese Vertragszusammenfassung ist Bestandteil Ihres Vertrags (EU-Kodex für elektronische Kommunikation).', validity: 'Dieses Angebot ist 30 Tage gültig', item: 'Leistung', monthly: 'Monatlich', once: 'Einmalig', total: 'Summe', gross: 'brutto', net: 'netto' };

const pdfWords: Record<Language, Record<keyof typeof pdfWordsDe, string>> = {
  de: pdfWordsDe,
  en: { plan: 'Plan', customer: 'Customer', contact: 'Contact', address: 'Address', serviceCountry: 'Country', quoteNumber: 'Quote number', resume: 'Order online', quoteTitle: 'Quote', quoteFile: 'Quote', summaryTitle: 'Contract summary', summaryFile: 'Contract-summary', summaryNote: 'This contract summary is part of your contract (European Electronic Communications Code).', validity: 'This quote is valid for 30 days', item: 'Item', monthly: 'Monthly', once: 'One-off', total: 'Total', gross: 'gross', net: 'net' },
  nl: { plan: 'Abonnement', customer: 'Klant', contact: 'Contact', address: 'Adres', serviceCountry: 'Land', quoteNumber: 'Offertenummer', resume: 'Online bestellen', quoteTitle: 'Offerte', quoteFile: 'Offerte', summaryTitle: 'Contractsamenvatting', summaryFile: 'Contractsamenvatting', summaryNote: 'Deze contractsamenvatting maakt deel uit van uw contract (Europees wetboek voor elektronische communicatie).', validity: 'Deze offerte is 30 dagen geldig', item: 'Dienst', monthly: 'Maandelijks', once: 'Eenmalig', total: 'Totaal', gross: 'bruto', net: 'netto' },
  fr: { plan: 'Offre', customer: 'Client', contact: 'Contact', address: 'Adresse', serviceCountry: 'Pays', quoteNumber: 'Numéro de devis', resume: 'Commander en ligne', quoteTitle: 'Devis', quoteFile: 'Devis', summaryTitle: 'Récapitulatif contractuel', summaryFile: 'Recapitulatif-contractuel', summaryNote: 'Ce récapitulatif fait partie de votre contrat (code européen des communications électroniques).', validity: 'Ce devis est valable 30 jours', item: 'Prestation', monthly: 'Mensuel', once: 'Unique', total: 'Total', gross: 'TTC', net: 'HT' },
};
