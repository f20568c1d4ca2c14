import * as z from 'zod/mini';
import type { CalendarDate } from '../dates/calendarDate.ts';
import type { CustomerForm } from '../schemas/customer.ts';
import type { LiveValidationType } from '../schemas/phoneValidation.ts';
import { isCustomerComplete } from './requiredFields.ts';
import { bicSchema, ibanSchema } from './bankRules.ts';
import { citySchema, houseNumberSchema, postalCodeSchema, streetSchema } from './addressRules.ts';
import { liveCheckError, type LiveChecks } from './liveValidation.ts';
import { validateField, type FieldError } from './messages.ts';
import {
  acceptanceSchema,
  birthDateSchema,
  clientReferenceSchema,
  companyNameSchema,
  emailSchema,
  personNameSchema,
  phoneNumberSchema,
  salutationSchema,
  titleSchema,
  vatIdSchema,
} from './personalRules.ts';

/** The customer fields checked live by the server (spec section 7's `type` list), by their path in the section. */
export const CUSTOMER_LIVE_FIELDS = {
  phoneNumber: 'contact.phoneNumber',
  vatID: 'invoice.vatId',
  'verificationMethod.comment': 'customer.verificationMethod.comment',
} as const satisfies Record<string, LiveValidationType>;
export type CustomerLiveField = keyof typeof CUSTOMER_LIVE_FIELDS;

/** Field errors by their path in the customer section (`firstName`, `billingStreet`). */
export type CustomerErrors = Record<string, FieldError>;

export interface CustomerRuleOptions {
  today: CalendarDate;
}

const personSalutationSchema = z.string().check(z.refine((v) => v === 'Mr' || v === 'Mrs', { error: 'validation.error.required' }));

/**
 * The customer step's field errors (spec sections 2, 4, 5, 9): a company its name (and optional VAT id), a
 * private customer salutation and birth date (18 to 150); names, phone, e-mail; a separate billing address
 * with the manual-address rules and a billing e-mail when chosen; bank owner, IBAN and BIC when paying by bank
 * (the BIC filled in when derived from the IBAN) and the direct-debit mandate; the terms an itemized bill needs;
 * a connection address from the address check. In the order the step shows them.
 * A stored live check that failed for the current value is an error too.
 */
export function customerFieldErrors(customer: CustomerForm, live: LiveChecks, options: CustomerRuleOptions): CustomerErrors {
  const errors: CustomerErrors = {};
  for (const [field, check] of Object.entries(customerFieldChecks)) {
    const error = check(customer, live, options);
    if (error) errors[field] = error;
  }
  return errors;
}

const connectionAddressError = (): FieldError => ({ key: 'validation.error.connectionAddress', fallbackKey: 'validation.error.required', params: {} });

/** A connection address with street, house number, postal code and city (as the step's completeness asks). */
function hasConnectionAddress({ connectionAddress: address }: CustomerForm): boolean {
  return [address.street, address.houseNumber, address.postalCode, address.region].every((part) => part.trim() !== '');
}

/** The account owner: a person or a company, so the company name's rules (1 to 60 characters). */
const personNameOrCompany = companyNameSchema;

type CustomerCheck = (customer: CustomerForm, live: LiveChecks, options: CustomerRuleOptions) => FieldError | null;

/** A field's local rule, then its stored live check: the same as `customerFieldErrors` checks it. */
function fieldCheck(field: string, schemaOf: (customer: CustomerForm, options: CustomerRuleOptions) => z.ZodMiniType, valueOf: (customer: CustomerForm) => unknown, applies: (customer: CustomerForm) => boolean = () => true): CustomerCheck {
  const type = CUSTOMER_LIVE_FIELDS[field as CustomerLiveField] ?? null;
  return (customer, live, options) => {
    if (!applies(customer)) return null;
    const value = valueOf(customer);
    return validateField(schemaOf(customer, options), value) ?? (type && typeof value === 'string' ? liveCheckError(live, field, value, type) : null);
  };
}
const fixed = (schema: z.ZodMiniType) => () => schema;
const isCompany = (customer: CustomerForm) => customer.customerType === 'company';
const isPerson = (customer: CustomerForm) => customer.customerType !== 'company';
const billsElsewhere = (customer: CustomerForm) => customer.hasSeparateBillingAddress;
const paysByBank = (customer: CustomerForm) => customer.paymentType === 'bank';

/**
 * One check per field of the customer step, keyed by its path and in the order the step shows the fields, each
 * with the condition under which its field is asked: a keystroke runs its own field's check alone, the whole step's
 * errors (`customerFieldErrors`) are every check in turn.
 */
export const customerFieldChecks: Readonly<Record<string, CustomerCheck>> = {
  companyName: fieldCheck('companyName', fixed(companyNameSchema), (c) => c.companyName, isCompany),
  vatID: fieldCheck('vatID', fixed(vatIdSchema), (c) => c.vatID, isCompany),
  salutation: fieldCheck('salutation', fixed(personSalutationSchema), (c) => c.salutation ?? '', isPerson),
  birthDate: fieldCheck('birthDate', (_, options) => birthDateSchema(options.today), (c) => c.birthDate, isPerson),
  title: fieldCheck('title', fixed(titleSchema), (c) => c.title),
  firstName: fieldCheck('firstName', fixed(personNameSchema), (c) => c.firstName),
  lastName: fieldCheck('lastName', fixed(personNameSchema), (c) => c.lastName),
  phoneNumber: fieldCheck('phoneNumber', fixed(phoneNumberSchema), (c) => c.phoneNumber),
  email: fieldCheck('email', fixed(emailSchema), (c) => c.email),
  clientReferenceNumber: fieldCheck('clientReferenceNumber', fixed(clientReferenceSchema), (c) => c.clientReferenceNumber),
  // The connection address is never typed in the step: it comes from the address check (a VoIP plan opens none on
  // its own). Without one the step cannot be completed, so the summary must name it (WCAG 3.3.1).
  connectionAddress: (customer) => (hasConnectionAddress(customer) ? null : connectionAddressError()),
  billingSalutation: fieldCheck('billingSalutation', fixed(salutationSchema), (c) => c.billingSalutation ?? '', billsElsewhere),
  billingCompanyName: fieldCheck('billingCompanyName', fixed(companyNameSchema), (c) => c.billingCompanyName, (c) => c.hasSeparateBillingAddress && c.billingSalutation === 'Company'),
  billingFirstName: fieldCheck('billingFirstName', fixed(personNameSchema), (c) => c.billingFirstName, (c) => c.hasSeparateBillingAddress && c.billingSalutation !== 'Company'),
  billingLastName: fieldCheck('billingLastName', fixed(personNameSchema), (c) => c.billingLastName, (c) => c.hasSeparateBillingAddress && c.billingSalutation !== 'Company'),
  billingStreet: fieldCheck('billingStreet', fixed(streetSchema), (c) => c.billingStreet, billsElsewhere),
  billingHouseNumber: fieldCheck('billingHouseNumber', fixed(houseNumberSchema), (c) => c.billingHouseNumber, billsElsewhere),
  // the billing address lies in one of the four countries: its postal code follows that country's pattern
  billingPostalCode: fieldCheck('billingPostalCode', (c) => postalCodeSchema(c.billingCountry, true), (c) => c.billingPostalCode, billsElsewhere),
  billingRegion: fieldCheck('billingRegion', fixed(citySchema), (c) => c.billingRegion, billsElsewhere),
  billingEmail: fieldCheck('billingEmail', fixed(emailSchema), (c) => c.billingEmail, (c) => c.hasSeparateBillingEmail),
  accountOwner: fieldCheck('accountOwner', fixed(personNameOrCompany), (c) => c.accountOwner, paysByBank),
  accountNumber: fieldCheck('accountNumber', fixed(ibanSchema), (c) => c.accountNumber, paysByBank),
  accountBIC: fieldCheck('accountBIC', fixed(bicSchema), (c) => c.accountBIC, paysByBank),
  acceptDirectDebit: fieldCheck('acceptDirectDebit', fixed(acceptanceSchema('acceptDirectDebit')), (c) => c.acceptDirectDebit ?? false, paysByBank),
  acceptTerms: fieldCheck('acceptTerms', fixed(acceptanceSchema('acceptTerms')), (c) => c.acceptTerms, (c) => c.itemizedBill !== 'none'),
};

/** One field's error in the customer step (its own check alone), or null: `customerFieldErrors(...)[field]`. */
export function customerFieldError(field: string, customer: CustomerForm, live: LiveChecks, options: CustomerRuleOptions): FieldError | null {
  return customerFieldChecks[field]?.(customer, live, options) ?? null;
}

/** Customer step valid: its required data entered (spec section 4) and every entered value passing its rules. */
export function isCustomerStepValid(customer: CustomerForm, live: LiveChecks, options: CustomerRuleOptions): boolean {
  return isCustomerComplete(customer) && Object.keys(customerFieldErrors(customer, live, options)).length === 0;
}
