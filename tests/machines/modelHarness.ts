import type { AnyMachineSnapshot, StateValue } from 'xstate';

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
