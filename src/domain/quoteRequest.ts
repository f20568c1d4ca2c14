import type { Language, OrderAddress, OrderSelection, QuoteRequest } from './schemas/index.ts';

/** What the quote body is built from: the quote form (or the customer data in partner mode) and the address. */
export interface QuoteRequestInput {
  order: OrderSelection;
  lang: Language;
  isInternational: boolean;
  serviceCountry: string;
  companyName: string;
  firstName: string;
  lastName: string;
  /** the customer's birthday, when known (private customers) */
  birthday?: string | null;
  email: string;
  phoneNumber: string;
  address?: Partial<OrderAddress> | null;
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The quote-request body (spec sections 3, 5): for the international plan only order, lang and
 * serviceCountry; otherwise the customer (salutation Company) only with first and last name and a company
 * name or birthday, the address only when street, house number, zip and city are all present, the contact
 * dropped without an e-mail.
 */
export function buildQuoteRequest(input: QuoteRequestInput): QuoteRequest {
  if (input.isInternational) return { order: input.order, lang: input.lang, serviceCountry: input.serviceCountry };
  const body: QuoteRequest = { order: input.order, lang: input.lang };
  if (filled(input.firstName) && filled(input.lastName) && (filled(input.companyName) || filled(input.birthday))) {
    body.customer = {
      salutation: 'Company',
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      ...(filled(input.companyName) ? { companyName: input.companyName.trim() } : {}),
      ...(filled(input.birthday) ? { birthday: input.birthday.trim() } : {}),
    };
  }
  if (filled(input.email)) {
    body.contact = { email: input.email.trim(), ...(filled(input.phoneNumber) ? { phoneNumber: input.phoneNumber.trim() } : {}) };
  }
  const a = input.address;
  if (a && filled(a.street) && filled(a.houseNumber) && filled(a.zipCode) && filled(a.city)) {
    body.address = {
      street: a.street.trim(),
      houseNumber: a.houseNumber.trim(),
      zipCode: a.zipCode.trim(),
      city: a.city.trim(),
      country: filled(a.country) ? a.country : 'DE',
    };
  }
  return body;
}
