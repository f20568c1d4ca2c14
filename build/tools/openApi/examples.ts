/**
 * The examples of the OpenAPI document (./document.ts): one visitor's order of the private VoIP plan VOIPPRIV at
 * Friedrichstraße 123, Berlin, as the element sends it to the demo API, and the demo's answers, made from the demo's
 * own fixtures and functions (demo/api/). They form one journey in the order the contract check sends them
 * (src/apiContract/), so that a server holding the demo's catalogue answers each with success. Nothing here is
 * random or dated: the document is regenerated and compared in `npm test`.
 */
import type { AvailabilityResult } from '../../../src/domain/schemas/address.ts';
import type { OrderAddon, OrderSelection } from '../../../src/domain/schemas/order.ts';
import type { Messages, TranslationsResponse } from '../../../src/api/schemas/translations.ts';
import type { ApcCheckResponse, PlanLinkRequest, QuoteRequest, SubmitOrderBody } from '../../../src/api/schemas/index.ts';
import { suggest } from '../../../demo/api/autocomplete.ts';
import { anonymousAuth, authTokens, companies, providers } from '../../../demo/api/fixtures/catalogue.ts';
import { allAddons, findPlan, planResponse, VOIPPRIV } from '../../../demo/api/fixtures/plans.ts';
import { translationsFor } from '../../../demo/api/fixtures/translations/index.ts';
import { orderCart } from '../../../demo/api/orderCart.ts';
import { planName } from '../../../demo/api/pricing.ts';
import { validateField } from '../../../demo/api/validation.ts';
import { voucherCheck } from '../../../demo/api/voucher.ts';

export const planCode = VOIPPRIV.code;
export const planId = VOIPPRIV.id;

/** The chosen add-ons as `order.addons` carries them (the element's order builder: id, quantity, names, price). */
function chosen(id: number, quantity = 1): OrderAddon {
  const addon = allAddons(VOIPPRIV).find((candidate) => candidate.id === id)!;
  const category = VOIPPRIV.categories?.find((candidate) => candidate.id === addon.category_id);
  return { id: addon.id, quantity, tracking_name: addon.translation_key ?? null, name: addon.name, value: addon.monthly_price ?? 0, category: category?.name ?? null };
}

export const selection: OrderSelection = {
  addons: [chosen(3112), chosen(3133), chosen(3152)],
  plan: { id: VOIPPRIV.id, code: VOIPPRIV.code, name: planName(VOIPPRIV, 'de'), quantity: 1, value: VOIPPRIV.monthly_price ?? 0, category: VOIPPRIV.category },
};

export const address = { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE' };

export const auth = { anonymous: anonymousAuth(), partner: authTokens['demo-partner']! };

/** A few keys of each language: the real answer holds every text of the namespace (some 60 KB for `order4`). */
export function translationsExcerpt(): TranslationsResponse {
  const full = translationsFor('order4');
  const pick = (messages: Messages): Messages => {
    const steps = messages.steps as Messages;
    const validation = (messages.validation as Messages).error as Messages;
    return { steps: { product: steps.product!, customer: steps.customer!, confirm: steps.confirm! }, validation: { error: { required: validation.required! } } };
  };
  return { de: pick(full.de!), en: pick(full.en!), nl: pick(full.nl!), fr: pick(full.fr!) };
}

export function planClassesExcerpt() {
  return {
    data: [
      {
        id: 1,
        key: 'voip-private',
        translation_key: 'planClass.voip-private',
        translations: { name: { de: 'Internet-Telefonie', en: 'Internet telephony', nl: 'Internettelefonie', fr: 'Téléphonie internet' } },
        type: 'private',
        category: 'VOIP',
        plans: [
          {
            id: VOIPPRIV.id,
            code: VOIPPRIV.code,
            category: VOIPPRIV.category,
            type: VOIPPRIV.type,
            monthly_price: VOIPPRIV.monthly_price ?? null,
            setup_price: VOIPPRIV.setup_price ?? null,
            translation_key: VOIPPRIV.translation_key ?? null,
            translations: VOIPPRIV.translations ?? null,
            isCustomizable: false,
            highlighted: true,
          },
        ],
      },
    ],
  };
}

export const plan = () => ({ data: planResponse(VOIPPRIV) });

export const autoAddressRequest = { address_search: 'Friedrichstraße 123', country: ['DEU'], lang: 'de' as const };
export const autoAddressAnswer = () => ({ autocomplete: { suggestions: { suggestions: suggest(autoAddressRequest.address_search, autoAddressRequest.country) } } });

export const providerAvailabilityRequest = { ...address, exact_address: true, planCode: 'TALPRIV100' };
export const apcCheckRequest = { address, options: { addressMatch: 'exact' as const, include: ['voip' as const], timeout: 30_000 }, planCode };

const checkedAddress = { ...address, areaCode: '030', full: 'Friedrichstraße 123, 10117 Berlin', exact_address: true };
const fastLine = { name: 'FTTH', bandwidth: { download: { maxBandwidthMbit: 1000 }, upload: { maxBandwidthMbit: 200 } } };
const vdsl = { name: 'VDSL2 Vectoring', bandwidth: { download: { maxBandwidthMbit: 250 }, upload: { maxBandwidthMbit: 40 } } };
const linePlans = ['TALPRIV100', 'TALBIZ250', 'TALBIZFLEX'];
export const providerAvailabilityAnswer: AvailabilityResult = {
  canOrder: true,
  address: checkedAddress,
  availablePlans: linePlans,
  results: linePlans.map((code) => ({ product: planName(findPlan(code)!, 'de'), code })),
  code: 200,
  errorMessages: null,
  providers: [fastLine, vdsl],
};
const notAvailableMessage = {
  de: 'Leider ist an dieser Adresse kein Anschluss verfügbar.',
  en: 'Unfortunately no connection is available at this address.',
  nl: 'Helaas is er op dit adres geen aansluiting beschikbaar.',
  fr: 'Malheureusement, aucune connexion n’est disponible à cette adresse.',
};
export const notAvailableAnswer: AvailabilityResult = {
  canOrder: false,
  address: { street: 'Dorfstraße', houseNumber: '7', zipCode: '17258', city: 'Feldberger Seenlandschaft', country: 'DE', areaCode: '039831', full: 'Dorfstraße 7, 17258 Feldberger Seenlandschaft', exact_address: true },
  availablePlans: [],
  results: [],
  code: 404,
  errorMessages: [{ message: notAvailableMessage }],
};
const voipPlans = ['VOIPPRIV', 'VOIPBIZ', 'SIPB'];
export const apcCheckAnswer: ApcCheckResponse = {
  canOrder: true,
  address: checkedAddress,
  availablePlans: voipPlans,
  results: voipPlans.map((code) => ({ product: planName(findPlan(code)!, 'de'), code })),
  code: 200,
  errorMessages: null,
  numbers: { geographic: true, nomadic: true },
};

export const cartRequest = { order: selection, voucherCode: 'WELCOME10' };
export const cartAnswer = () => orderCart(VOIPPRIV, selection, 'WELCOME10');

export const companiesQuery = { text: 'Isar', country: 'DE' as const };
export const companiesAnswer = () => ({
  data: companies.filter((company) => company.country === 'DE' && company.name.includes('Isar')).map(({ country: _country, ...company }) => company),
});
export const providersAnswer = () => ({ data: providers });

export const voucherQuery = {
  voucherCode: 'WELCOME10',
  ...address,
  cartAddons: selection.addons.map((addon) => ({ id: String(addon.id), quantity: String(addon.quantity) })),
};
export const voucherAnswer = () => ({ data: voucherCheck(VOIPPRIV, voucherQuery) });

const customer = { salutation: 'Mrs' as const, firstName: 'Jana', lastName: 'Weiß', birthday: '14.03.1988' };
const contact = { phoneNumber: '+49 30 12345678', email: 'jana.weiss@example.org' };
const accountSettings = { callDetailRecord: 'none', newsletterSetting: false, payByDirectDebit: true, invoicePdfAttachment: 0 as const, isoLanguageCode: 'de' };
const bankAccount = { owner: 'Jana Weiß', bic: 'COBADEFFXXX', iban: 'DE89370400440532013000' };

/** `PUT order`, one body per step (the element saves each step's section as it is left). */
export const orderSteps = {
  product: { order: selection },
  customer: { customer, contact, orderAddress: address, accountSettings, bankAccount, serviceCountry: 'DE' },
  account: { password: 'Geheim-2026!' },
};
/** What `PUT order` answers after the customer step: the order saved so far, never the password. */
export const savedOrder = { data: { order: selection, orderAddress: address, customer, contact, accountSettings, bankAccount, serviceCountry: 'DE' } };
export const savedAddress = { data: { orderAddress: address } };

export const validateRequest = { type: 'contact.phoneNumber' as const, value: contact.phoneNumber };
export const validateAnswer = () => validateField(validateRequest.type, validateRequest.value);

export const partner = { code: 'PARTNER01', agentCode: 'AG-007', nextReference: 'REF-2026-0002', takenReference: 'REF-2026-0001' };

export const quoteRequest: QuoteRequest = {
  order: selection,
  lang: 'de',
  customer: { salutation: 'Company', companyName: 'Isar Software AG', firstName: 'Anna', lastName: 'Schmidt' },
  contact: { email: 'anna@example.com', phoneNumber: '+49 89 1234567' },
};

export const planLinkRequest: PlanLinkRequest = {
  config: selection.addons.map((addon) => ({ id: addon.id, name: addon.name, quantity: addon.quantity })),
  email: 'jana.weiss@example.org',
  plan_code: planCode,
};
export const planLinkAnswer = {
  data: { ...planLinkRequest, hash: 'k7q2m9x4c1v8b3n6z5w0', url: `/plans/${planCode}/product/?plan_link=k7q2m9x4c1v8b3n6z5w0`, createdAt: '2026-12-06T10:15:00.000Z' },
};

export const submitOrderBody: SubmitOrderBody = { ...orderSteps.customer, ...orderSteps.account, order: selection };
export const idempotencyKey = '5f0c6f2e-8a4b-4d7e-9c1a-3b2d4e6f8a10';
export const submitOrderAnswer = { transactionId: 'NT-2026-000001', verificationType: 'nect', url: 'https://nect.example/ident/NT-2026-000001' };

export const errors = {
  invalid: { message: 'Invalid request', issues: [{ path: ['contact', 'email'], code: 'too_big', message: 'Too big: expected string to have <=254 characters' }] },
  unknownPlan: { message: 'Invalid request', issues: [{ path: ['order', 'plan', 'code'], message: 'Unknown plan' }] },
  sessionEnded: { message: 'Session ended', code: 'SESSION_ENDED' },
  invalidToken: { message: 'Invalid token' },
  xsrf: { message: 'CSRF token mismatch', code: 'XSRF' },
  planNotFound: { message: 'Plan not found' },
  addressCheckRequired: { message: 'Address check required', code: 412 },
  tooLarge: { message: 'Request body too large: at most 65536 bytes', maximum: 65536 },
  otherBody: { message: 'This Idempotency-Key was sent with another order body: a changed order needs a new key.', code: 'IDEMPOTENCY_KEY_BODY' },
  keyRequired: { message: 'Idempotency-Key header required' },
  serverError: { message: 'Internal server error' },
  partnerNotFound: { message: 'Partner not found' },
  noPlanLink: { message: 'No plan link saved for this plan' },
  unknownNamespace: { message: 'Unknown namespace order5' },
};
