import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createDemoApp, type DemoApp } from '../../../demo/api/app.ts';
import { addresses, alpha3, normalizeText } from '../../../demo/api/fixtures/addresses.ts';
import { commonStreets, localStreets } from '../../../demo/api/fixtures/streets.ts';
import { towns } from '../../../demo/api/fixtures/towns.ts';
import { TOWNS_PER_STREET } from '../../../demo/api/streetInTowns.ts';
import { AutoAddressResponse } from '../../../src/api/index.ts';
import { addressCheckPlan } from '../../../src/domain/index.ts';
import { hasHouseNumberDigit } from '../../../src/domain/validation/addressRules.ts';
import { addressCheckLogic } from '../../../src/runtime/actors/addressCheck.ts';
import type { ChildRuntime } from '../../../src/runtime/actors/runtime.ts';
import { demoApiClient } from '../../src/shell/demoApi.ts';

const GERMANY = ['DEU'];
const INTERNATIONAL = ['AUT', 'FRA', 'NLD'];

/** The suggestions as the element reads them: only those that reach the house number (spec section 7). */
async function suggestions(search: string, country: string[], app = createDemoApp()) {
  return demoApiClient(app).searchAddresses({ address_search: search, country, lang: 'de' });
}

const labels = async (search: string, country: string[]) => (await suggestions(search, country)).map((suggestion) => suggestion.label);

describe('a street and house number typed without a town (spec section 7, POST auto-address)', () => {
  it('offers a common German street in the five largest German towns, largest first', async () => {
    expect(await labels('Bahnhofstraße 12', GERMANY)).toEqual([
      'Bahnhofstraße 12, 10115 Berlin',
      'Bahnhofstraße 12, 20095 Hamburg',
      'Bahnhofstraße 12, 80331 München',
      'Bahnhofstraße 12, 50667 Köln',
      'Bahnhofstraße 12, 60311 Frankfurt am Main',
    ]);
  });

  it('offers each street only in the searched countries where its name is common: a German name in Austria, a French one in France', async () => {
    expect(await labels('Bahnhofstraße 12', INTERNATIONAL)).toEqual([
      'Bahnhofstraße 12, 1010 Wien',
      'Bahnhofstraße 12, 8010 Graz',
      'Bahnhofstraße 12, 4020 Linz',
      'Bahnhofstraße 12, 5020 Salzburg',
      'Bahnhofstraße 12, 6020 Innsbruck',
    ]);
    expect(await labels('12 rue de la Gare', INTERNATIONAL)).toEqual([
      '12 Rue de la Gare, 75001 Paris',
      '12 Rue de la Gare, 13001 Marseille',
      '12 Rue de la Gare, 69001 Lyon',
      '12 Rue de la Gare, 31000 Toulouse',
      '12 Rue de la Gare, 06000 Nice',
    ]);
    expect((await suggestions('Kerkstraat 3', INTERNATIONAL)).map((suggestion) => suggestion.address.country)).toEqual(['NL', 'NL', 'NL', 'NL', 'NL']);
    expect(await labels('Kerkstraat 3', GERMANY)).toEqual([]);
  });

  it('answers every common street of every country with ranked towns of the searched countries only, the same on every call', async () => {
    // a street the fixtures hold (Dorfstraße 7 in Feldberger Seenlandschaft) is offered on that street instead: tested below
    const fixtureStreets = new Set(addresses.map((address) => address.street));
    const pairs = Object.entries(commonStreets).flatMap(([country, names]) =>
      names.filter((name) => !fixtureStreets.has(name)).map((name) => [country, name] as const),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...pairs),
        fc.integer({ min: 1, max: 999 }),
        fc.constantFrom(GERMANY, INTERNATIONAL),
        async ([country, name], number, searched) => {
          const app = createDemoApp();
          const found = await suggestions(`${name} ${number}`, searched, app);
          const allowed = searched.includes(alpha3[country as keyof typeof alpha3]);
          if (allowed) expect(found).toHaveLength(TOWNS_PER_STREET);
          for (const suggestion of found) {
            expect(searched).toContain(alpha3[suggestion.address.country as keyof typeof alpha3]);
            expect(suggestion.address.street).toBe(name);
            expect(suggestion.label).toBe(suggestion.address.full);
            expect(suggestion.address.houseNumber).toBe(String(number));
          }
          const sizes = found.map((suggestion) => towns.find((town) => town.city === suggestion.address.city)!.inhabitants);
          expect(sizes).toEqual(sizes.toSorted((a, b) => b - a));
          expect(await suggestions(`${name} ${number}`, searched, app)).toEqual(found);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('offers a street of one town only there, with its own postal code, and not at all when its country is not searched', async () => {
    expect(await labels('Landstraßer Hauptstraße 2', INTERNATIONAL)).toEqual(['Landstraßer Hauptstraße 2, 1030 Wien']);
    expect(await labels('Landstraßer Hauptstraße 2', GERMANY)).toEqual([]);
    // a common name is not the local street that ends with it
    expect(await labels('Hauptstraße 2', INTERNATIONAL)).toEqual([
      'Hauptstraße 2, 1010 Wien',
      'Hauptstraße 2, 8010 Graz',
      'Hauptstraße 2, 4020 Linz',
      'Hauptstraße 2, 5020 Salzburg',
      'Hauptstraße 2, 6020 Innsbruck',
    ]);
    expect(await labels('Reeperbahn 136', GERMANY)).toEqual(['Reeperbahn 136, 20359 Hamburg']);
  });

  it('completes the street name as it is typed, keeping a house number letter', async () => {
    expect((await labels('Bahnhofstr 12 a', GERMANY))[0]).toBe('Bahnhofstraße 12a, 10115 Berlin');
    expect((await labels('Landstr 2', INTERNATIONAL))[0]).toBe('Landstraßer Hauptstraße 2, 1030 Wien');
  });

  it('narrows the towns by the start of a town or postal code typed after the number', async () => {
    expect(await labels('Bahnhofstraße 12 Kö', GERMANY)).toEqual(['Bahnhofstraße 12, 50667 Köln']);
    expect(await labels('Bahnhofstraße 12, 80', GERMANY)).toEqual(['Bahnhofstraße 12, 80331 München']);
    expect(await labels('Bahnhofstraße 12 Xanten', GERMANY)).toEqual([]);
  });

  it('offers a street the fixtures hold with the number typed, never the house whose postal code starts with it', async () => {
    expect(await labels('Dorfstraße 1', GERMANY)).toEqual(['Dorfstraße 1, 17258 Feldberger Seenlandschaft']);
    expect(await labels('Dorfstraße 7', GERMANY)).toEqual(['Dorfstraße 7, 17258 Feldberger Seenlandschaft']);
  });

  it('finds nothing for a street that is neither common nor known in one town: it needs its town', async () => {
    expect(await labels('Nirgendwoweg 99', GERMANY)).toEqual([]);
    expect(await labels('Nirgendwoweg 99 Köln', GERMANY)).toEqual(['Nirgendwoweg 99, 50667 Köln']);
  });
});

describe('with a town, the answer is the one it was before', () => {
  it.each([
    ['Bahnhofstraße 12 Hamburg', GERMANY, ['Bahnhofstraße 12, 20095 Hamburg']],
    ['Hauptstraße 5 Wien', INTERNATIONAL, ['Hauptstraße 5, 1010 Wien']],
    ['Kerkstraat 3 Utrecht', INTERNATIONAL, ['Kerkstraat 3, 3511 AA Utrecht']],
    ['Friedrichstraße 123', GERMANY, ['Friedrichstraße 123, 10117 Berlin']],
    ['Mariahilfer Straße 1', INTERNATIONAL, ['Mariahilfer Straße 1, 1060 Wien']],
  ])('%s', async (search, country, expected) => {
    expect(await labels(search, country)).toEqual(expected);
  });

  it('gives a street the fixtures know in that town its own postal code', async () => {
    expect(await labels('Landstraßer Hauptstraße 2 Wien', INTERNATIONAL)).toEqual(['Landstraßer Hauptstraße 2, 1030 Wien']);
  });
});

describe('without a digit the house number is asked for by the element, not the demo', () => {
  it('never asks auto-address for a street alone, and the demo would have no house-number suggestion for it', async () => {
    expect(hasHouseNumberDigit('Bahnhofstraße')).toBe(false);
    const app = createDemoApp();
    const searched: string[] = [];
    const counting = { fetch: (request: Request) => (new URL(request.url).pathname === '/api/auto-address' && searched.push(request.method), app.fetch(request)) } as unknown as DemoApp;
    const clock = new SimulatedClock();
    const machine = addressCheckLogic({ api: demoApiClient(counting) } as ChildRuntime);
    const actor = createActor(machine, { input: { plan: addressCheckPlan({ code: 'TALPRIV100', category: 'TAL' }), language: 'de' }, clock }).start();

    actor.send({ type: 'search.changed', text: 'Bahnhofstraße' });
    clock.increment(5_000);
    expect(actor.getSnapshot().matches({ open: { entry: { autocomplete: 'missingHouseNumber' } } })).toBe(true);
    expect(searched).toEqual([]);

    actor.send({ type: 'search.changed', text: 'Bahnhofstraße 12' });
    clock.increment(500);
    await waitFor(actor, (snapshot) => snapshot.matches({ open: { entry: { autocomplete: 'suggestions' } } }), { timeout: 20_000 });
    expect(searched).toEqual(['POST']);
    expect(actor.getSnapshot().context.suggestions[1]?.label).toBe('Bahnhofstraße 12, 20095 Hamburg');
    actor.stop();

    const raw = await app.request('/api/auto-address', { method: 'POST', headers: await visitorHeaders(app), body: JSON.stringify({ address_search: 'Bahnhofstraße', country: GERMANY, lang: 'de' }) });
    const answer = AutoAddressResponse.parse(await raw.json()).autocomplete.suggestions.suggestions;
    expect(answer.filter((suggestion) => suggestion.matchLevel === 'houseNumber')).toEqual([]);
  });
});

describe('the street fixtures', () => {
  it('leave the streets of the fixture addresses to their own town', () => {
    const fixtureStreets = new Set(addresses.map((address) => `${address.country}:${normalizeText(address.street)}`));
    for (const [country, names] of Object.entries(commonStreets)) for (const name of names) expect(fixtureStreets.has(`${country}:${normalizeText(name)}`), name).toBe(false);
    for (const local of localStreets) expect(fixtureStreets.has(`${local.town.country}:${normalizeText(local.street)}`), local.street).toBe(false);
  });

  it('place each local street in a town of the list, with a postal code of its country', () => {
    const postalCode = { DE: /^\d{5}$/, AT: /^\d{4}$/, FR: /^\d{5}$/, NL: /^\d{4} [A-Z]{2}$/ };
    for (const { street, town } of localStreets) {
      expect(towns.some((known) => known.city === town.city && known.country === town.country && known.areaCode === town.areaCode), street).toBe(true);
      expect(town.zipCode, street).toMatch(postalCode[town.country]);
    }
  });
});

async function visitorHeaders(app: DemoApp) {
  const first = await app.request('/api/auth');
  const cookies = first.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const xsrf = decodeURIComponent(cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
  return { cookie: cookies.join('; '), 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
}
