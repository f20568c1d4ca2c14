import type { ConnectionInfo, PortingBlock } from './schemas/connection.ts';
import type { CustomerForm } from './schemas/customer.ts';

/*
 * The empty forms a new order starts with (spec section 9 defaults). Kept apart from the zod schemas so that the
 * first screen can start an order without loading zod.
 */

/** The porting block as a new order starts (spec section 9 defaults). */
export function defaultPortingBlock(): PortingBlock {
  return { blockSize: 10, nationalDestinationCode: '', directDialling: '', inquiryTerminal: 0, blockStart: 0, blockEnd: 9 };
}

/** Connection info as a new order starts (spec section 9 defaults; morning is the default slot). */
export function emptyConnectionInfo(): ConnectionInfo {
  return {
    oldConnection: null,
    technicianTimeSlotOptions: [],
    defaultTechnicianTimeSlot: 'morning',
    technicianTimeSlot: null,
    installationDate: 'quickest',
    wantedDate: null,
    previousProviderCancelled: false,
    terminationDate: null,
    previousEKPID: null,
    houseJunctionBox: '',
    lineId: '',
    nationalDestinationCode: '',
    buildingType: null,
    buildingDetail: '',
    storey: '',
    flatLocation: '',
    modemId: '',
    homeId: '',
    additionalLocationInfo: '',
    hasSeparateTechnicianContactPhone: false,
    technicianContactPhone: '',
    isPorting: false,
    portingType: 'numbers',
    portingNumbers: [],
    portingBlock: defaultPortingBlock(),
    previousTenant: {
      isKnown: null,
      salutation: null,
      firstName: '',
      lastName: '',
      companyName: '',
      prefix: '',
      subscriberNumber: '',
    },
    additionalNumbers: 0,
  };
}

/** The customer form as a new order starts (spec section 9 defaults). */
export function emptyCustomerForm(): CustomerForm {
  return {
    customerType: 'company',
    companyName: '',
    salutation: null,
    title: '',
    firstName: '',
    lastName: '',
    countryCode: '0043',
    phoneNumber: '',
    email: '',
    birthDate: '',
    verificationMethod: { type: null, comment: '' },
    connectionAddress: { street: '', houseNumber: '', postalCode: '', region: '', country: 'DE', isApiValid: false },
    hasSeparateBillingAddress: false,
    hasSeparateBillingEmail: false,
    billingSalutation: null,
    billingTitle: '',
    billingFirstName: '',
    billingLastName: '',
    billingCompanyName: '',
    billingStreet: '',
    billingHouseNumber: '',
    billingPostalCode: '',
    billingRegion: '',
    billingCountry: 'DE',
    billingEmail: '',
    paymentType: 'bank',
    vatID: '',
    clientReferenceNumber: '',
    accountOwner: '',
    accountNumber: '',
    validIBAN: false,
    accountBIC: '',
    itemizedBill: 'none',
    acceptTerms: false,
    acceptDirectDebit: false,
    newsletter: false,
    accountAccept1: false,
    accountAccept2: false,
    accountAccept3: false,
    accountAccept4: false,
    password: '',
    repeatPassword: '',
    crefoNumber: '',
    companyList: [],
  };
}

/** The quote request form of the cart (spec section 2, "Quote request form"; rules in section 5). */
export interface QuoteFormValues {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumberQuote: string;
  personalDataUseConsent: boolean;
}

export function emptyQuoteForm(): QuoteFormValues {
  return { companyName: '', firstName: '', lastName: '', email: '', phoneNumberQuote: '', personalDataUseConsent: false };
}
