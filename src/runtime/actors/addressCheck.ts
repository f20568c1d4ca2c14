import { fromPromise } from 'xstate';
import { addressCheckMachine, type AvailabilityAnswer, type CheckAvailabilityInput, type SaveAddressInput } from '../../../machines/addressCheck.machine.ts';
import { DEFAULT_PROVIDER } from '../../api/calls/availability.ts';
import type { AddressSuggestion, AutoAddressRequest } from '../../api/index.ts';
import { apcCheckRequest, providerAvailabilityRequest } from '../../domain/addressCheck.ts';
import type { ChildRuntime } from './runtime.ts';

/**
 * The address check (spec sections 2, 4, 7): `GET autoaddress`, the availability check (`POST apc` or the
 * provider's), and `PUT order` with the chosen address.
 */
export function addressCheckLogic({ api }: ChildRuntime) {
  return addressCheckMachine.provide({
    actors: {
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
    },
  });
}
