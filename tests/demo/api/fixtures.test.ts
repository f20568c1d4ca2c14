import { describe, expect, it } from 'vitest';
import {
  ApcCheckResponse,
  AuthResponse,
  AutoAddressResponse,
  CompaniesResponse,
  PlanClassesResponse,
  PlanResponse,
  ProviderAvailabilityResponse,
  ProvidersResponse,
  TranslationsResponse,
  VoucherResponse,
} from '../../../src/api/index.ts';
import { createDemoApp } from '../../../demo/api/app.ts';
import { addresses, alpha3 } from '../../../demo/api/fixtures/addresses.ts';
import { authTokens, companies, vouchers } from '../../../demo/api/fixtures/catalogue.ts';
import { plans } from '../../../demo/api/fixtures/plans.ts';
import { translationsFor } from '../../../demo/api/fixtures/translations/index.ts';
import type { Messages } from '../../../src/api/index.ts';

/** A visitor of the app without msw: cookies carried by hand. */
async function arrive() {
  const app = createDemoApp();
  const first = await app.request('/api/auth');
  const cookies = first.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.split('=')[1]!;
  const headers = { cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(xsrf), 'content-type': 'application/json' };
  return {
    get: (path: string) => app.request(path, { headers }),
    post: (path: string, body: unknown) => app.request(path, { method: 'POST', headers, body: JSON.stringify(body) }),
  };
}

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

describe('every response schema parses every fixture', () => {
  it.each(plans.map((plan) => plan.code))('plan %s', async (code) => {
    const visitor = await arrive();
    // line plans need an address first (412)
    await visitor.post('/api/provider-availabilities/TAL', { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE', exact_address: true });
    const response = await visitor.get(`/api/plans/${code}?lang=de`);
    expect(response.status).toBe(200);
    expect(PlanResponse.safeParse(await response.json()).success).toBe(true);
  });

  it('the plan classes, with every plan listed', async () => {
    const response = await (await arrive()).get('/api/plan-classes');
    const parsed = PlanClassesResponse.parse(await response.json());
    expect(parsed.data.flatMap((planClass) => planClass.plans.map((plan) => plan.code)).sort()).toEqual(plans.map((plan) => plan.code).sort());
  });

  it.each(['order4', 'orderAvailability', 'order4_plan_config'] as const)('the translations of %s, with the same keys in every language', async (namespace) => {
    const response = await (await arrive()).get(`/api/translations/${namespace}`);
    const parsed = TranslationsResponse.parse(await response.json());
    const german = keys(parsed.de).sort();
    expect(german.length).toBeGreaterThan(10);
    for (const language of ['en', 'nl', 'fr'] as const) expect(keys(parsed[language]).sort()).toEqual(german);
  });

  it('the companies of both countries', async () => {
    const visitor = await arrive();
    for (const country of ['DE', 'AT']) {
      const parsed = CompaniesResponse.parse(await (await visitor.get(`/api/companies?text=g&country=${country}`)).json());
      expect(parsed.data.length).toBeGreaterThan(0);
    }
    expect(companies.length).toBeGreaterThan(5);
  });

  it('the providers', async () => {
    expect(ProvidersResponse.safeParse(await (await (await arrive()).get('/api/providers')).json()).success).toBe(true);
  });

  it.each([...Object.keys(vouchers), 'UNKNOWN'])('the voucher %s', async (code) => {
    const response = await (await arrive()).get(`/api/plans/1001/vouchers?voucherCode=${code}&cartAddons[0][id]=1112&cartAddons[0][quantity]=1`);
    expect(VoucherResponse.safeParse(await response.json()).success).toBe(true);
  });

  it.each(Object.keys(authTokens))('the auth answer of token %s', async (token) => {
    const app = createDemoApp();
    const response = await app.request('/api/auth', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(AuthResponse.safeParse(await response.json()).success).toBe(true);
  });

  it.each(addresses.map((address) => [address.street, address]))('the availability answers of %s', async (_street, address) => {
    const visitor = await arrive();
    const body = { street: address.street, houseNumber: address.houseNumber, zipCode: address.zipCode, city: address.city, country: address.country };
    if (address.country === 'DE') {
      const response = await visitor.post('/api/provider-availabilities/TAL', { ...body, exact_address: true });
      expect(response.status).toBe(address.providers.length ? 200 : 404);
      expect(ProviderAvailabilityResponse.safeParse(await response.json()).success).toBe(true);
    }
    const apc = await visitor.post('/api/apc/check', { address: { ...body, country: alpha3[address.country] }, options: { addressMatch: 'exact', include: ['voip'], timeout: 30000 } });
    expect(apc.status).toBe(address.apcCode);
    expect(ApcCheckResponse.safeParse(await apc.json()).success).toBe(true);
    const suggestions = await visitor.post('/api/auto-address', { address_search: `${address.street} ${address.houseNumber}`, country: [alpha3[address.country]], lang: 'de' });
    const parsed = AutoAddressResponse.parse(await suggestions.json());
    expect(parsed.autocomplete.suggestions.suggestions[0]?.address).toMatchObject({ street: address.street, houseNumber: address.houseNumber });
  });
});

describe('the catalogue covers the spec', () => {
  const allCategories = plans.flatMap((plan) => plan.categories);
  const allAddons = allCategories.flatMap((category) => category.addons);

  it('has TAL and VoIP plans, private and business, SIPB and the international plans', () => {
    const kinds = new Set(plans.map((plan) => `${plan.category}/${plan.type}`));
    expect([...kinds].sort()).toEqual(['TAL/business', 'TAL/private', 'VOIP/business', 'VOIP/private']);
    for (const code of ['SIPB', 'EBCOM', 'EBAT', 'EBFR', 'EBNL']) expect(plans.map((plan) => plan.code)).toContain(code);
  });

  it('has all four input types, all sections, all add-on types and all three rule kinds', () => {
    expect(new Set(allCategories.map((category) => category.input_type))).toEqual(new Set(['radio', 'checkbox', 'select', 'radio_option']));
    expect(new Set(allCategories.map((category) => category.section))).toEqual(new Set(['connection', 'product', 'hardware']));
    expect(new Set(allAddons.map((addon) => addon.type))).toEqual(new Set(['input', 'radio_option', 'cart', 'toggle_on', 'toggle_off']));
    expect(new Set(allAddons.flatMap((addon) => addon.plans_rules ?? []).map((rule) => rule.type))).toEqual(new Set(['forces_plan', 'disables', 'excludes']));
  });

  it('gives each plan-config translation key one text per language', () => {
    const texts = new Map<string, string>();
    for (const item of [...allCategories, ...allAddons]) {
      const key = item.translation_key!;
      const value = JSON.stringify(item.translations?.name);
      expect(texts.get(key) ?? value, key).toBe(value);
      texts.set(key, value);
    }
  });

  it('has the spec keys the UI relies on', () => {
    const order4 = keys(translationsFor('order4').en);
    const availability = keys(translationsFor('orderAvailability').en);
    for (const rule of ['required', 'minLength', 'maxLength', 'dateFormat', 'over18', 'houseNumber', 'validName', 'email', 'dateAfterToday', 'iban', 'bic', 'numeric', 'alphaNumeric', 'germanCity', 'numberAlreadyAdded', 'lastDigit', 'sameLength', 'phoneNumber', 'additionalLocationInfo', 'subscriberNumber', 'nationalDestinationCode', 'germanMobileNumber', 'validTitle', 'acceptDirectDebit', 'acceptTerms', 'acceptPersonalDataUse', 'invalid']) {
      expect(order4).toContain(`validation.error.${rule}`);
    }
    expect(order4).toContain('error.token.invalid');
    for (const key of ['validateAddress.message.notAvailable', 'validateAddress.message.incorrectAddress', 'validateAddress.message.missingHouseNumber', 'validateAddress.error.server']) expect(availability).toContain(key);
  });
});
