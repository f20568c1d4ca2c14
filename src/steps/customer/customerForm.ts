import type { OrderSnapshot } from '../../../machines/order.machine.ts';
import type { CustomerForm } from '../../domain/schemas/customer.ts';
import { customerFieldError, customerFieldErrors, type CustomerErrors } from '../../domain/validation/customerRules.ts';
import type { FieldError } from '../../domain/validation/messages.ts';
import { asksVerificationMethod, VERIFICATION_COMMENT, VERIFICATION_TYPE, verificationErrors } from '../../domain/validation/verificationRules.ts';
import { sectionFieldId, useSectionEvents, useSectionValue, useShownFieldError } from '../shared/formBinding.ts';

/** The control id of a customer field: ErrorSummary links point at it. */
export const fieldId = (path: string) => sectionFieldId('customer', path);

/** One value of the customer section: the component re-renders only when it changes. */
export function useCustomerValue<T>(select: (customer: CustomerForm) => T): T {
  return useSectionValue('customer', select);
}

/** `field.changed` (a choice, or a keystroke that reaches the machine after its frame) and `field.touched` of the customer section. */
export function useCustomerEvents() {
  return useSectionEvents('customer');
}

/** The step's field errors, by the domain's rules and the stored live checks (spec sections 4, 5, 7). */
export function customerErrorsOf(snapshot: OrderSnapshot): CustomerErrors {
  const { context } = snapshot;
  const errors = customerFieldErrors(context.form.customer, context.liveChecks.customer, { today: context.today });
  // a trusted partner's voice order also asks for the verification method (spec section 5)
  if (!asksVerificationMethod(context.plan?.category, context.partner)) return errors;
  return { ...errors, ...verificationErrors(context.form.customer.verificationMethod, context.liveChecks.customer) };
}

/** One field's error, by its own check alone (a keystroke checks its field, not the step). */
export function customerFieldErrorOf(snapshot: OrderSnapshot, path: string): FieldError | undefined {
  const { context } = snapshot;
  if (path === VERIFICATION_TYPE || path === VERIFICATION_COMMENT) {
    if (!asksVerificationMethod(context.plan?.category, context.partner)) return undefined;
    return verificationErrors(context.form.customer.verificationMethod, context.liveChecks.customer)[path];
  }
  return customerFieldError(path, context.form.customer, context.liveChecks.customer, { today: context.today }) ?? undefined;
}

/** The message a field shows once validated (500 ms after touch, or after a failed "next"); until then its rules are not run at all. */
export function useCustomerFieldError(path: string): string | undefined {
  return useShownFieldError('customer', 'customer', path, customerFieldErrorOf);
}

/** The label key of each field, for the labels and the error summary. */
export const customerLabelKeys: Record<string, string> = {
  [VERIFICATION_TYPE]: 'customer.verification.type',
  [VERIFICATION_COMMENT]: 'customer.verification.comment',
  companyName: 'customer.companyName',
  salutation: 'customer.salutation',
  title: 'customer.personTitle',
  firstName: 'customer.firstName',
  lastName: 'customer.lastName',
  birthDate: 'customer.birthDate',
  phoneNumber: 'customer.phone',
  email: 'customer.email',
  vatID: 'customer.vatId',
  clientReferenceNumber: 'customer.clientReferenceNumber',
  connectionAddress: 'customer.address.title',
  billingSalutation: 'billing.salutation',
  billingCompanyName: 'customer.companyName',
  billingFirstName: 'customer.firstName',
  billingLastName: 'customer.lastName',
  billingStreet: 'customer.address.street',
  billingHouseNumber: 'customer.address.houseNumber',
  billingPostalCode: 'customer.address.postalCode',
  billingRegion: 'customer.address.city',
  billingEmail: 'billing.email',
  accountOwner: 'payment.accountOwner',
  accountNumber: 'payment.iban',
  accountBIC: 'payment.bic',
  acceptDirectDebit: 'payment.mandate',
  acceptTerms: 'terms.accept',
};
