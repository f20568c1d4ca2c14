import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { liveValidationMachine, type LiveValidationEvent } from '../../machines/liveValidation.machine.ts';
import { activeLeaves, replayPath, type StateAssertions } from './modelHarness.ts';

type Snapshot = SnapshotFrom<typeof liveValidationMachine>;
type GraphEvent = LiveValidationEvent | { type: string; output?: unknown; error?: unknown };

const validFlags = { isMinLengthValid: true, isMaxLengthValid: true, isPatternValid: true, isPhoneNumberValid: null, isMobilePhoneNumberValid: null };
const invalidFlags = { ...validFlags, isMinLengthValid: false };
const debounced = 'xstate.after.debounce.liveValidation.debouncing';

/** Every event the machine takes, with sample payloads and its actors' answers. */
const events: GraphEvent[] = [
  { type: 'value.changed', value: '' },
  { type: 'value.changed', value: '030' },
  { type: 'value.changed', value: '0151' },
  { type: debounced },
  { type: 'xstate.done.actor.checkLocally', output: true },
  { type: 'xstate.done.actor.checkLocally', output: false },
  { type: 'xstate.error.actor.checkLocally', error: new Error('metadata failed to load') },
  { type: 'xstate.done.actor.validateOnServer', output: validFlags },
  { type: 'xstate.done.actor.validateOnServer', output: invalidFlags },
  { type: 'xstate.done.actor.validateOnServer', output: null },
  { type: 'xstate.error.actor.validateOnServer', error: new Error('HTTP 500') },
];

const serializeState = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, value_: snapshot.context.value, flags: snapshot.context.flags });

const assertions: StateAssertions<Snapshot> = {
  idle: (s) => expect(s.context.value).toBe(''),
  debouncing: (s) => expect(s.hasTag('pending')).toBe(true),
  skipped: (s) => {
    expect(s.context.value).toBe('');
    expect(s.hasTag('pending')).toBe(false);
  },
  checkingLocally: (s) => {
    expect(s.hasTag('pending')).toBe(true);
    expect(s.context.value).not.toBe('');
  },
  validating: (s) => expect(s.hasTag('pending')).toBe(true),
  valid: (s) => {
    expect(s.hasTag('pending')).toBe(false);
    expect(s.context.flags === null || Object.values(s.context.flags).every((flag) => flag !== false)).toBe(true);
  },
  invalid: (s) => expect(s.hasTag('pending')).toBe(false),
  unchecked: (s) => {
    expect(s.hasTag('pending')).toBe(false);
    expect(s.context.flags).toBeNull();
  },
};

for (const type of ['previousTenant.phoneNumber.nationalDestinationCode', null] as const) {
  const input = { field: 'previousTenant.prefix', type };
  const paths = getShortestPaths(liveValidationMachine, {
    input,
    events: events as LiveValidationEvent[],
    serializeState: (snapshot) => serializeState(snapshot as Snapshot),
  });
  const silent = fromPromise(() => new Promise<never>(() => undefined));
  const replayable = liveValidationMachine.provide({ actors: { checkLocally: silent, validateOnServer: silent } as never });

  describe(`liveValidationMachine over its shortest paths (server type ${type ?? 'none'})`, () => {
    it('every reachable state has an assertion', () => {
      const reached = new Set(paths.flatMap((path) => activeLeaves(path.state.value)));
      for (const state of reached) expect(assertions, `no assertion for ${state}`).toHaveProperty([state]);
      expect(reached).toContain('invalid');
      expect(reached).toContain(type === null ? 'valid' : 'validating');
    });

    it('never reaches invalid by a local check that could not answer, and emits its failure', () => {
      // A local check that never answers: every path past checkingLocally goes through its failure.
      const unanswered = events.filter((event) => event.type !== 'xstate.done.actor.checkLocally');
      const failurePaths = getShortestPaths(liveValidationMachine, {
        input,
        events: unanswered as LiveValidationEvent[],
        serializeState: (snapshot) => serializeState(snapshot as Snapshot),
      }).filter((path) => path.steps.some((step) => (step.event as GraphEvent).type === 'xstate.error.actor.checkLocally'));
      expect(failurePaths.length).toBeGreaterThan(0);
      for (const path of failurePaths) {
        const actor = createActor(replayable, { input, clock: new SimulatedClock() });
        const unavailable: unknown[] = [];
        actor.on('liveValidation.localCheckUnavailable', (event) => unavailable.push(event.error));
        actor.start();
        for (const step of path.steps) {
          actor.send(step.event);
          if ((step.event as GraphEvent).type === 'xstate.error.actor.checkLocally') {
            expect(actor.getSnapshot().value).toBe(type === null ? 'unchecked' : 'validating');
            expect(unavailable.at(-1)).toBe((step.event as { error?: unknown }).error);
          }
        }
        // invalid only by the server's answer
        if (actor.getSnapshot().matches('invalid')) expect(path.steps.at(-1)!.event.type).toBe('xstate.done.actor.validateOnServer');
        actor.stop();
      }
    });

    for (const path of paths) {
      it(`reaches ${JSON.stringify(path.state.value)} by ${path.steps.map((step) => step.event.type).join(' > ') || 'starting'}`, () => {
        replayPath(replayable, { input, clock: new SimulatedClock() }, path, assertions, serializeState);
      });
    }
  });
}
