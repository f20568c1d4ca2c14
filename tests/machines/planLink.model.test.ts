import { describe, expect, it } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { planLinkFailureOf, planLinkMachine, planLinkStateOf, type PlanLinkEvent, type SavedPlanLink } from '../../machines/planLink.machine.ts';
import { ApiError } from '../../src/api/errors.ts';
import { activeLeaves, replayPath, type StateAssertions } from './modelHarness.ts';

type Snapshot = SnapshotFrom<typeof planLinkMachine>;
type GraphEvent = PlanLinkEvent | { type: string; output?: unknown; error?: unknown };

const saved: SavedPlanLink = {
  config: [],
  email: 'jana@example.com',
  plan_code: 'VOIPPRIV',
  hash: 'abc123',
  url: '/plans/VOIPPRIV/product/?plan_link=abc123',
  createdAt: '2026-11-21T10:00:00.000Z',
};
const events: GraphEvent[] = [
  { type: 'planLink.emailChanged', valid: false, filled: false },
  { type: 'planLink.emailChanged', valid: false, filled: true },
  { type: 'planLink.emailChanged', valid: true, filled: true },
  { type: 'planLink.emailLeft' },
  { type: 'planLink.submitted' },
  { type: 'xstate.done.actor.savePlanLink', output: saved },
  {
    type: 'xstate.error.actor.savePlanLink',
    error: new ApiError({ call: 'createPlanLink', code: 'ERR_BAD_REQUEST', status: 400, message: 'x', data: { issues: [{ path: ['email'] }] } }),
  },
  { type: 'xstate.error.actor.savePlanLink', error: new ApiError({ call: 'createPlanLink', code: 'ERR_NETWORK', message: 'x' }) },
];

// Not the status: the graph also sends the actor's failure to states without the actor (a real actor never gets
// it there); that edge only marks the snapshot errored and must not count as a new state.
const serializeState = (s: Snapshot) => JSON.stringify({ value: s.value, email: s.context.email });

const assertions: StateAssertions<Snapshot> = {
  'editing.errorsHidden': (s) => {
    expect(s.hasTag('errorsShown')).toBe(false);
    expect(planLinkStateOf(s)).toBe('editing');
  },
  'editing.errorsShown': (s) => {
    expect(s.hasTag('errorsShown')).toBe(true);
    expect(planLinkStateOf(s)).toBe(s.context.email.valid ? 'editing' : 'invalid');
  },
  saving: (s) => {
    expect(s.hasTag('pending')).toBe(true);
    expect(planLinkStateOf(s)).toBe('saving');
  },
  'failed.notSaved': (s) => {
    expect(planLinkStateOf(s)).toBe('failed');
    expect(planLinkFailureOf(s)).toBe('notSaved');
  },
  'failed.emailRejected': (s) => {
    expect(planLinkStateOf(s)).toBe('failed');
    expect(planLinkFailureOf(s)).toBe('emailRejected');
  },
  saved: (s) => {
    expect(s.status).toBe('done');
    expect(planLinkStateOf(s)).toBe('saved');
  },
};

const inputs = [
  { valid: false, filled: false },
  { valid: false, filled: true },
  { valid: true, filled: true },
];

for (const input of inputs) {
  const paths = getShortestPaths(planLinkMachine, { input, events: events as PlanLinkEvent[], serializeState: (s) => serializeState(s as Snapshot) });
  const silent = fromPromise(() => new Promise<never>(() => undefined));
  const replayable = planLinkMachine.provide({ actors: { savePlanLink: silent } as never });

  describe(`planLinkMachine over its shortest paths (starting ${JSON.stringify(input)})`, () => {
    it('every reachable state has an assertion', () => {
      const reached = new Set(paths.flatMap((path) => activeLeaves(path.state.value)));
      for (const state of reached) expect(assertions, `no assertion for ${state}`).toHaveProperty([state]);
      for (const state of ['editing.errorsShown', 'saving', 'failed.notSaved', 'failed.emailRejected', 'saved']) expect(reached).toContain(state);
      expect(reached.has('editing.errorsHidden')).toBe(!input.filled);
    });
    for (const path of paths) {
      it(`reaches ${JSON.stringify(path.state.value)} by ${path.steps.map((step) => step.event.type).join(' > ') || 'starting'}`, () => {
        replayPath(replayable, { input }, path, assertions, serializeState);
      });
    }
  });
}
