import type { OrderSnapshot } from '../../machines/order.machine.ts';

export type FlowPhase = 'loading' | 'failed' | 'awaitingAddressCheck' | 'flow';

/** Where a plan route stands: loading (the plan with the rules of its steps), failed, waiting for the address check, or in the flow. */
export const flowPhaseOf = (snapshot: OrderSnapshot): FlowPhase => {
  for (const phase of ['failed', 'awaitingAddressCheck', 'flow'] as const) {
    if (snapshot.matches({ ready: { page: { plan: phase } } })) return phase;
  }
  return 'loading';
};
