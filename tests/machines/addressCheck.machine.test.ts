import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { addressCheckMachine, type AvailabilityAnswer, type CheckAvailabilityInput, type SaveAddressInput } from '../../machines/addressCheck.machine.ts';
import type { AddressSuggestion, AutoAddressRequest } from '../../src/api/index.ts';
import { addressCheckPlan } from '../../src/domain/index.ts';

const talPlan = addressCheckPlan({ code: 'TALPRIV100', category: 'TAL' });
const ebfrPlan = addressCheckPlan({ code: 'EBFR', category: 'VOIP' });

const friedrichstrasse: AddressSuggestion = {
  label: 'Friedrichstraße 123, 10117 Berlin',
  matchLevel: 'houseNumber',
  address: { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE', areaCode: '030', exact_address: true },
};
const streetOnly: AddressSuggestion = { ...friedrichstrasse, label: 'Friedrichstraße, 10117 Berlin', matchLevel: 'street' };

const providers = [
  { name: 'FTTH', bandwidth: { download: { maxBandwidthMbit: 1000 }, upload: { maxBandwidthMbit: 200 } } },
  { name: 'VDSL2 Vectoring', bandwidth: { download: { maxBandwidthMbit: 250 }, upload: { maxBandwidthMbit: 40 } } },
];
const available: AvailabilityAnswer = {
  kind: 'provider',
  result: { canOrder: true, address: friedrichstrasse.address, availablePlans: ['TALPRIV100'], results: [], code: 200, errorMessages: null, providers },
};
const notAvailable: AvailabilityAnswer = {
  kind: 'provider',
  result: { canOrder: false, availablePlans: [], results: [], code: 404, errorMessages: null },
};

/** A promise the test settles by hand, to control when an answer arrives. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Fakes {
  search?: (input: AutoAddressRequest, signal: AbortSignal) => Promise<AddressSuggestion[]>;
  check?: (input: CheckAvailabilityInput, signal: AbortSignal) => Promise<AvailabilityAnswer>;
  save?: (input: SaveAddressInput) => Promise<unknown>;
}

function start(fakes: Fakes = {}, plan = talPlan) {
  const clock = new SimulatedClock();
  const searches: AutoAddressRequest[] = [];
  const checks: CheckAvailabilityInput[] = [];
  const saves: SaveAddressInput[] = [];
  const machine = addressCheckMachine.provide({
    actors: {
      searchAddresses: fromPromise(({ input, signal }: { input: AutoAddressRequest; signal: AbortSignal }) => {
        searches.push(input);
        return fakes.search ? fakes.search(input, signal) : Promise.resolve([friedrichstrasse]);
      }),
      checkAvailability: fromPromise(({ input, signal }: { input: CheckAvailabilityInput; signal: AbortSignal }) => {
        checks.push(input);
        return fakes.check ? fakes.check(input, signal) : Promise.resolve(available);
      }),
      saveAddress: fromPromise(({ input }: { input: SaveAddressInput }) => {
        saves.push(input);
        return fakes.save ? fakes.save(input) : Promise.resolve({});
      }),
    },
  });
  const actor = createActor(machine, { input: { plan, language: 'de' }, clock });
  actor.start();
  return { actor, clock, searches, checks, saves };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const entryOf = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().value;

describe('the address check, alone with provided actors and a simulated clock', () => {
  it('searches 500 ms after the last keystroke, once, with the plan country and language', async () => {
    const { actor, clock, searches } = start();
    actor.send({ type: 'search.changed', text: 'Friedrichstr 1' });
    clock.increment(300);
    actor.send({ type: 'search.changed', text: 'Friedrichstr 12' });
    clock.increment(499);
    expect(searches).toEqual([]);
    actor.send({ type: 'search.changed', text: 'Friedrichstr 123' });
    clock.increment(499);
    expect(searches).toEqual([]);
    clock.increment(1);
    expect(searches).toEqual([{ address_search: 'Friedrichstr 123', country: ['DEU'], lang: 'de' }]);
    expect(actor.getSnapshot().matches({ open: { entry: { autocomplete: 'loading' } } })).toBe(true);
    await flush();
    expect(actor.getSnapshot().matches({ open: { entry: { autocomplete: 'suggestions' } } })).toBe(true);
    expect(actor.getSnapshot().context.suggestions).toEqual([friedrichstrasse]);
  });

  it('asks AUT, FRA and NLD for an international plan, its own country first in the manual form', () => {
    const { actor, clock, searches } = start({}, ebfrPlan);
    actor.send({ type: 'search.changed', text: '10 Rue de Rivoli' });
    clock.increment(500);
    expect(searches[0]?.country).toEqual(['FRA', 'AUT', 'NLD']);
    expect(actor.getSnapshot().context.manual.country).toBe('FR');
  });

  it('shows the missing-house-number state for input without a digit and sends nothing', () => {
    const { actor, clock, searches } = start();
    actor.send({ type: 'search.changed', text: 'Friedrichstraße' });
    clock.increment(5_000);
    expect(actor.getSnapshot().matches({ open: { entry: { autocomplete: 'missingHouseNumber' } } })).toBe(true);
    expect(searches).toEqual([]);
    actor.send({ type: 'search.changed', text: '' });
    expect(actor.getSnapshot().matches({ open: { entry: { autocomplete: 'idle' } } })).toBe(true);
  });

  it('drops an answer that arrives after newer input and aborts the older request', async () => {
    const first = deferred<AddressSuggestion[]>();
    const signals: AbortSignal[] = [];
    const { actor, clock } = start({
      search: (input, signal) => {
        signals.push(signal);
        return input.address_search === 'Friedrichstr 1' ? first.promise : Promise.resolve([friedrichstrasse]);
      },
    });
    actor.send({ type: 'search.changed', text: 'Friedrichstr 1' });
    clock.increment(500);
    actor.send({ type: 'search.changed', text: 'Friedrichstr 123' });
    expect(signals[0]?.aborted).toBe(true);
    first.resolve([{ ...friedrichstrasse, label: 'Friedrichstraße 1, 10117 Berlin' }]);
    await flush();
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
    expect(actor.getSnapshot().matches({ open: { entry: { autocomplete: 'debouncing' } } })).toBe(true);
    clock.increment(500);
    await flush();
    expect(actor.getSnapshot().context.suggestions.map((s) => s.label)).toEqual(['Friedrichstraße 123, 10117 Berlin']);
  });

  it('offers manual entry when nothing is found, and shows the server error when the search fails', async () => {
    const { actor, clock } = start({ search: (input) => (input.address_search.startsWith('x') ? Promise.reject(new Error('503')) : Promise.resolve([])) });
    actor.send({ type: 'search.changed', text: 'Nirgendwo 1' });
    clock.increment(500);
    await flush();
    expect(actor.getSnapshot().matches({ open: { entry: { autocomplete: 'noResults' } } })).toBe(true);
    actor.send({ type: 'search.changed', text: 'x 1' });
    clock.increment(500);
    await flush();
    expect(actor.getSnapshot().matches({ open: { entry: { autocomplete: 'requestError' } } })).toBe(true);
    actor.send({ type: 'manualEntry.requested' });
    expect(actor.getSnapshot().matches({ open: { entry: 'manualEntry' } })).toBe(true);
  });

  it('checks only suggestions matched down to the house number', () => {
    const { actor, checks } = start();
    actor.send({ type: 'suggestion.selected', suggestion: streetOnly });
    expect(checks).toEqual([]);
    expect(actor.getSnapshot().matches({ open: { check: 'idle' } })).toBe(true);
  });

  it('checks a selected suggestion and ends available with its providers; continue saves it and outputs it', async () => {
    const { actor, checks, saves } = start();
    actor.send({ type: 'suggestion.selected', suggestion: friedrichstrasse });
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    expect(checks[0]?.address).toMatchObject({ street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE', exact: true });
    await flush();
    expect(actor.getSnapshot().matches({ open: { check: 'available' } })).toBe(true);
    expect(actor.getSnapshot().context.verified).toEqual({ street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE', areaCode: '030' });
    actor.send({ type: 'order.continued' });
    expect(actor.getSnapshot().hasTag('updating')).toBe(true);
    await flush();
    expect(saves).toEqual([{ address: expect.objectContaining({ street: 'Friedrichstraße' }), bandwidth: 1000 }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ address: expect.objectContaining({ zipCode: '10117', areaCode: '030' }), bandwidth: 1000 });
  });

  it('ends not available on a negative answer; try again goes back to the entry', async () => {
    const { actor } = start({ check: () => Promise.resolve(notAvailable) });
    actor.send({ type: 'suggestion.selected', suggestion: friedrichstrasse });
    await flush();
    expect(actor.getSnapshot().matches({ open: { check: 'notAvailable' } })).toBe(true);
    expect(actor.getSnapshot().context.verified).toBeNull();
    actor.send({ type: 'check.retried' });
    expect(actor.getSnapshot().matches({ open: { check: 'idle', entry: { autocomplete: 'idle' } } })).toBe(true);
  });

  it('international: available for code 200 and 201, not for 404', async () => {
    for (const [code, expected] of [[200, 'available'], [201, 'available'], [404, 'notAvailable']] as const) {
      const answer: AvailabilityAnswer = {
        kind: 'apc',
        result: { canOrder: code !== 404, availablePlans: [], results: [], code, errorMessages: null, numbers: code === 404 ? null : { geographic: code === 200, nomadic: true } },
      };
      const { actor } = start({ check: () => Promise.resolve(answer) }, ebfrPlan);
      actor.send({ type: 'suggestion.selected', suggestion: { ...friedrichstrasse, address: { ...friedrichstrasse.address, country: 'FR' } } });
      await flush();
      expect(actor.getSnapshot().matches({ open: { check: expected } })).toBe(true);
    }
  });

  it('a check running past 30 s ends as a server error, aborted; retry checks again', async () => {
    const signals: AbortSignal[] = [];
    const { actor, clock, checks } = start({
      check: (_, signal) => {
        signals.push(signal);
        return signals.length === 1 ? new Promise(() => undefined) : Promise.resolve(available);
      },
    });
    actor.send({ type: 'suggestion.selected', suggestion: friedrichstrasse });
    clock.increment(29_999);
    expect(actor.getSnapshot().matches({ open: { check: 'checking' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ open: { check: 'serverError' } })).toBe(true);
    expect(actor.getSnapshot().context.timedOut).toBe(true);
    expect(signals[0]?.aborted).toBe(true);
    actor.send({ type: 'check.retried' });
    await flush();
    expect(checks).toHaveLength(2);
    expect(actor.getSnapshot().matches({ open: { check: 'available' } })).toBe(true);
  });

  it('a failed check is a server error', async () => {
    const { actor } = start({ check: () => Promise.reject(new Error('500')) });
    actor.send({ type: 'suggestion.selected', suggestion: friedrichstrasse });
    await flush();
    expect(actor.getSnapshot().matches({ open: { check: 'serverError' } })).toBe(true);
    expect(actor.getSnapshot().context.timedOut).toBe(false);
  });

  it('typing resets a shown result and aborts a running check', async () => {
    const signals: AbortSignal[] = [];
    const { actor } = start({ check: (_, signal) => (signals.push(signal), new Promise(() => undefined)) });
    actor.send({ type: 'suggestion.selected', suggestion: friedrichstrasse });
    actor.send({ type: 'search.changed', text: 'Kurfürstendamm 2' });
    expect(signals[0]?.aborted).toBe(true);
    expect(actor.getSnapshot().matches({ open: { check: 'idle', entry: { autocomplete: 'debouncing' } } })).toBe(true);
  });

  it('the manual form: submit refused while invalid (every field then shows its message), checked when valid, Str. normalised', async () => {
    const { actor, checks } = start();
    actor.send({ type: 'manualEntry.requested' });
    actor.send({ type: 'manual.changed', field: 'street', value: 'Hauptstr.' });
    actor.send({ type: 'manual.submitted' });
    expect(checks).toEqual([]);
    expect(actor.getSnapshot().context.touched).toEqual(['street', 'houseNumber', 'zipCode', 'city', 'country']);
    actor.send({ type: 'manual.changed', field: 'houseNumber', value: ' 5a ' });
    actor.send({ type: 'manual.changed', field: 'zipCode', value: '10115' });
    actor.send({ type: 'manual.changed', field: 'city', value: 'Berlin' });
    actor.send({ type: 'manual.submitted' });
    expect(checks[0]?.address).toEqual({ street: 'Hauptstraße', houseNumber: '5a', zipCode: '10115', city: 'Berlin', country: 'DE', exact: false });
    await flush();
    expect(actor.getSnapshot().matches({ open: { check: 'available', entry: 'manualEntry' } })).toBe(true);
    actor.send({ type: 'manual.changed', field: 'houseNumber', value: '6' });
    expect(actor.getSnapshot().matches({ open: { check: 'idle' } })).toBe(true);
  });

  it('back to autocomplete clears every field; modify manually fills the form with the verified address', async () => {
    const { actor } = start();
    actor.send({ type: 'suggestion.selected', suggestion: friedrichstrasse });
    await flush();
    actor.send({ type: 'address.modify' });
    expect(actor.getSnapshot().context.manual).toEqual({ street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE' });
    actor.send({ type: 'autocomplete.requested' });
    const { context } = actor.getSnapshot();
    expect(context.manual).toEqual({ street: '', houseNumber: '', zipCode: '', city: '', country: 'DE' });
    expect(context.search).toBe('');
    expect(entryOf(actor)).toEqual({ open: { entry: { autocomplete: 'idle' }, check: 'idle' } });
  });

  it('a failed save stays on the available result, marked, and continue can be tried again', async () => {
    let attempts = 0;
    const { actor } = start({ save: () => (++attempts === 1 ? Promise.reject(new Error('503')) : Promise.resolve({})) });
    actor.send({ type: 'suggestion.selected', suggestion: friedrichstrasse });
    await flush();
    actor.send({ type: 'order.continued' });
    await flush();
    expect(actor.getSnapshot().matches({ open: { check: 'available' } })).toBe(true);
    expect(actor.getSnapshot().context.saveFailed).toBe(true);
    actor.send({ type: 'order.continued' });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
  });
});
