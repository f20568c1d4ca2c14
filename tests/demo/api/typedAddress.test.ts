import { describe, expect, it } from 'vitest';
import { ApcCheckResponse, AutoAddressResponse, ProviderAvailabilityResponse } from '../../../src/api/index.ts';
import { createDemoApp } from '../../../demo/api/app.ts';

/** A visitor of the app without msw: cookies carried by hand. */
async function arrive() {
  const app = createDemoApp();
  const first = await app.request('/api/auth');
  const cookies = first.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.split('=')[1]!;
  const headers = { cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(xsrf), 'content-type': 'application/json' };
  return { post: (path: string, body: unknown) => app.request(path, { method: 'POST', headers, body: JSON.stringify(body) }) };
}

async function suggestions(search: string, country: string[]) {
  const visitor = await arrive();
  const response = await visitor.post('/api/auto-address', { address_search: search, country, lang: 'de' });
  return AutoAddressResponse.parse(await response.json()).autocomplete.suggestions.suggestions;
}

describe('the demo autocomplete answers any street typed in a real town', () => {
  it.each([
    ['Lindenweg 5 Köln', ['DEU'], 'Lindenweg 5, 50667 Köln'],
    ['Musterweg 3, 79098 Freiburg', ['DEU'], 'Musterweg 3, 79098 Freiburg im Breisgau'],
    ['Am Markt 7, 23552 Lübeck', ['DEU'], 'Am Markt 7, 23552 Lübeck'],
    ['Herrengasse 4 Linz', ['AUT', 'FRA', 'NLD'], 'Herrengasse 4, 4020 Linz'],
    ['12 rue Nationale Lille', ['AUT', 'FRA', 'NLD'], '12 Rue Nationale, 59000 Lille'],
    ['Keizersgracht 100 Amsterdam', ['AUT', 'FRA', 'NLD'], 'Keizersgracht 100, 1011 AB Amsterdam'],
  ])('%s in %j', async (search, country, label) => {
    const found = await suggestions(search, country);
    expect(found[0]).toMatchObject({ label, matchLevel: 'houseNumber' });
  });

  it('offers nothing for a town of another country', async () => {
    expect(await suggestions('Lindenweg 5 Köln', ['AUT', 'FRA', 'NLD'])).toEqual([]);
  });

  it('keeps the documented fixture addresses first', async () => {
    expect((await suggestions('Friedrichstraße 123', ['DEU']))[0]?.label).toBe('Friedrichstraße 123, 10117 Berlin');
  });
});

describe('availability of an address no fixture names is decided by its hash', () => {
  const body = (street: string) => ({ street, houseNumber: '5', zipCode: '50667', city: 'Köln', country: 'DE', exact_address: true });

  it('answers the same twice, and some addresses have several providers while others none', async () => {
    const visitor = await arrive();
    const outcomes: Array<number | null> = [];
    for (const street of ['Lindenweg', 'Ahornweg', 'Birkenweg', 'Eichenweg', 'Buchenweg', 'Ulmenweg', 'Kastanienweg', 'Tannenweg', 'Fichtenweg', 'Erlenweg', 'Eschenweg', 'Weidenweg']) {
      const first = await (await visitor.post('/api/provider-availabilities/TAL', body(street))).json();
      const again = await (await visitor.post('/api/provider-availabilities/TAL', body(street))).json();
      expect(again).toEqual(first);
      outcomes.push(ProviderAvailabilityResponse.parse(first).providers?.length ?? 0);
    }
    expect(outcomes).toContain(0);
    expect(outcomes.some((count) => (count ?? 0) >= 2)).toBe(true);
  });

  it('answers an unknown foreign address with geographic or only nomadic numbers', async () => {
    const visitor = await arrive();
    const response = await visitor.post('/api/apc/check', {
      address: { street: 'Herrengasse', houseNumber: '4', zipCode: '4020', city: 'Linz', country: 'AT' },
      options: { addressMatch: 'exact', include: ['voip'], timeout: 30000 },
    });
    expect([200, 201]).toContain(ApcCheckResponse.parse(await response.json()).code);
  });
});
