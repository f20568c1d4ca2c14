import * as z from 'zod/mini';
import { CompanyListEntry } from './company.ts';

export const Salutation = z.enum(['Mr', 'Mrs', 'Company']);
export type Salutation = z.infer<typeof Salutation>;

/** Salutations a person can have (Company is for company customers and previous tenants). */
export const PersonSalutation = z.enum(['Mr', 'Mrs']);
export type PersonSalutation = z.infer<typeof PersonSalutation>;

export const CustomerType = z.enum(['private', 'company']);
export type CustomerType = z.infer<typeof CustomerType>;

export const PaymentType = z.enum(['bank', 'invoice']);
export type PaymentType = z.infer<typeof PaymentType>;

/** Itemized bill (call detail record): none (default), shortened or full numbers. */
export const ItemizedBill = z.enum(['none', 'shortened', 'full']);
export type ItemizedBill = z.infer<typeof ItemizedBill>;

/** Verification method for voice plans ordered in a trusted partner portal; comment only for `other`. */
export const VerificationMethodType = z.enum(['idCard', 'passport', 'other']);
export type VerificationMethodType = z.infer<typeof VerificationMethodType>;

export const VerificationMethod = z.object({
  type: z.nullable(VerificationMethodType),
  comment: z.string(),
});
export type VerificationMethod = z.infer<typeof VerificationMethod>;

/** The connection address of the customer step (spec section 3). `region` is the city. */
export const ConnectionAddress = z.object({
  street: z.string(),
  houseNumber: z.string(),
  postalCode: z.string(),
  region: z.string(),
  country: z.string(),
  isApiValid: z.boolean(),
});
export type ConnectionAddress = z.infer<typeof ConnectionAddress>;

/** Customer (form state), spec section 3. Dates as typed (birthDate DD.MM.YYYY). */
export const CustomerForm = z.object({
  customerType: CustomerType,
  companyName: z.string(),
  salutation: z.nullable(Salutation),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Phone prefix of the contact number, e.g. 0043 (default) or 0049. */
  countryCode: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  birthDate: z.string(),
  verificationMethod: VerificationMethod,
  connectionAddress: ConnectionAddress,
  hasSeparateBillingAddress: z.boolean(),
  hasSeparateBillingEmail: z.boolean(),
  billingSalutation: z.nullable(Salutation),
  billingTitle: z.string(),
  billingFirstName: z.string(),
  billingLastName: z.string(),
  billingCompanyName: z.string(),
  billingStreet: z.string(),
  billingHouseNumber: z.string(),
  billingPostalCode: z.string(),
  billingRegion: z.string(),
  billingCountry: z.string(),
  billingEmail: z.string(),
  paymentType: PaymentType,
  vatID: z.string(),
  clientReferenceNumber: z.string(),
  accountOwner: z.string(),
  /** The IBAN as typed. */
  accountNumber: z.string(),
  validIBAN: z.boolean(),
  accountBIC: z.string(),
  itemizedBill: ItemizedBill,
  acceptTerms: z.boolean(),
  /** the SEPA direct-debit mandate granted (spec section 5, "accepting direct debit"); absent in older sessions */
  acceptDirectDebit: z.optional(z.boolean()),
  newsletter: z.boolean(),
  accountAccept1: z.boolean(),
  accountAccept2: z.boolean(),
  accountAccept3: z.boolean(),
  accountAccept4: z.boolean(),
  password: z.string(),
  repeatPassword: z.string(),
  crefoNumber: z.string(),
  companyList: z.array(CompanyListEntry),
});
export type CustomerForm = z.infer<typeof CustomerForm>;
