import { referenceNumberLogic } from '../../runtime/actors/referenceNumber.ts';
import { useOrderActor } from '../../shell/OrderFormContext.tsx';
import { useChildMachine } from '../../shell/useChildMachine.ts';

/**
 * The reference number machine of a partner order (spec sections 6, 7): the next free reference of the partner and
 * agent, a typed one checked for availability; the root gets the available number, or none
 * (`referenceNumber.checked`).
 */
export function useReferenceNumber(partnerCode: string) {
  const { partner, form } = useOrderActor().getSnapshot().context;
  return useChildMachine(referenceNumberLogic, {
    input: { partnerCode, agentCode: partner.agentCode, referenceNumber: form.referenceNumber },
    forward: ['referenceNumber.checked'],
  });
}
