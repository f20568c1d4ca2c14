import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { ApiError, createApiClient } from '../../../src/api/index.ts';
import type { SubmitOrderBody } from '../../../src/api/index.ts';
import { BASE, cookieJar, friedrichstrasse, injectFault, rejection, serveDemoApi, visitor } from './support.ts';

const { state } = serveDemoApi();

const orderSelection = {
  addons: [
    { id: 1112, quantity: 1, name: '250 Mbit/s', value: 10 },
    { id: 1152, quantity: 1, name: 'FRITZ!Box 5690 Pro (Miete)', value: 6.99 },
  ],
  plan: { id: 1001, code: 'TALPRIV100', name: 'Glasfaser Home 100', quantity: 1 as const, value: 39.99, category: 'TAL' },
};

const finalOrder: SubmitOrderBody = {
  customer: { salutation: 'Mr', firstName: 'Łukasz', lastName: 'Weiß', birthday: '01.02.1985' },
  contact: { phoneNumber: '+4930123456789', email: 'lukasz.weiss@example.de' },
  orderAddress: { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE' },
  accountSettings: { callDetailRecord: 'none', newsletterSetting: false, payByDirectDebit: true, invoicePdfAttachment: 0, isoLanguageCode: 'de' },
  bankAccount: { owner: 'Łukasz Weiß', bic: 'COBADEFFXXX', iban: 'DE89370400440532013000' },
  password: 'Geheim123!',
  order: orderSelection,
};

describe('translations', () => {
  it('loads a namespace in all four languages', async () => {
    const { api } = await visitor();
    const translations = await api.loadTranslations('order4');
    expect(Object.keys(translations).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    expect((translations.de.validation as Record<string, Record<string, string>>).error!.required).toBe('Pflichtfeld');
  });

  it('sets empty translations and records the error when the load fails', async () => {
    const { api } = await visitor();
    await injectFault({ path: 'translations/order4', status: 503 });
    const { translations, error } = await api.loadTranslationsOrEmpty('order4');
    expect(translations).toEqual({ de: {}, en: {}, nl: {}, fr: {} });
    expect(error).toMatchObject({ call: 'loadTranslations', status: 503, code: 'ERR_BAD_RESPONSE' });
  });

  it('loads the plan-config fallback texts', async () => {
    const { api } = await visitor();
    const texts = await api.loadPlanConfigTranslations();
    expect(texts.en.additionalNumbers).toBe('Additional numbers');
  });
});

describe('plan classes and plans', () => {
  it('lists the plan classes, filtered by product code', async () => {
    const { api } = await visitor();
    expect((await api.loadPlanClasses()).flatMap((planClass) => planClass.plans.map((plan) => plan.code))).toContain('EBNL');
    const only = await api.loadPlanClasses({ product_code: 'SIPB' });
    expect(only.flatMap((planClass) => planClass.plans.map((plan) => plan.code))).toEqual(['SIPB']);
  });

  it('loads a plan with its VAT percentage', async () => {
    const { api } = await visitor();
    const plan = await api.loadPlan('VOIPBIZ', { lang: 'de' });
    expect(plan).toMatchObject({ code: 'VOIPBIZ', vatPercentage: 19, type: 'business' });
  });

  it("sends the plan's request in the caller's task, reading the answer with the plan's schema once it came", async () => {
    const sent: string[] = [];
    const api = createApiClient({
      apiBase: 'http://shop.test/api/',
      fetch: async (input) => {
        sent.push(String(input));
        return Response.json({ data: { code: 'VOIPBIZ' } });
      },
    });
    const plan = api.loadPlan('VOIPBIZ', { lang: 'de' });
    // no await between the call and the request: neither ky's chunk nor the schema's is waited for
    expect(sent).toEqual(['http://shop.test/api/plans/VOIPBIZ?lang=de']);
    expect(await rejection(plan)).toMatchObject({ call: 'loadPlan', code: 'ERR_PARSE' });
  });

  it('answers 404 for an unknown plan, as ERR_BAD_REQUEST', async () => {
    const { api } = await visitor();
    const error = await rejection(api.loadPlan('NOPE', { lang: 'de' }));
    expect(error).toMatchObject({ call: 'loadPlan', status: 404, code: 'ERR_BAD_REQUEST' });
  });

  it('answers 412 for a line plan until the address was checked', async () => {
    const { api } = await visitor();
    expect(await rejection(api.loadPlan('TALPRIV100', { lang: 'de' }))).toMatchObject({ status: 412 });
    const result = await api.checkProviderAvailability('TAL', { ...friedrichstrasse, planCode: 'TALPRIV100' });
    expect(result.canOrder).toBe(true);
    expect((await api.loadPlan('TALPRIV100', { lang: 'en' })).code).toBe('TALPRIV100');
  });
});

describe('order in the session', () => {
  it('saves, reads (filtered) and deletes the order', async () => {
    const { api } = await visitor();
    await api.saveOrder({ orderAddress: finalOrder.orderAddress, bandwidth: 250 });
    const saved = await api.saveOrder({ technicianTimeSlot: 'morning' });
    expect(saved).toMatchObject({ technicianTimeSlot: 'morning', bandwidth: 250 });
    expect(await api.loadOrder({ fields: ['orderAddress', 'bandwidth'] })).toEqual({ orderAddress: finalOrder.orderAddress, bandwidth: 250 });
    await api.deleteOrder();
    expect(await api.loadOrder()).toEqual({});
  });

  it('sends no request whose caller went away while the transport was loading (an element that left the page)', async () => {
    const { api, jar } = await visitor();
    const sent: string[] = [];
    const leaving = createApiClient({ apiBase: BASE, xsrfToken: jar.xsrfToken, fetch: (input, init) => (sent.push(input instanceof Request ? input.url : String(input)), jar.fetch(input, init)) });
    const controller = new AbortController();
    const call = leaving.loadOrder({ fields: ['orderAddress'], signal: controller.signal });
    controller.abort();
    expect((await rejection(call)).code).toBe('ERR_CANCELED');
    expect(sent).toEqual([]);
    // the client itself goes on
    expect(await api.loadOrder()).toEqual({});
  });

  it('keeps one order per visitor', async () => {
    const first = await visitor();
    const second = await visitor();
    await first.api.saveOrder({ technicianTimeSlot: 'evening' });
    expect(await second.api.loadOrder()).toEqual({});
  });

  it('rejects a bad order body with 400 and the issues', async () => {
    const { api } = await visitor();
    const error = await rejection(api.saveOrder({ accountSettings: { invoicePdfAttachment: 1 } } as never));
    expect(error).toMatchObject({ call: 'saveOrder', status: 400, code: 'ERR_BAD_REQUEST' });
    expect((error.data as { issues: unknown[] }).issues.length).toBeGreaterThan(0);
  });

  it('submits the order once per Idempotency-Key', async () => {
    const { api } = await visitor();
    const first = await api.submitOrder(finalOrder, { idempotencyKey: 'key-1' });
    const retry = await api.submitOrder(finalOrder, { idempotencyKey: 'key-1' });
    expect(retry.transactionId).toBe(first.transactionId);
    expect(state.orders).toHaveLength(1);
    expect(state.orders[0]!.body).toMatchObject({ password: '********' });
    const response = await fetch(`${BASE}_demo/orders`);
    expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(1);
  });

  it("learns a key's fate from a new session: the order placed under it, or null for a key never sent (issue 48)", async () => {
    const { api } = await visitor();
    const placed = await api.submitOrder(finalOrder, { idempotencyKey: 'lost-answer' });
    const { api: renewed } = await visitor();
    expect(await renewed.findOrder({ idempotencyKey: 'lost-answer' })).toEqual(placed);
    expect(await renewed.findOrder({ idempotencyKey: 'never-sent' })).toBeNull();
  });

  it('answers the cart with totals and a voucher discount', async () => {
    const { api } = await visitor();
    const cart = await api.updateCart({ order: orderSelection, voucherCode: 'WELCOME10' });
    expect(cart.totals[1]).toMatchObject({ monthly_cost: 56.98, one_time_cost: 69.99 });
    expect(cart.categories.flatMap((category) => category.items).find((item) => item.type === 'discount')).toMatchObject({ monthly_cost: 5.7 });
  });
});

describe('PDFs', () => {
  it('downloads the contract summary as a PDF with its file name', async () => {
    const { api } = await visitor();
    await api.saveOrder({ customer: finalOrder.customer, order: orderSelection, orderAddress: finalOrder.orderAddress });
    const file = await api.loadContractSummary({ lang: 'de' });
    expect(file.filename).toBe('Vertragszusammenfassung.pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await file.blob.arrayBuffer()));
    expect(pdf.getPageCount()).toBeGreaterThan(0);
  });

  it('fails the contract summary whose 200 answer is not a PDF (ERR_PARSE, reported as it has no status)', async () => {
    const { api } = await visitor();
    await api.saveOrder({ customer: finalOrder.customer, order: orderSelection, orderAddress: finalOrder.orderAddress });
    await injectFault({ path: 'contract-summary', malformed: true });
    const error = await rejection(api.loadContractSummary({ lang: 'de' }));
    expect(error).toMatchObject({ call: 'loadContractSummary', code: 'ERR_PARSE' });
    expect(error.status).toBeUndefined();
  });

  it('makes a quote for a company whose name has Ł and ß', async () => {
    const { api } = await visitor();
    const file = await api.submitQuote({
      order: orderSelection,
      lang: 'de',
      customer: { salutation: 'Company', companyName: 'Łukasz Nowak Straßenbau GmbH', firstName: 'Łukasz', lastName: 'Nowak' },
      contact: { email: 'l.nowak@example.de', phoneNumber: '030 1234567' },
    });
    expect(file.filename).toBe('Angebot-Łukasz Nowak Straßenbau GmbH.pdf');
    expect(file.blob.type).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await file.blob.arrayBuffer()));
    expect(pdf.getTitle()).toMatch(/^Angebot /);
  });
});

describe('catalogue lookups', () => {
  it('searches companies by country', async () => {
    const { api } = await visitor();
    expect((await api.searchCompanies({ text: 'müller', country: 'DE' })).map((company) => company.crefoNumber)).toEqual(['2010123456']);
    expect(await api.searchCompanies({ text: 'müller', country: 'AT' })).toEqual([]);
  });

  it('loads the providers', async () => {
    const { api } = await visitor();
    expect((await api.loadProviders()).map((provider) => provider.id)).toContain('D001');
  });

  it('checks vouchers: percent, fixed, invalid, expired', async () => {
    const { api } = await visitor();
    const cartAddons = [{ id: 1112, quantity: 1 }];
    expect(await api.checkVoucher(1001, { voucherCode: 'welcome10', ...friedrichstrasse, cartAddons })).toMatchObject({ isValid: true, discountType: 'percent', discountMonthly: 5 });
    expect(await api.checkVoucher(1001, { voucherCode: 'START50', cartAddons })).toMatchObject({ isValid: true, discountType: 'fixed', discountOneTime: 50 });
    expect(await api.checkVoucher(1001, { voucherCode: 'NOPE' })).toMatchObject({ isValid: false, message: 'voucher.message.invalid' });
    expect(await api.checkVoucher(1001, { voucherCode: 'ALT2024' })).toMatchObject({ isValid: false, message: 'voucher.message.expired' });
  });

  it('gives the next partner reference and checks one', async () => {
    const { api } = await visitor();
    expect(await api.loadNextPartnerReference('PARTNER01', { agentCode: 'AG-007' })).toEqual(['REF-2026-0002']);
    expect(await api.checkPartnerReference('PARTNER01', 'REF-2026-0001', { agentCode: 'AG-007' })).toBe(false);
    expect(await api.checkPartnerReference('PARTNER01', 'REF-2026-0042')).toBe(true);
    expect(await rejection(api.checkPartnerReference('UNKNOWN', 'X-1'))).toMatchObject({ status: 404 });
  });
});

describe('auth', () => {
  it('is anonymous without a token, and a partner with one', async () => {
    const { api } = await visitor();
    expect(await api.checkSession()).toMatchObject({ isAuthenticated: false, isPartnerPortal: false });
    expect(await api.authenticateWithToken('demo-partner')).toMatchObject({ isPartnerPortal: true, usePartnerProcess: true, partnerCode: 'PARTNER01' });
    expect(await api.checkSession()).toMatchObject({ isAuthenticated: true, agentCode: 'AG-007' });
  });

  it('answers 401 for an invalid token', async () => {
    const { api } = await visitor();
    expect(await rejection(api.authenticateWithToken('forged'))).toMatchObject({ call: 'authenticateWithToken', status: 401, code: 'ERR_BAD_REQUEST' });
  });
});

describe('plan links', () => {
  it('saves a plan link and reads it back', async () => {
    const { api } = await visitor();
    const created = await api.createPlanLink({ config: [{ id: 1112, name: '250 Mbit/s' }], email: 'kunde@example.de', plan_code: 'TALPRIV100' });
    expect(created.hash).toBeTruthy();
    expect(await api.loadPlanLink('TALPRIV100')).toMatchObject({ plan_code: 'TALPRIV100', email: 'kunde@example.de' });
    expect(await rejection(api.loadPlanLink('SIPB'))).toMatchObject({ status: 404 });
  });

  it('sends POST plan-links with config, email and plan_code, and asks GET plan-links/{planCode} with no query (spec section 7)', async () => {
    const jar = cookieJar();
    const sent: Array<{ method: string; url: string; body: string | null }> = [];
    const recording: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      sent.push({ method: request.method, url: request.url, body: request.method === 'GET' ? null : await request.clone().text() });
      return jar.fetch(request);
    };
    const api = createApiClient({ apiBase: BASE, fetch: recording, xsrfToken: jar.xsrfToken });
    await api.checkSession();
    const body = { config: [{ id: 1112, name: '250 Mbit/s' }], email: 'kunde@example.de', plan_code: 'TALPRIV100' };
    await api.createPlanLink(body);
    await api.loadPlanLink('TALPRIV100');
    const planLinkCalls = sent.filter((request) => request.url.includes('plan-links'));
    expect(planLinkCalls.map(({ method, url }) => `${method} ${url}`)).toEqual([`POST ${BASE}plan-links`, `GET ${BASE}plan-links/TALPRIV100`]);
    expect(JSON.parse(planLinkCalls[0]!.body!)).toEqual(body);
  });
});

describe('live validation', () => {
  it('answers the validation flags of a phone number', async () => {
    const { api } = await visitor();
    expect(await api.validateOrderField('VOIPBIZ', { type: 'contact.phoneNumber', value: '030 12345678' })).toMatchObject({
      isPhoneNumberValid: true,
      isMobilePhoneNumberValid: false,
      isMinLengthValid: true,
    });
    expect(await api.validateOrderField('VOIPBIZ', { type: 'contact.phoneNumber', value: '0151 23456789' })).toMatchObject({ isMobilePhoneNumberValid: true });
  });

  it('ignores a failed live validation (null)', async () => {
    const { api } = await visitor();
    await injectFault({ path: 'order/validate', status: 500 });
    expect(await api.validateOrderField('VOIPBIZ', { type: 'invoice.vatId', value: 'DE123456789' })).toBeNull();
  });
});

describe('availability', () => {
  it('lists several providers for Friedrichstraße 123', async () => {
    const { api } = await visitor();
    const result = await api.checkProviderAvailability('TAL', friedrichstrasse);
    expect(result.providers?.map((provider) => provider.name)).toEqual(['FTTH', 'VDSL2 Vectoring']);
  });

  it('treats a 4xx availability answer as no availability', async () => {
    const { api } = await visitor();
    const result = await api.checkProviderAvailability('TAL', { street: 'Dorfstraße', houseNumber: '7', zipCode: '17258', city: 'Feldberger Seenlandschaft', country: 'DE', exact_address: true });
    expect(result).toMatchObject({ canOrder: false, availablePlans: [], results: [], code: 404 });
  });

  it('still throws a 5xx availability answer', async () => {
    const { api } = await visitor();
    await injectFault({ path: 'provider-availabilities/*', status: 502 });
    expect(await rejection(api.checkProviderAvailability('TAL', friedrichstrasse))).toMatchObject({ code: 'ERR_BAD_RESPONSE', status: 502 });
  });

  it('checks international addresses: geographic, only nomadic, none', async () => {
    const { api } = await visitor();
    const options = { addressMatch: 'exact' as const, include: ['voip' as const], timeout: 30000 };
    const wien = await api.checkApc({ address: { street: 'Mariahilfer Straße', houseNumber: '1', zipCode: '1060', city: 'Wien', country: 'AUT' }, options });
    expect(wien).toMatchObject({ code: 200, numbers: { geographic: true, nomadic: true } });
    const amsterdam = await api.checkApc({ address: { street: 'Damrak', houseNumber: '1', zipCode: '1012 LG', city: 'Amsterdam', country: 'NLD' }, options });
    expect(amsterdam).toMatchObject({ code: 201, numbers: { geographic: false, nomadic: true } });
    const graz = await api.checkApc({ address: { street: 'Hauptplatz', houseNumber: '1', zipCode: '8010', city: 'Graz', country: 'AUT' }, options });
    expect(graz).toMatchObject({ canOrder: false, code: 404, availablePlans: [] });
  });

  it('suggests addresses down to the house number, French ones number first', async () => {
    const { api } = await visitor();
    const paris = await api.searchAddresses({ address_search: '10 rue de rivoli', country: ['AUT', 'FRA', 'NLD'], lang: 'fr' });
    expect(paris.map((suggestion) => suggestion.label)).toEqual(['10 Rue de Rivoli, 75004 Paris']);
    const berlin = await api.searchAddresses({ address_search: 'Friedrichstr. 45', country: ['DEU'], lang: 'de' });
    expect(berlin[0]).toMatchObject({ matchLevel: 'houseNumber', address: { street: 'Friedrichstraße', houseNumber: '45' } });
    expect(await api.searchAddresses({ address_search: 'Friedrichstraße', country: ['DEU'], lang: 'de' })).toEqual([]);
  });
});

describe('failures of each kind', () => {
  it('maps a 5xx to ERR_BAD_RESPONSE with the status', async () => {
    const { api } = await visitor();
    await injectFault({ path: 'providers', status: 500 });
    expect(await rejection(api.loadProviders())).toMatchObject({ call: 'loadProviders', status: 500, code: 'ERR_BAD_RESPONSE' });
  });

  it('maps no answer to ERR_NETWORK without a status', async () => {
    const { api } = await visitor();
    await injectFault({ path: 'plan-classes', network: true });
    const error = await rejection(api.loadPlanClasses());
    expect(error).toMatchObject({ call: 'loadPlanClasses', code: 'ERR_NETWORK' });
    expect(error.status).toBeUndefined();
  });

  it('maps malformed JSON to ERR_PARSE', async () => {
    const { api } = await visitor();
    await injectFault({ path: 'companies', malformed: true });
    expect(await rejection(api.searchCompanies({ text: 'a', country: 'DE' }))).toMatchObject({ call: 'searchCompanies', code: 'ERR_PARSE' });
  });

  it('maps an answer of the wrong shape to ERR_PARSE', async () => {
    const { api } = await visitor();
    await injectFault({ path: 'auth', status: 200, body: { isAuthenticated: 'yes' } });
    expect(await rejection(api.checkSession())).toMatchObject({ call: 'checkSession', code: 'ERR_PARSE' });
  });

  it('maps the caller aborting to ERR_CANCELED', async () => {
    const { api } = await visitor();
    await injectFault({ path: 'providers', delayMs: 200 });
    const controller = new AbortController();
    const pending = api.loadProviders({ signal: controller.signal });
    controller.abort();
    expect(await rejection(pending)).toMatchObject({ code: 'ERR_CANCELED' });
  });
});

describe('XSRF', () => {
  it('echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN', async () => {
    const { api, jar } = await visitor();
    await api.checkSession();
    expect(jar.cookies.get('XSRF-TOKEN')).toBeTruthy();
    await expect(api.saveOrder({ technicianTimeSlot: 'morning' })).resolves.toBeTruthy();
  });

  it('is rejected without the header', async () => {
    const { api } = await visitor({ xsrfToken: () => undefined });
    await api.checkSession();
    expect(await rejection(api.saveOrder({ technicianTimeSlot: 'morning' }))).toMatchObject({ status: 403, code: 'ERR_BAD_REQUEST' });
  });
});
