import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PlanLink, QuoteRequest, buildOrderSelection, buildPlanLink, selectionFromPlanLink, buildQuoteRequest, type QuoteRequestInput } from '../../../src/domain/index.ts';
import { samplePlan } from './fixtures.ts';

const plan = samplePlan();
const order = buildOrderSelection(plan, [{ id: 102, quantity: 1 }], null, 'de', '2026-03-01');

const input = (overrides: Partial<QuoteRequestInput> = {}): QuoteRequestInput => ({
  order,
  lang: 'de',
  isInternational: false,
  serviceCountry: 'DE',
  companyName: 'Muster GmbH',
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@muster.de',
  phoneNumber: '030 1234567',
  address: { street: 'Hauptstraße', houseNumber: '1', zipCode: '10115', city: 'Berlin', country: 'DE' },
  ...overrides,
});

describe('quote request (spec sections 3, 5)', () => {
  it('sends order, lang, customer with salutation Company, contact and the complete address', () => {
    const body = buildQuoteRequest(input());
    expect(body).toEqual({
      order,
      lang: 'de',
      customer: { salutation: 'Company', companyName: 'Muster GmbH', firstName: 'Anna', lastName: 'Muster' },
      contact: { email: 'anna@muster.de', phoneNumber: '030 1234567' },
      address: { street: 'Hauptstraße', houseNumber: '1', zipCode: '10115', city: 'Berlin', country: 'DE' },
    });
    expect(z.safeParse(QuoteRequest, body).success).toBe(true);
  });

  it('sends only order, lang and serviceCountry for the international plan', () => {
    expect(buildQuoteRequest(input({ isInternational: true, serviceCountry: 'NL', lang: 'nl' }))).toEqual({ order, lang: 'nl', serviceCountry: 'NL' });
  });

  it.each([
    ['without a first name', { firstName: '' }],
    ['without a last name', { lastName: ' ' }],
    ['without company name or birthday', { companyName: '', birthday: null }],
  ])('includes the customer only with first and last name and company name or birthday: not %s', (_, overrides) => {
    expect(buildQuoteRequest(input(overrides))).not.toHaveProperty('customer');
  });

  it('includes a customer with a birthday instead of a company name', () => {
    expect(buildQuoteRequest(input({ companyName: '', birthday: '01.02.1980' })).customer).toEqual({
      salutation: 'Company',
      firstName: 'Anna',
      lastName: 'Muster',
      birthday: '01.02.1980',
    });
  });

  it('drops the contact when the e-mail is empty', () => {
    expect(buildQuoteRequest(input({ email: '' }))).not.toHaveProperty('contact');
  });

  it.each(['street', 'houseNumber', 'zipCode', 'city'] as const)('includes the address only when complete: not without %s', (field) => {
    expect(buildQuoteRequest(input({ address: { ...input().address, [field]: '' } }))).not.toHaveProperty('address');
  });
});

describe('plan link (spec section 3)', () => {
  it('sends config [{id, name, quantity}] of the add-ons in effect, the e-mail and plan_code', () => {
    const body = buildPlanLink(plan, [{ id: 201, quantity: 1 }, { id: 202, quantity: 1 }, { id: 102, quantity: 3 }], ' anna@muster.de ');
    expect(body).toEqual({
      config: [
        { id: 102, name: 'routerPro', quantity: 3 },
        { id: 201, name: 'fax', quantity: 1 },
      ],
      email: 'anna@muster.de',
      plan_code: 'SIPT',
    });
    expect(z.safeParse(PlanLink, body).success).toBe(true);
  });

  it('names add-ons in the chosen language', () => {
    const translated = samplePlan();
    const first = translated.categories[0]?.addons[1];
    if (first) first.translations = { name: { de: 'Router Pro', en: 'Pro router' } };
    expect(buildPlanLink(translated, [{ id: 102, quantity: 1 }], 'a@b.de', 'en').config).toEqual([{ id: 102, name: 'Pro router', quantity: 1 }]);
  });

  it('restores the saved add-ons and quantities the plan still has (a link without quantities means one each)', () => {
    const config = [
      { id: 102, name: 'routerPro', quantity: 3 },
      { id: 201, name: 'fax' },
      { id: 999, name: 'gone', quantity: 2 },
    ];
    expect(selectionFromPlanLink(plan, { config })).toEqual([
      { id: 102, quantity: 3 },
      { id: 201, quantity: 1 },
    ]);
  });
});
