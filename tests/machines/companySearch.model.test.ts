import { describe, expect, it } from 'vitest';
import { fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { companySearchMachine, type CompanySearchEvent } from '../../machines/companySearch.machine.ts';
import { activeLeaves, replayPath, type StateAssertions } from './modelHarness.ts';

type Snapshot = SnapshotFrom<typeof companySearchMachine>;
type GraphEvent = CompanySearchEvent | { type: string; output?: unknown; error?: unknown };

const acme = { name: 'Acme GmbH', street: 'Hauptstraße', houseNumber: '1', zipCode: '10115', city: 'Berlin', crefoNumber: '123' };

const events: GraphEvent[] = [
  { type: 'company.typed', text: '' },
  { type: 'company.typed', text: 'Acme' },
  { type: 'company.selected', company: acme },
  { type: 'company.manualChosen' },
  { type: 'xstate.after.debounce.companySearch.debouncing' },
  { type: 'xstate.done.actor.searchCompanies', output: [acme] },
  { type: 'xstate.done.actor.searchCompanies', output: [] },
  { type: 'xstate.error.actor.searchCompanies', error: new Error('HTTP 500') },
  { type: 'xstate.done.actor.saveOrderAddress', output: null },
  { type: 'xstate.error.actor.saveOrderAddress', error: new Error('HTTP 500') },
];

const serializeState = (s: Snapshot) => JSON.stringify({ value: s.value, text: s.context.text, companies: s.context.companies.length });

const assertions: StateAssertions<Snapshot> = {
  idle: (s) => expect(s.context.companies).toEqual([]),
  debouncing: (s) => expect(s.context.text.trim()).not.toBe(''),
  searching: (s) => {
    expect(s.hasTag('pending')).toBe(true);
    expect(s.context.text.trim()).not.toBe('');
  },
  results: (s) => expect(s.context.companies.length).toBeGreaterThan(0),
  noResults: (s) => expect(s.context.companies).toEqual([]),
  failed: (s) => expect(s.context.companies).toEqual([]),
  saving: (s) => expect(s.hasTag('pending')).toBe(true),
  chosen: (s) => expect(s.hasTag('pending')).toBe(false),
  manual: (s) => expect(s.hasTag('pending')).toBe(false),
};

const paths = getShortestPaths(companySearchMachine, { events: events as CompanySearchEvent[], serializeState: (s) => serializeState(s as Snapshot) });
const silent = fromPromise(() => new Promise<never>(() => undefined));
const replayable = companySearchMachine.provide({ actors: { searchCompanies: silent, saveOrderAddress: silent } as never });

describe('companySearchMachine over its shortest paths', () => {
  it('every reachable state has an assertion', () => {
    const reached = new Set(paths.flatMap((path) => activeLeaves(path.state.value)));
    for (const state of reached) expect(assertions, `no assertion for ${state}`).toHaveProperty([state]);
    for (const state of ['results', 'noResults', 'failed', 'chosen', 'manual']) expect(reached).toContain(state);
  });
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${path.steps.map((step) => step.event.type).join(' > ') || 'starting'}`, () => {
      replayPath(replayable, { clock: new SimulatedClock() }, path, assertions, serializeState);
    });
  }
});
