import { fromPromise } from 'xstate';
import { referenceNumberMachine } from '../../../machines/referenceNumber.machine.ts';
import { useApi, useOrderActor } from '../../shell/OrderFormContext.tsx';
import { useChildMachine } from '../../shell/useChildMachine.ts';

/**
 * The reference number machine of a partner order (spec sections 6, 7): the next free reference of the partner and
 * agent, a typed one checked for availability; the root gets the available number, or none
 * (`referenceNumber.checked`).
 */
export function useReferenceNumber(partnerCode: string) {
  const api = useApi();
  const { partner, form } = useOrderActor().getSnapshot().context;
  return useChildMachine(
    () =>
      referenceNumberMachine.provide({
        actors: {
          loadNextReference: fromPromise(({ input, signal }) => api.loadNextPartnerReference(input.partnerCode, { agentCode: input.agentCode, signal })),
          checkReference: fromPromise(({ input, signal }) =>
            api.checkPartnerReference(input.partnerCode, input.referenceNumber, { agentCode: input.agentCode, signal }),
          ),
        },
      }),
    {
      input: { partnerCode, agentCode: partner.agentCode, referenceNumber: form.referenceNumber },
      forward: ['referenceNumber.checked'],
    },
  );
}
