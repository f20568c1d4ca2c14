import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { addressCheckMachine, type AddressCheckEvent, type AddressCheckSnapshot, type AvailabilityAnswer } from '../../machines/addressCheck.machine.ts';
import type { AddressSuggestion } from '../../src/api/index.ts';
import { addressCheckPlan } from '../../src/domain/index.ts';
import { activeLeaves, assertState, type StateAssertions } from './modelHarness.ts';

const input = { plan: addressCheckPlan({ code: 'TALPRIV100', category: 'TAL' }), language: 'de' as const };

const suggestion: AddressSuggestion = {
  label: 'Friedrichstraße 123, 10117 Berlin',
  matchLevel: 'houseNumber',
  address: { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE', areaCode: '030', exact_address: true },
};
const available: AvailabilityAnswer = {
  kind: 'provider',
  result: {
    canOrder: true,
    availablePlans: [],
    results: [],
    code: 200,
    errorMessages: null,
    providers: [{ name: 'FTTH', bandwidth: { download: { maxBandwidthMbit: 1000 }, upload: { maxBandwidthMbit: 200 } } }],
  },
};
const notAvailable: AvailabilityAnswer = { kind: 'provider', result: { canOrder: false, availablePlans: [], results: [], code: 404, errorMessages: null } };

type GraphEvent = AddressCheckEvent | (EventObject & { output?: unknown; error?: unknown });
const done = (id: string, output: unknown): GraphEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string): GraphEvent => ({ type: `xstate.error.actor.${id}`, error: new Error('503') });
const after = (delay: string, state: string): GraphEvent => ({ type: `xstate.after.${delay}.addressCheck.${state}` });

/** Every event the machine takes, with sample payloads, including its actors' answers and its delays. */
const events: GraphEvent[] = [
  { type: 'search.changed', text: '' },
  { type: 'search.changed', text: 'Friedrichstraße' },
  { type: 'search.changed', text: 'Friedrichstraße 123' },
  after('debounce', 'open.entry.autocomplete.debouncing'),
  done('searchAddresses', [suggestion]),
  done('searchAddresses', []),
  failed('searchAddresses'),
  { type: 'suggestion.selected', suggestion },
  { type: 'manualEntry.requested' },
  { type: 'autocomplete.requested' },
  { type: 'manual.changed', field: 'street', value: 'Hauptstraße' },
  { type: 'manual.changed', field: 'houseNumber', value: '5' },
  { type: 'manual.changed', field: 'zipCode', value: '10115' },
  { type: 'manual.changed', field: 'city', value: 'Berlin' },
  { type: 'manual.touched', field: 'street' },
  { type: 'manual.submitted' },
  { type: 'address.new' },
  { type: 'address.modify' },
  done('checkAvailability', available),
  done('checkAvailability', notAvailable),
  failed('checkAvailability'),
  after('availabilityTimeout', 'open.check.checking'),
  { type: 'check.retried' },
  { type: 'order.continued' },
  done('saveAddress', {}),
  failed('saveAddress'),
];

/** The graph is bounded by what decides behaviour: the state, whether a result and a verified address exist. */
function serializeState(snapshot: AddressCheckSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    verified: context.verified !== null,
    answer: context.answer?.result.code ?? null,
    manualFilled: Object.values(context.manual).filter(Boolean).length,
    saveFailed: context.saveFailed,
  });
}

const paths = getShortestPaths(addressCheckMachine, {
  input,
  events: events as AddressCheckEvent[],
  serializeState: serializeState as never,
});

const inEntry = (s: AddressCheckSnapshot) => expect(s.can({ type: 'autocomplete.requested' })).toBe(true);

/** What must hold in each state of the address check. */
const assertions: StateAssertions<AddressCheckSnapshot> = {
  'open.entry.autocomplete.idle': (s) => {
    inEntry(s);
    expect(s.context.suggestions).toEqual([]);
  },
  'open.entry.autocomplete.missingHouseNumber': (s) => expect(s.context.search).not.toMatch(/\d/),
  'open.entry.autocomplete.debouncing': (s) => expect(s.context.search).toMatch(/\d/),
  'open.entry.autocomplete.loading': (s) => expect(s.hasTag('searching')).toBe(true),
  'open.entry.autocomplete.suggestions': (s) => expect(s.context.suggestions.length).toBeGreaterThan(0),
  'open.entry.autocomplete.noResults': (s) => {
    expect(s.context.suggestions).toEqual([]);
    expect(s.can({ type: 'manualEntry.requested' })).toBe(true);
  },
  'open.entry.autocomplete.requestError': (s) => expect(s.can({ type: 'manualEntry.requested' })).toBe(true),
  'open.entry.manualEntry': (s) => expect(s.can({ type: 'manual.changed', field: 'city', value: 'Köln' })).toBe(true),
  'open.check.idle': (s) => expect(s.hasTag('checking')).toBe(false),
  'open.check.checking': (s) => {
    expect(s.hasTag('checking')).toBe(true);
    expect(s.context.address).not.toBeNull();
  },
  'open.check.available': (s) => {
    expect(s.context.verified).not.toBeNull();
    expect(s.can({ type: 'order.continued' })).toBe(true);
  },
  'open.check.notAvailable': (s) => {
    expect(s.context.answer?.result.canOrder).toBe(false);
    expect(s.can({ type: 'check.retried' })).toBe(true);
  },
  'open.check.serverError': (s) => expect(s.can({ type: 'check.retried' })).toBe(true),
  saving: (s) => expect(s.hasTag('updating')).toBe(true),
  completed: (s) => {
    expect(s.status).toBe('done');
    expect(s.output?.address).toMatchObject({ street: expect.any(String), zipCode: expect.any(String) });
  },
};

/** Replays a path on the real machine, its actors never answering: the path's events stand for their answers. */
function replay(path: (typeof paths)[number]): void {
  const silent = fromPromise(() => new Promise<never>(() => undefined));
  const actor = createActor(addressCheckMachine.provide({ actors: { searchAddresses: silent, checkAvailability: silent, saveAddress: silent } as never }), { input });
  actor.start();
  for (const step of path.steps) {
    actor.send(step.event as AddressCheckEvent);
    try {
      assertState(actor.getSnapshot(), assertions);
    } catch (error) {
      throw new Error(`after ${path.steps.map((s) => s.event.type).join(' > ')}: ${(error as Error).message}`);
    }
  }
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.state as AddressCheckSnapshot));
  actor.stop();
}

describe('the address check, over its shortest paths', () => {
  it('reaches every state it has, and every reachable state has an assertion', () => {
    const reached = new Set(paths.flatMap((path) => activeLeaves(path.state.value)));
    for (const state of reached) expect(assertions, `no assertion for ${state}`).toHaveProperty([state]);
    expect([...reached].sort()).toEqual(Object.keys(assertions).sort());
  });

  it.each(paths.map((path) => [activeLeaves(path.state.value).join(' + '), path.steps.map((step) => step.event.type).join(' > ') || '(start)', path] as const))(
    'into %s via %s',
    (_, __, path) => replay(path),
  );
});
