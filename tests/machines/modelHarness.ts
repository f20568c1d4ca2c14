import { expect } from 'vitest';
import { createActor, type ActorOptions, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, type SnapshotFrom, type StateValue } from 'xstate';

/** Every active leaf state of a snapshot, as dotted paths: `ready.page.plan.flow.product.editing`. */
export function activeLeaves(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
      ? [`${prefix}${key}`]
      : activeLeaves(child, `${prefix}${key}.`),
  );
}

export type StateAssertions<TSnapshot extends AnyMachineSnapshot> = Record<string, (snapshot: TSnapshot) => void>;

/**
 * The model-based harness of DESIGN.md: each reachable state has an assertion, and a reachable state without
 * one fails the run, so a new state cannot slip in untested.
 */
export function assertState<TSnapshot extends AnyMachineSnapshot>(snapshot: TSnapshot, assertions: StateAssertions<TSnapshot>): void {
  for (const leaf of activeLeaves(snapshot.value)) {
    const assertion = assertions[leaf];
    if (!assertion) throw new Error(`The reachable state "${leaf}" has no assertion in the model test`);
    assertion(snapshot);
  }
}

/**
 * Replays one shortest path on a fresh actor: every state on the way meets its assertion, and the actor ends in
 * the state the path promised (compared by the model's own `serialize`).
 */
export function replayPath<TLogic extends AnyStateMachine>(
  logic: TLogic,
  options: ActorOptions<TLogic>,
  path: { state: unknown; steps: ReadonlyArray<{ event: EventFromLogic<TLogic> }> },
  assertions: StateAssertions<SnapshotFrom<TLogic>>,
  serialize: (snapshot: SnapshotFrom<TLogic>) => string,
): void {
  const actor = createActor(logic, options);
  actor.start();
  assertState(actor.getSnapshot(), assertions);
  for (const step of path.steps) {
    actor.send(step.event);
    assertState(actor.getSnapshot(), assertions);
  }
  expect(serialize(actor.getSnapshot())).toBe(serialize(path.state as SnapshotFrom<TLogic>));
  actor.stop();
}
