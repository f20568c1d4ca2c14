import type { OrderEvent } from '../../../machines/order.machine.ts';
import type { CompanyListEntry } from '../../domain/schemas/company.ts';
import { companySearchLogic } from '../../runtime/actors/companySearch.ts';
import { useChildMachine } from '../../shell/useChildMachine.ts';

const customerChanged = (path: string, value: unknown): OrderEvent => ({ type: 'field.changed', section: 'customer', path, value });

/** A chosen company fills the name, the crefoNumber and the connection address of the customer section. */
const chosenCompanyFields = (company: CompanyListEntry, country: 'AT' | 'DE'): OrderEvent[] => [
  customerChanged('companyName', company.name),
  customerChanged('crefoNumber', company.crefoNumber ?? ''),
  customerChanged('connectionAddress', {
    street: company.street ?? '',
    houseNumber: company.houseNumber ?? '',
    postalCode: company.zipCode ?? '',
    region: company.city ?? '',
    country,
    isApiValid: true,
  }),
];

/**
 * The company search machine of the customer step (spec sections 4, 7): `GET companies` in the plan's country;
 * choosing one saves it as the order address (`PUT order`) and fills the customer section, manual entry clears the
 * crefoNumber.
 */
export function useCompanySearch(country: 'AT' | 'DE') {
  return useChildMachine((runtime) => companySearchLogic(runtime, country), {
    forward: {
      'company.chosen': ({ company }) => chosenCompanyFields(company, country),
      'company.manualEntered': () => customerChanged('crefoNumber', ''),
    },
  });
}
