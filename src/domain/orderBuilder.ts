import type {
  ConnectionInfo,
  CustomerForm,
  Language,
  Order,
  OrderAddon,
  OrderCustomer,
  OrderSelection,
  PartnerState,
  Plan,
  PortingEntry,
  PreviousTenant,
  SelectedAddon,
  TaeLocation,
  Voucher,
} from './schemas/index.ts';
import { allAddons, categoryOfAddon, sameId } from './catalogue/lookup.ts';
import { effectiveSelection } from './catalogue/selection.ts';
import { effectiveTimeSlot } from './catalogue/timeSlots.ts';
import { countryByPlanCode } from './countries.ts';
import { needsBuildingDetails } from './connectionChanges.ts';
import type { CalendarDate } from './dates/calendarDate.ts';
import { defaultInstallationDate } from './dates/installationDate.ts';
import { clampOrderDate } from './dates/orderDates.ts';
import { toCents, toEuros } from './pricing/money.ts';
import { localizedName } from './planName.ts';
import { normalizeIban } from './validation/bankRules.ts';

/** Company customers are sent with this birthday (spec section 5). */
export const COMPANY_BIRTHDAY = '1970-01-01';

/** Everything the order body is built from: the stored form sections (spec sections 3, 5). */
export interface OrderFormState {
  plan: Plan;
  selection: readonly SelectedAddon[];
  connection: ConnectionInfo;
  customer: CustomerForm;
  voucher: Voucher | null;
  partner: PartnerState;
  language: Language;
  isInternational: boolean;
  /** the service country of an international order; defaults to the plan's country */
  serviceCountry?: string | null;
  quoteHash?: string | null;
  /** a partner order's reference number, sent instead of the password */
  referenceNumber?: string | null;
  bandwidth?: number | null;
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const trimmed = (value: string) => value.trim();

/** Only the keys whose value is defined: the body omits what the rules leave out. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The exact Order body of spec section 3 from the form state, with every order-building rule of section 5. */
export function buildOrder(state: OrderFormState, today: CalendarDate): Order {
  const { customer, connection, partner, plan } = state;
  const isPartnerOrder = partner.isPartnerPortal;
  const isBank = customer.paymentType === 'bank';
  return compact<Order>({
    customer: buildOrderCustomer(state),
    contact: compact({
      phoneNumber: filled(customer.phoneNumber) ? contactPhoneNumber(customer.countryCode, customer.phoneNumber) : undefined,
      email: filled(customer.email) ? trimmed(customer.email) : undefined,
    }),
    orderAddress: filled(customer.connectionAddress.street)
      ? {
          street: trimmed(customer.connectionAddress.street),
          houseNumber: trimmed(customer.connectionAddress.houseNumber),
          zipCode: trimmed(customer.connectionAddress.postalCode),
          city: trimmed(customer.connectionAddress.region),
          country: customer.connectionAddress.country,
        }
      : undefined,
    accountSettings: {
      callDetailRecord: customer.itemizedBill,
      newsletterSetting: isPartnerOrder ? true : customer.newsletter,
      payByDirectDebit: isBank,
      invoicePdfAttachment: 0,
      isoLanguageCode: state.language,
    },
    password: !isPartnerOrder && filled(customer.password) ? customer.password : undefined,
    referenceNumber: isPartnerOrder && filled(state.referenceNumber) ? trimmed(state.referenceNumber) : undefined,
    bankAccount: isBank
      ? { owner: trimmed(customer.accountOwner), bic: customer.accountBIC.replace(/\s/g, '').toUpperCase(), iban: normalizeIban(customer.accountNumber) }
      : undefined,
    customerReference: filled(customer.clientReferenceNumber) ? trimmed(customer.clientReferenceNumber) : undefined,
    voucherCode: state.voucher?.isValid && filled(state.voucher.code) ? trimmed(state.voucher.code) : undefined,
    invoice: buildInvoice(customer),
    order: buildOrderSelection(plan, state.selection, connection, state.language, today),
    taeLocation: plan.category === 'TAL' ? buildTaeLocation(connection) : undefined,
    phoneNumberOnActivationDay:
      connection.hasSeparateTechnicianContactPhone && filled(connection.technicianContactPhone)
        ? trimmed(connection.technicianContactPhone)
        : undefined,
    portingEntry: buildPortingEntry(connection),
    previousTenant: buildPreviousTenant(connection),
    technicianTimeSlot: technicianTimeSlotOf(plan, state.selection, connection),
    quoteHash: filled(state.quoteHash) ? state.quoteHash : undefined,
    partnerCode: isPartnerOrder && filled(partner.partnerCode) ? partner.partnerCode : undefined,
    serviceCountry: state.isInternational ? (state.serviceCountry ?? countryByPlanCode(plan.code).alpha2) : 'DE',
    bandwidth: state.bandwidth ?? undefined,
  });
}

/** Company: salutation Company, birthday 1970-01-01; private: birthDate DD.MM.YYYY; title only when not blank (spec section 5). */
function buildOrderCustomer(state: OrderFormState): OrderCustomer {
  const { customer, partner, plan } = state;
  const isCompany = customer.customerType === 'company';
  const method = customer.verificationMethod;
  const asksVerification = plan.category === 'VOIP' && partner.isPartnerPortal && partner.isTrustedPartner && method.type !== null;
  return compact<OrderCustomer>({
    salutation: isCompany ? 'Company' : (customer.salutation ?? 'Mr'),
    firstName: filled(customer.firstName) ? trimmed(customer.firstName) : undefined,
    lastName: filled(customer.lastName) ? trimmed(customer.lastName) : undefined,
    title: filled(customer.title) ? trimmed(customer.title) : undefined,
    companyName: isCompany && filled(customer.companyName) ? trimmed(customer.companyName) : undefined,
    birthday: isCompany ? COMPANY_BIRTHDAY : filled(customer.birthDate) ? trimmed(customer.birthDate) : undefined,
    crefoNumber: isCompany && filled(customer.crefoNumber) ? customer.crefoNumber : undefined,
    verificationMethod:
      asksVerification && method.type !== null
        ? compact({ type: method.type, comment: method.type === 'other' ? trimmed(method.comment) : undefined })
        : undefined,
  });
}

/**
 * The contact phone (order contact.phoneNumber, spec sections 3, 5) with its country prefix: +49... and 0049... stay international (as 00...), a national
 * number gets the chosen prefix (0043) in place of its leading 0; spaces and signs dropped.
 */
export function contactPhoneNumber(countryCode: string, phoneNumber: string): string {
  const digits = phoneNumber.trim().replace(/^\+/, '00').replace(/\D/g, '');
  if (digits.startsWith('00')) return digits;
  return `${countryCode.replace(/\D/g, '')}${digits.replace(/^0/, '')}`;
}

/** The invoice block, omitted unless a separate billing address or e-mail exists (spec section 5). */
function buildInvoice(customer: CustomerForm): Order['invoice'] {
  if (!customer.hasSeparateBillingAddress && !customer.hasSeparateBillingEmail) return undefined;
  const address = customer.hasSeparateBillingAddress;
  return compact({
    recipient: address
      ? compact({
          salutation: customer.billingSalutation ?? undefined,
          firstName: filled(customer.billingFirstName) ? trimmed(customer.billingFirstName) : undefined,
          lastName: filled(customer.billingLastName) ? trimmed(customer.billingLastName) : undefined,
          companyName: filled(customer.billingCompanyName) ? trimmed(customer.billingCompanyName) : undefined,
          title: filled(customer.billingTitle) ? trimmed(customer.billingTitle) : undefined,
        })
      : undefined,
    address: address
      ? {
          street: trimmed(customer.billingStreet),
          houseNumber: trimmed(customer.billingHouseNumber),
          zipCode: trimmed(customer.billingPostalCode),
          city: trimmed(customer.billingRegion),
          country: customer.billingCountry,
        }
      : undefined,
    email: customer.hasSeparateBillingEmail && filled(customer.billingEmail) ? trimmed(customer.billingEmail) : undefined,
    vatId: filled(customer.vatID) ? customer.vatID.replace(/\s/g, '').toUpperCase() : undefined,
  });
}

/**
 * order.order (spec sections 3, 5): the add-ons in effect and the plan with quantity 1; the termination date
 * (old connection) and the wanted date (picked, else the default installation date) never earlier than today + 14.
 */
export function buildOrderSelection(
  plan: Plan,
  selection: readonly SelectedAddon[],
  connection: Pick<ConnectionInfo, 'oldConnection' | 'terminationDate' | 'installationDate' | 'wantedDate'> | null,
  language: Language,
  today: CalendarDate,
): OrderSelection {
  const addons = allAddons(plan);
  const orderAddons: OrderAddon[] = effectiveSelection(plan, selection).selected.flatMap((chosen) => {
    const addon = addons.find((a) => sameId(a.id, chosen.id));
    if (!addon) return [];
    const category = categoryOfAddon(plan, addon.id);
    return [
      {
        id: addon.id,
        quantity: chosen.quantity,
        tracking_name: addon.translation_key ?? addon.name,
        name: localizedName(addon, language, addon.name),
        value: toEuros(toCents(addon.monthly_price)),
        category: category?.name ?? null,
      },
    ];
  });
  const wanted =
    connection === null
      ? undefined
      : connection.installationDate === 'pick' && filled(connection.wantedDate)
        ? clampOrderDate(connection.wantedDate, today)
        : clampOrderDate(defaultInstallationDate(today), today);
  const termination =
    connection?.oldConnection === true && filled(connection.terminationDate) ? clampOrderDate(connection.terminationDate, today) : undefined;
  return compact<OrderSelection>({
    addons: orderAddons,
    plan: {
      id: plan.id,
      code: plan.code,
      name: localizedName(plan, language, plan.code),
      quantity: 1,
      value: toEuros(toCents(plan.monthly_price)),
      category: plan.category,
    },
    terminationDate: termination,
    wantedDate: wanted,
  });
}

/** taeLocation: detachedHouse, semiDetachedHouse and townHouse carry no storey, flat or section (spec sections 4, 5). */
function buildTaeLocation(connection: ConnectionInfo): TaeLocation | undefined {
  const details = needsBuildingDetails(connection.buildingType);
  const value = (text: string) => (filled(text) ? trimmed(text) : undefined);
  const location = compact<TaeLocation>({
    buildingType: connection.buildingType ?? undefined,
    homeId: value(connection.homeId),
    ftthModemId: value(connection.modemId),
    demarcInquiry: value(connection.houseJunctionBox),
    lineId: value(connection.lineId),
    nationalDestinationCode: value(connection.nationalDestinationCode),
    storey: details ? value(connection.storey) : undefined,
    flatLocation: details ? value(connection.flatLocation) : undefined,
    buildingSection: details ? value(connection.buildingDetail) : undefined,
    additionLocationInfo: value(connection.additionalLocationInfo),
  });
  return Object.keys(location).length > 0 ? location : undefined;
}

/**
 * portingEntry for an old connection that ports (spec sections 3, 5): single numbers under the first
 * number's prefix, or a block (defaults blockSize 10, inquiryTerminal 0, blockStart 0, blockEnd 9).
 */
export function buildPortingEntry(connection: ConnectionInfo): PortingEntry | undefined {
  if (connection.oldConnection !== true || !connection.isPorting) return undefined;
  const previousEKPID = connection.previousEKPID ?? null;
  switch (connection.portingType) {
    case 'numbers': {
      const numbers = connection.portingNumbers.filter((n) => filled(n.number));
      const first = numbers[0];
      if (!first) return undefined;
      return {
        numbers: {
          previousEKPID,
          nationalDestinationCode: trimmed(first.prefix),
          subscriberNumbers: numbers.map((n) => trimmed(n.number)),
        },
      };
    }
    case 'block': {
      const block = connection.portingBlock;
      return {
        block: {
          blockSize: Number.isFinite(block.blockSize) ? block.blockSize : 10,
          nationalDestinationCode: trimmed(block.nationalDestinationCode),
          directDialling: trimmed(block.directDialling),
          blockStart: Number.isFinite(block.blockStart) ? block.blockStart : 0,
          blockEnd: Number.isFinite(block.blockEnd) ? block.blockEnd : 9,
          previousEKPID,
          inquiryTerminal: Number.isFinite(block.inquiryTerminal) ? block.inquiryTerminal : 0,
        },
      };
    }
    default:
      return connection.portingType satisfies never;
  }
}

/** previousTenant: its phone only with both prefix and number; company name or first plus last name (spec sections 3, 5). */
function buildPreviousTenant(connection: ConnectionInfo): PreviousTenant | undefined {
  const tenant = connection.previousTenant;
  if (tenant.isKnown !== true || tenant.salutation === null) return undefined;
  const isCompany = tenant.salutation === 'Company';
  return compact<PreviousTenant>({
    salutation: tenant.salutation,
    phoneNumber:
      filled(tenant.prefix) && filled(tenant.subscriberNumber)
        ? { nationalDestinationCode: trimmed(tenant.prefix), subscriberNumber: trimmed(tenant.subscriberNumber) }
        : undefined,
    companyName: isCompany ? trimmed(tenant.companyName) : undefined,
    firstName: isCompany ? undefined : trimmed(tenant.firstName),
    lastName: isCompany ? undefined : trimmed(tenant.lastName),
  });
}

function technicianTimeSlotOf(plan: Plan, selection: readonly SelectedAddon[], connection: ConnectionInfo): string | undefined {
  if (connection.technicianTimeSlotOptions.length === 0) return undefined;
  const excluded = effectiveSelection(plan, selection).excludedIds;
  return effectiveTimeSlot(connection.technicianTimeSlotOptions, excluded, connection.technicianTimeSlot) ?? undefined;
}
