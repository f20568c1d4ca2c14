import { fromPromise } from 'xstate';
import { referenceNumberMachine } from '../../../machines/referenceNumber.machine.ts';
import type { ChildRuntime } from './runtime.ts';

/** A partner order's reference number (spec sections 6, 7): the partner's and agent's next free one, a typed one checked. */
export function referenceNumberLogic({ api }: ChildRuntime) {
  return referenceNumberMachine.provide({
    actors: {
      loadNextReference: fromPromise(({ input, signal }) => api.loadNextPartnerReference(input.partnerCode, { agentCode: input.agentCode, signal })),
      checkReference: fromPromise(({ input, signal }) => api.checkPartnerReference(input.partnerCode, input.referenceNumber, { agentCode: input.agentCode, signal })),
    },
  });
}
