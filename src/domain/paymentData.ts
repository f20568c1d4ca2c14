import type { CustomerForm } from './schemas/customer.ts';

/*
 * The payment data of the customer form (DESIGN.md, "Data at rest"): the bank details that leave the browser's
 * storage after a while without activity. Kept apart from the zod schemas: the persistence adapter reads it on the
 * first screen.
 */

/** The bank details a visitor types: the account owner, the IBAN and the BIC. */
export const paymentFields = ['accountOwner', 'accountNumber', 'accountBIC'] as const satisfies ReadonlyArray<keyof CustomerForm>;

export type PaymentField = (typeof paymentFields)[number];

/** Whether any bank detail is filled in. */
export function hasPaymentData(customer: Pick<CustomerForm, PaymentField>): boolean {
  return paymentFields.some((field) => customer[field] !== '');
}

/** The customer form without its bank details; the IBAN's check (`validIBAN`) goes with the IBAN. Everything else stays. */
export function withoutPaymentData<Customer extends Pick<CustomerForm, PaymentField | 'validIBAN'>>(customer: Customer): Customer {
  return { ...customer, accountOwner: '', accountNumber: '', accountBIC: '', validIBAN: false };
}
