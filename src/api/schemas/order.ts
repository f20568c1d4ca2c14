import * as z from 'zod/mini';
import { Id, IsoDate, LocalizedText } from '../../domain/schemas/common.ts';
import { OrderCart } from '../../domain/schemas/cart.ts';
import { Salutation, VerificationMethodType } from '../../domain/schemas/customer.ts';
import { BuildingType } from '../../domain/schemas/connection.ts';
import { Language } from '../../domain/schemas/common.ts';

/*
 * The order body of spec section 3 ("Order (server session)"). src/domain holds the form state and builds this
 * body; the body itself is the payload of PUT order / POST orders / POST cart / POST quotes, so it lives here.
 */

const OrderAddress = z.object({
  street: z.string(),
  houseNumber: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
});

const PhoneNumberParts = z.object({
  nationalDestinationCode: z.string(),
  subscriberNumber: z.string(),
});

export const OrderCustomer = z.object({
  salutation: Salutation,
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  title: z.optional(z.string()),
  companyName: z.optional(z.string()),
  /** YYYY-MM-DD; company customers are sent with 1970-01-01 (spec section 5). */
  birthday: z.optional(z.string()),
  crefoNumber: z.optional(z.string()),
  verificationMethod: z.optional(
    z.object({ type: VerificationMethodType, comment: z.optional(z.string()) }),
  ),
});

export const OrderAddon = z.object({
  id: Id,
  quantity: z.number(),
  tracking_name: z.optional(z.nullable(z.string())),
  name: z.string(),
  /** Price of the line (euro decimals) as the tracking reads it. */
  value: z.optional(z.number()),
  category: z.optional(z.string()),
});

export const OrderPlan = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  quantity: z.literal(1),
  value: z.optional(z.number()),
  category: z.optional(z.string()),
});

export const OrderLines = z.object({
  addons: z.array(OrderAddon),
  plan: OrderPlan,
  terminationDate: z.optional(z.nullable(IsoDate)),
  wantedDate: z.optional(z.nullable(IsoDate)),
});

export const TaeLocation = z.object({
  buildingType: BuildingType,
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

export const PortingEntry = z.union([
  z.object({
    numbers: z.object({
      previousEKPID: z.string(),
      nationalDestinationCode: z.string(),
      subscriberNumbers: z.array(z.string()),
    }),
  }),
  z.object({
    block: z.object({
      blockSize: z.number(),
      nationalDestinationCode: z.string(),
      directDialling: z.string(),
      blockStart: z.number(),
      blockEnd: z.number(),
      previousEKPID: z.string(),
      inquiryTerminal: z.number(),
    }),
  }),
]);

export const PreviousTenant = z.object({
  salutation: Salutation,
  phoneNumber: z.optional(PhoneNumberParts),
  companyName: z.optional(z.string()),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
});

const Person = z.object({
  salutation: Salutation,
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  companyName: z.optional(z.string()),
  title: z.optional(z.string()),
});

/** The full order of spec section 3; every block optional, since PUT order saves it step by step. */
export const OrderBody = z.object({
  customer: z.optional(OrderCustomer),
  contact: z.optional(z.object({ phoneNumber: z.string(), email: z.string() })),
  orderAddress: z.optional(OrderAddress),
  accountSettings: z.optional(
    z.object({
      callDetailRecord: z.string(),
      newsletterSetting: z.boolean(),
      payByDirectDebit: z.boolean(),
      invoicePdfAttachment: z.literal(0),
      isoLanguageCode: Language,
    }),
  ),
  password: z.optional(z.string()),
  bankAccount: z.optional(z.object({ owner: z.string(), bic: z.optional(z.string()), iban: z.string() })),
  customerReference: z.optional(z.string()),
  voucherCode: z.optional(z.string()),
  prematureProvisioningStart: z.optional(z.boolean()),
  invoice: z.optional(
    z.object({
      recipient: z.optional(Person),
      address: z.optional(OrderAddress),
      email: z.optional(z.string()),
      vatId: z.optional(z.string()),
    }),
  ),
  order: z.optional(OrderLines),
  taeLocation: z.optional(TaeLocation),
  phoneNumberOnActivationDay: z.optional(z.string()),
  portingEntry: z.optional(PortingEntry),
  previousTenant: z.optional(PreviousTenant),
  landlord: z.optional(
    z.object({
      person: Person,
      email: z.optional(z.string()),
      phoneNumber: z.optional(z.string()),
      address: z.optional(OrderAddress),
    }),
  ),
  technicianTimeSlot: z.optional(z.string()),
  quoteHash: z.optional(z.string()),
  referenceNumber: z.optional(z.string()),
  partnerCode: z.optional(z.string()),
  serviceCountry: z.optional(z.string()),
  /** Download bandwidth in Mbit chosen by the availability check (read back by GET order). */
  bandwidth: z.optional(z.nullable(z.number())),
});
export type OrderBody = z.infer<typeof OrderBody>;

/** `PUT order` answers, and `GET order` reads, the order saved in the session so far. */
export const SavedOrderResponse = z.object({ data: OrderBody });
export type SavedOrderResponse = z.infer<typeof SavedOrderResponse>;

/** `GET order` optional comma-list filter (e.g. `fields=orderAddress,bandwidth`). */
export const OrderQuery = z.object({ fields: z.optional(z.string()) });
export type OrderQuery = z.infer<typeof OrderQuery>;

/** `POST orders`: the final order must carry the order lines, the customer, the contact and the address. */
export const SubmitOrderBody = z.extend(OrderBody, {
  customer: OrderCustomer,
  contact: z.object({ phoneNumber: z.string(), email: z.string() }),
  orderAddress: OrderAddress,
  order: OrderLines,
});
export type SubmitOrderBody = z.infer<typeof SubmitOrderBody>;

/** `POST orders` answer: `verificationType` and `url` are used afterwards (identity verification, spec 7). */
export const SubmitOrderResponse = z.object({
  transactionId: z.string(),
  verificationType: z.optional(z.nullable(z.string())),
  url: z.optional(z.nullable(z.string())),
});
export type SubmitOrderResponse = z.infer<typeof SubmitOrderResponse>;

/** `POST cart`: customer and order body; answers the server's order cart (totals and discounts). */
export const CartRequest = z.object({
  customer: z.optional(OrderCustomer),
  order: OrderLines,
  voucherCode: z.optional(z.string()),
});
export type CartRequest = z.infer<typeof CartRequest>;

export const CartResponse = z.object({ data: OrderCart });
export type CartResponse = z.infer<typeof CartResponse>;

/** `POST quotes` (spec section 3, "Quote request"): business quotes with contact, international ones without. */
export const BusinessQuoteRequest = z.object({
  order: OrderBody,
  lang: Language,
  customer: z.object({
    salutation: z.literal('Company'),
    companyName: z.string().check(z.minLength(1), z.maxLength(60)),
    firstName: z.string().check(z.minLength(1)),
    lastName: z.string().check(z.minLength(1)),
  }),
  contact: z.object({ email: z.string().check(z.minLength(3)), phoneNumber: z.string().check(z.minLength(6), z.maxLength(30)) }),
});
export const InternationalQuoteRequest = z.object({
  order: OrderBody,
  lang: Language,
  serviceCountry: z.string(),
});
/** A partner-portal quote has neither contact nor service country: order and lang only. */
export const QuoteRequest = z.union([BusinessQuoteRequest, InternationalQuoteRequest, z.object({ order: OrderBody, lang: Language })]);
export type QuoteRequest = z.infer<typeof QuoteRequest>;

/** A field message keyed by locale, as the server's `errors` object of a 4xx carries them. */
export const ServerErrors = z.object({
  message: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.union([z.array(z.string()), LocalizedText]))),
});
export type ServerErrors = z.infer<typeof ServerErrors>;
