import { fromPromise } from 'xstate';
import { companySearchMachine } from '../../../machines/companySearch.machine.ts';
import type { ChildRuntime } from './runtime.ts';

/**
 * The company search of the customer step (spec sections 4, 7): `GET companies` in the plan's country; a chosen
 * company is saved as the order address and the customer's company (`PUT order`).
 */
export function companySearchLogic({ api }: ChildRuntime, country: 'AT' | 'DE') {
  return companySearchMachine.provide({
    actors: {
      searchCompanies: fromPromise(({ input, signal }) => api.searchCompanies({ text: input.text, country }, { signal })),
      saveOrderAddress: fromPromise(({ input: { company } }) =>
        api.saveOrder({
          orderAddress: { street: company.street ?? '', houseNumber: company.houseNumber ?? '', zipCode: company.zipCode ?? '', city: company.city ?? '', country },
          // Spec section 5: company customers are sent with salutation Company and birthday 1970-01-01.
          customer: { salutation: 'Company', companyName: company.name, birthday: '1970-01-01', ...(company.crefoNumber ? { crefoNumber: company.crefoNumber } : {}) },
        }),
      ),
    },
  });
}
