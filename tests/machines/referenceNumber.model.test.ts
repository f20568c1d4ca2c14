import { describe, expect, it } from 'vitest';
import { fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { referenceNumberMachine, type ReferenceNumberEvent, type ReferenceNumberInput } from '../../machines/referenceNumber.machine.ts';
import { activeLeaves, replayPath, type StateAssertions } from './modelHarness.ts';

type Snapshot = SnapshotFrom<typeof referenceNumberMachine>;
type GraphEvent = ReferenceNumberEvent | { type: string; output?: unknown; error?: unknown };

const events: GraphEvent[] = [
  { type: 'reference.typed', value: '' },
  { type: 'reference.typed', value: 'KD-12' },
  { type: 'reference.nextRequested' },
  { type: 'xstate.after.debounce.referenceNumber.typing' },
  { type: 'xstate.done.actor.loadNextReference', output: ['REF-2026-0002'] },
  { type: 'xstate.done.actor.loadNextReference', output: [] },
  { type: 'xstate.error.actor.loadNextReference', error: new Error('HTTP 503') },
  { type: 'xstate.done.actor.checkReference', output: true },
  { type: 'xstate.done.actor.checkReference', output: false },
  { type: 'xstate.error.actor.checkReference', error: new Error('HTTP 500') },
];

const serializeState = (s: Snapshot) => JSON.stringify({ value: s.value, value_: s.context.value, reported: s.context.reported });

/** The root knows an available reference only: in every other state it was told "none". */
const assertions: StateAssertions<Snapshot> = {
  loadingNext: (s) => {
    expect(s.hasTag('pending')).toBe(true);
    expect(s.context.reported).toBeNull();
  },
  noOffer: (s) => expect(s.context.reported).toBeNull(),
  empty: (s) => {
    expect(s.context.value.trim()).toBe('');
    expect(s.context.reported).toBeNull();
  },
  typing: (s) => {
    expect(s.context.value.trim()).not.toBe('');
    expect(s.context.reported).toBeNull();
  },
  checking: (s) => {
    expect(s.hasTag('pending')).toBe(true);
    expect(s.context.value.trim()).not.toBe('');
  },
  available: (s) => expect(s.context.reported).toBe(s.context.value.trim()),
  'invalid.taken': (s) => expect(s.context.reported).toBeNull(),
  'invalid.lookupFailed': (s) => expect(s.context.reported).toBeNull(),
};

const inputs: ReferenceNumberInput[] = [
  { partnerCode: 'PARTNER01', agentCode: 'AG-007', referenceNumber: null },
  { partnerCode: 'PARTNER01', agentCode: null, referenceNumber: 'KD-5' },
];

for (const input of inputs) {
  const paths = getShortestPaths(referenceNumberMachine, { input, events: events as ReferenceNumberEvent[], serializeState: (s) => serializeState(s as Snapshot) });
  const silent = fromPromise(() => new Promise<never>(() => undefined));
  const replayable = referenceNumberMachine.provide({ actors: { loadNextReference: silent, checkReference: silent } as never });

  describe(`referenceNumberMachine over its shortest paths (restored ${input.referenceNumber ?? 'nothing'})`, () => {
    it('every reachable state has an assertion', () => {
      const reached = new Set(paths.flatMap((path) => activeLeaves(path.state.value)));
      for (const state of reached) expect(assertions, `no assertion for ${state}`).toHaveProperty([state]);
      for (const state of Object.keys(assertions)) expect(reached).toContain(state);
    });
    for (const path of paths) {
      it(`reaches ${JSON.stringify(path.state.value)} by ${path.steps.map((step) => step.event.type).join(' > ') || 'starting'}`, () => {
        replayPath(replayable, { input, clock: new SimulatedClock() }, path, assertions, serializeState);
      });
    }
  });
}
