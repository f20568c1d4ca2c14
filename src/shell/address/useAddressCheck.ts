import type { AddressCheckInput } from '../../../machines/addressCheck.machine.ts';
import { addressCheckLogic } from '../../runtime/actors/addressCheck.ts';
import { useChildMachine } from '../useChildMachine.ts';

/**
 * The address check machine of the modal (spec sections 2, 4, 7). Continue ends it with the saved address, which
 * reaches the root as the apc submit (`addressCheck.completed`) for the step the visitor is on.
 */
export function useAddressCheck(input: AddressCheckInput) {
  return useChildMachine(addressCheckLogic, {
    input,
    done: (output, { context }) => ({
      type: 'addressCheck.completed',
      ...output,
      planCode: input.plan.planCode,
      navigationStep: context.route.name === 'step' ? context.route.step : null,
    }),
  });
}
