import { fromPromise } from 'xstate';
import { addressCheckMachine, type AddressCheckInput, type AvailabilityAnswer, type CheckAvailabilityInput, type SaveAddressInput } from '../../../machines/addressCheck.machine.ts';
import { DEFAULT_PROVIDER } from '../../api/calls/availability.ts';
import type { AddressSuggestion, ApiClient, AutoAddressRequest } from '../../api/index.ts';
import { apcCheckRequest, providerAvailabilityRequest } from '../../domain/addressCheck.ts';
import { useApi } from '../OrderFormContext.tsx';
import { useChildMachine } from '../useChildMachine.ts';

/** The address check's actors, backed by the element's api client; leaving a state aborts its request. */
export function addressCheckActors(api: ApiClient) {
  return {
    searchAddresses: fromPromise<AddressSuggestion[], AutoAddressRequest>(({ input, signal }) => api.searchAddresses(input, { signal })),
    checkAvailability: fromPromise<AvailabilityAnswer, CheckAvailabilityInput>(async ({ input, signal }) =>
      input.plan.kind === 'provider'
        ? { kind: 'provider', result: await api.checkProviderAvailability(DEFAULT_PROVIDER, providerAvailabilityRequest(input.address, input.plan.planCode), { signal }) }
        : { kind: 'apc', result: await api.checkApc(apcCheckRequest(input.address, input.plan.planCode), { signal }) },
    ),
    saveAddress: fromPromise<unknown, SaveAddressInput>(({ input, signal }) => {
      const { street, houseNumber, zipCode, city, country } = input.address;
      return api.saveOrder({ orderAddress: { street, houseNumber, zipCode, city, country }, ...(input.bandwidth !== null ? { bandwidth: input.bandwidth } : {}) }, { signal });
    }),
  };
}

/**
 * The address check machine of the modal (spec sections 2, 4, 7). Continue ends it with the saved address, which
 * reaches the root as the apc submit (`addressCheck.completed`) for the step the visitor is on.
 */
export function useAddressCheck(input: AddressCheckInput) {
  const api = useApi();
  return useChildMachine(() => addressCheckMachine.provide({ actors: addressCheckActors(api) }), {
    input,
    done: (output, { context }) => ({
      type: 'addressCheck.completed',
      ...output,
      planCode: input.plan.planCode,
      navigationStep: context.route.name === 'step' ? context.route.step : null,
    }),
  });
}
