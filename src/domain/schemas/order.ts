import * as z from 'zod/mini';
import { Id } from './common.ts';
import { Salutation } from './customer.ts';

/** order.customer: company customers are sent with salutation Company and birthday 1970-01-01. */
export const OrderCustomer = z.object({
  salutation: Salutation,
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  title: z.optional(z.string()),
  companyName: z.optional(z.string()),
  /** 1970-01-01 for companies, DD.MM.YYYY for private customers. */
  birthday: z.optional(z.string()),
  crefoNumber: z.optional(z.string()),
  verificationMethod: z.optional(
    z.object({
      type: z.string(),
      /** only when type is other */
      comment: z.optional(z.string()),
    }),
  ),
});
export type OrderCustomer = z.infer<typeof OrderCustomer>;

export const OrderContact = z.object({
  phoneNumber: z.optional(z.string()),
  email: z.optional(z.string()),
});
export type OrderContact = z.infer<typeof OrderContact>;

export const OrderAddress = z.object({
  street: z.string(),
  houseNumber: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

export const AccountSettings = z.object({
  callDetailRecord: z.string(),
  newsletterSetting: z.boolean(),
  payByDirectDebit: z.boolean(),
  /** always 0 */
  invoicePdfAttachment: z.literal(0),
  isoLanguageCode: z.string(),
});
export type AccountSettings = z.infer<typeof AccountSettings>;

export const BankAccount = z.object({
  owner: z.string(),
  bic: z.string(),
  iban: z.string(),
});
export type BankAccount = z.infer<typeof BankAccount>;

export const InvoiceRecipient = z.object({
  salutation: z.optional(Salutation),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  companyName: z.optional(z.string()),
  title: z.optional(z.string()),
});
export type InvoiceRecipient = z.infer<typeof InvoiceRecipient>;

export const Invoice = z.object({
  recipient: z.optional(InvoiceRecipient),
  address: z.optional(OrderAddress),
  email: z.optional(z.string()),
  vatId: z.optional(z.string()),
});
export type Invoice = z.infer<typeof Invoice>;

export const OrderAddon = z.object({
  id: Id,
  quantity: z.number(),
  tracking_name: z.nullish(z.string()),
  name: z.string(),
  /** the monthly price in euros, for tracking */
  value: z.number(),
  category: z.nullish(z.string()),
});
export type OrderAddon = z.infer<typeof OrderAddon>;

export const OrderPlan = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  /** always 1 */
  quantity: z.literal(1),
  value: z.number(),
  category: z.string(),
});
export type OrderPlan = z.infer<typeof OrderPlan>;

/** order.order: the chosen plan and add-ons, with dates YYYY-MM-DD never earlier than today + 14. */
export const OrderSelection = z.object({
  addons: z.array(OrderAddon),
  plan: OrderPlan,
  terminationDate: z.optional(z.string()),
  wantedDate: z.optional(z.string()),
});
export type OrderSelection = z.infer<typeof OrderSelection>;

/** taeLocation: building types detachedHouse, semiDetachedHouse, townHouse carry no storey, flat or section. */
export const TaeLocation = z.object({
  buildingType: z.optional(z.string()),
  homeId: z.optional(z.string()),
  ftthModemId: z.optional(z.string()),
  demarcInquiry: z.optional(z.string()),
  lineId: z.optional(z.string()),
  nationalDestinationCode: z.optional(z.string()),
  storey: z.optional(z.string()),
  flatLocation: z.optional(z.string()),
  buildingSection: z.optional(z.string()),
  additionLocationInfo: z.optional(z.string()),
});
export type TaeLocation = z.infer<typeof TaeLocation>;

export const PortingNumbersEntry = z.object({
  numbers: z.object({
    previousEKPID: z.nullish(z.string()),
    nationalDestinationCode: z.string(),
    subscriberNumbers: z.array(z.string()),
  }),
});
export type PortingNumbersEntry = z.infer<typeof PortingNumbersEntry>;

export const PortingBlockEntry = z.object({
  block: z.object({
    blockSize: z.number(),
    nationalDestinationCode: z.string(),
    directDialling: z.string(),
    blockStart: z.number(),
    blockEnd: z.number(),
    previousEKPID: z.nullish(z.string()),
    inquiryTerminal: z.number(),
  }),
});
export type PortingBlockEntry = z.infer<typeof PortingBlockEntry>;

/** portingEntry: either single numbers or a block. */
export const PortingEntry = z.union([PortingNumbersEntry, PortingBlockEntry]);
export type PortingEntry = z.infer<typeof PortingEntry>;

export const PreviousTenant = z.object({
  salutation: Salutation,
  /** only when both prefix and number are present */
  phoneNumber: z.optional(z.object({ nationalDestinationCode: z.string(), subscriberNumber: z.string() })),
  companyName: z.optional(z.string()),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
});
export type PreviousTenant = z.infer<typeof PreviousTenant>;

export const Landlord = z.object({
  person: z.object({
    salutation: z.optional(Salutation),
    firstName: z.optional(z.string()),
    lastName: z.optional(z.string()),
    companyName: z.optional(z.string()),
  }),
  email: z.optional(z.string()),
  phoneNumber: z.optional(z.string()),
  address: z.optional(OrderAddress),
});
export type Landlord = z.infer<typeof Landlord>;

/**
 * Order (server session), spec section 3: the body of `PUT order` (partial) and `POST orders` (final).
 * Every block is optional: the builder omits what the rules of section 5 leave out.
 */
export const Order = z.object({
  customer: z.optional(OrderCustomer),
  contact: z.optional(OrderContact),
  orderAddress: z.optional(OrderAddress),
  accountSettings: z.optional(AccountSettings),
  password: z.optional(z.string()),
  bankAccount: z.optional(BankAccount),
  customerReference: z.optional(z.string()),
  voucherCode: z.optional(z.string()),
  prematureProvisioningStart: z.optional(z.boolean()),
  invoice: z.optional(Invoice),
  order: z.optional(OrderSelection),
  taeLocation: z.optional(TaeLocation),
  phoneNumberOnActivationDay: z.optional(z.string()),
  portingEntry: z.optional(PortingEntry),
  previousTenant: z.optional(PreviousTenant),
  landlord: z.optional(Landlord),
  technicianTimeSlot: z.optional(z.string()),
  quoteHash: z.optional(z.string()),
  referenceNumber: z.optional(z.string()),
  partnerCode: z.optional(z.string()),
  serviceCountry: z.optional(z.string()),
  bandwidth: z.optional(z.nullable(z.number())),
});
export type Order = z.infer<typeof Order>;
