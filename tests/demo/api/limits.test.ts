import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, MAX_ARRAY_ITEMS, MAX_DEPTH, MAX_QUERY_PARAMETERS, MAX_STRING_LENGTH, bodyLimitIssues, fieldMaxLength } from '../../../demo/api/limits.ts';
import { addresses } from '../../../demo/api/fixtures/addresses.ts';
import { companies } from '../../../demo/api/fixtures/catalogue.ts';
import { commonStreets, localStreets } from '../../../demo/api/fixtures/streets.ts';
import { towns } from '../../../demo/api/fixtures/towns.ts';
import { arrive } from './visitor.ts';

const plan = { id: 3001, code: 'VOIPPRIV', name: 'Festnetz Home', quantity: 1, value: 9.99, category: 'VOIP' };
const address = { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE' };

describe('the body size limit', () => {
  it('answers 413 with a JSON message to a body past 64 KB, before any session is made', async () => {
    const visitor = await arrive();
    const large = JSON.stringify({ technicianTimeSlot: 'x'.repeat(BODY_LIMIT_BYTES) });
    const answer = await visitor.app.request('/api/order', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: large });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: `Request body too large: at most ${BODY_LIMIT_BYTES} bytes`, maximum: BODY_LIMIT_BYTES });
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('counts a streamed body without a Content-Length too', async () => {
    const visitor = await arrive();
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request('http://demo.test/api/plan-links', { method: 'POST', body, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit);
    expect((await visitor.app.fetch(request)).status).toBe(413);
  });
});

describe('the field limits (spec sections 5 and 9)', () => {
  it('answers 400 to a field one past its length, and takes it at its length', async () => {
    const visitor = await arrive();
    const longStreet = await visitor.put('/api/order', { orderAddress: { ...address, street: 'S'.repeat(fieldMaxLength.street! + 1) } });
    expect(longStreet.status).toBe(400);
    expect(await longStreet.json()).toEqual({
      message: 'Invalid request',
      issues: [{ path: ['orderAddress', 'street'], code: 'too_big', origin: 'string', maximum: 40, message: 'At most 40 characters' }],
    });
    expect((await visitor.put('/api/order', { orderAddress: { ...address, street: 'S'.repeat(40) } })).status).toBe(200);
    const names = await visitor.put('/api/order', { customer: { salutation: 'Mr', firstName: 'J'.repeat(31), lastName: 'W' } });
    expect(await names.json()).toMatchObject({ issues: [{ path: ['customer', 'firstName'], maximum: 30 }] });
  });

  it('holds every other string of a body to 200 characters, a list to 100 items and nesting to 8 levels', async () => {
    const visitor = await arrive();
    const addon = { id: 3112, quantity: 1, name: 'EU', value: 4.99 };
    const long = await visitor.put('/api/order', { order: { addons: [{ ...addon, name: 'n'.repeat(MAX_STRING_LENGTH + 1) }], plan } });
    expect(await long.json()).toMatchObject({ issues: [{ path: ['order', 'addons', 0, 'name'], maximum: MAX_STRING_LENGTH }] });
    const many = await visitor.post('/api/cart', { order: { addons: Array.from({ length: MAX_ARRAY_ITEMS + 1 }, () => addon), plan } });
    expect(many.status).toBe(400);
    expect(await many.json()).toMatchObject({ issues: [{ path: ['order', 'addons'], origin: 'array', maximum: MAX_ARRAY_ITEMS }] });
    let deep: unknown = 'x';
    for (let level = 0; level < 50; level++) deep = { deeper: deep };
    expect(await (await visitor.post('/api/plan-links', { plan_code: 'SIPB', email: 'a@b.cd', config: [], extra: deep })).json()).toMatchObject({
      issues: [{ origin: 'object', maximum: MAX_DEPTH }],
    });
  });

  it('holds the live validation, the autocomplete and the company lookup to their lengths', async () => {
    const visitor = await arrive();
    expect((await visitor.post('/api/plans/VOIPPRIV/order/validate', { type: 'contact.phoneNumber', value: '0'.repeat(MAX_STRING_LENGTH + 1) })).status).toBe(400);
    expect((await visitor.post('/api/auto-address', { address_search: `Hauptstraße 1${' '.repeat(MAX_STRING_LENGTH)}`, country: ['DEU'], lang: 'de' })).status).toBe(400);
    expect((await visitor.post('/api/auto-address', { address_search: 'Hauptstraße 1', country: ['DEU', 'AUT', 'FRA', 'NLD', 'BEL'], lang: 'de' })).status).toBe(400);
    expect((await visitor.get(`/api/companies?country=DE&text=${'a'.repeat(61)}`)).status).toBe(400);
    expect((await visitor.get('/api/companies?country=DE&text=Hafen')).status).toBe(200);
  });

  it('answers 400 to a query parameter past its length and to more parameters than any call sends', async () => {
    const visitor = await arrive();
    expect((await visitor.get(`/api/plan-classes?type=${'x'.repeat(MAX_STRING_LENGTH + 1)}`)).status).toBe(400);
    const many = Array.from({ length: MAX_QUERY_PARAMETERS + 1 }, (_, index) => `p${index}=1`).join('&');
    expect(await (await visitor.get(`/api/plan-classes?${many}`)).json()).toMatchObject({ issues: [{ origin: 'query', maximum: MAX_QUERY_PARAMETERS }] });
  });

  it('lets every fixture address, street, town and company through (nothing the demo offers is refused)', () => {
    for (const entry of addresses) expect(bodyLimitIssues({ street: entry.street, houseNumber: entry.houseNumber, zipCode: entry.zipCode, city: entry.city })).toEqual([]);
    for (const street of [...Object.values(commonStreets).flat(), ...localStreets.map((entry) => entry.street)]) expect(bodyLimitIssues({ street })).toEqual([]);
    for (const town of towns) expect(bodyLimitIssues({ city: town.city, zipCode: town.zipCode })).toEqual([]);
    for (const { name, ...company } of companies) expect(bodyLimitIssues({ ...company, companyName: name })).toEqual([]);
  });

  it('finds no issue in a body within every limit, and an issue for any string past its rule (property)', () => {
    const named = fc.constantFrom(...Object.keys(fieldMaxLength), 'anyOtherField');
    fc.assert(
      fc.property(named, fc.nat(300), (name, length) => {
        const max = fieldMaxLength[name] ?? MAX_STRING_LENGTH;
        const issues = bodyLimitIssues({ outer: { [name]: 'x'.repeat(length) } });
        expect(issues.length).toBe(length > max ? 1 : 0);
        if (length > max) expect(issues[0]).toMatchObject({ path: ['outer', name], maximum: max });
      }),
    );
  });
});
