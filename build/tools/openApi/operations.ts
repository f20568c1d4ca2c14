/**
 * Every operation of `/api/` (spec section 7, and `GET orders/by-key/{idempotencyKey}` of issue 48), each with the
 * zod schemas the element sends and parses with (src/api/schemas/), the answers of the error catalogue (spec section
 * 8) and an example of each request and answer (./examples.ts). ./document.ts makes the OpenAPI document of them.
 * The operationId is the element's name of the call (`ApiCallName`, src/api/errors.ts), as its errors carry it.
 */
import type { ApiCallName } from '../../../src/api/errors.ts';
import * as api from '../../../src/api/schemas/index.ts';
import { BodyTooLargeAnswer, ErrorAnswer, IdempotencyKeyBodyAnswer, InvalidRequestAnswer } from '../../../src/api/schemas/errors.ts';
import * as example from './examples.ts';

type Schema = object;

export interface Answer {
  description: string;
  /** an answer many operations give: one entry of the document's `components.responses` under this name */
  component?: string;
  /** a JSON answer's schema; none with `pdf` or for a 204 */
  schema?: Schema;
  pdf?: boolean;
  /** named examples (the first is the answer the contract check expects from the examples' journey) */
  examples?: Record<string, unknown>;
  /** response headers by name: their description, and whether every such answer carries them */
  headers?: Record<string, { description: string; required?: boolean; example?: string }>;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  description: string;
  required?: boolean;
  schema?: object;
  example?: unknown;
  /** the query's parameters taken from a zod object (each property one parameter) */
  style?: string;
  explode?: boolean;
}

export interface Operation {
  operationId: ApiCallName;
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  tag: string;
  summary: string;
  description: string;
  /** the element's first call: no session cookie yet; `bearer`: the partner's token */
  security?: 'none' | 'bearer';
  parameters?: Parameter[];
  /** a zod object whose properties are the query's parameters, and an example of it */
  query?: { schema: Schema; example: Record<string, unknown>; description?: Record<string, string> };
  body?: { schema: Schema; description: string; examples: Record<string, unknown> };
  /** PUT, POST, DELETE: the `X-XSRF-TOKEN` echo is required (all but `POST auth`) */
  xsrf?: boolean;
  answers: Record<string, Answer>;
}

const named = (component: string, answer: Answer): Answer => ({ component, ...answer });
const error = (description: string, examples: Record<string, unknown>): Answer => ({ description, schema: ErrorAnswer, examples });
const invalid = (description = 'The body or query is refused: the issues say where and why.'): Answer => ({ description, schema: InvalidRequestAnswer, examples: { invalid: example.errors.invalid } });
const sessionEnded: Answer = named('SessionEnded', error(
  'The session ended (expired, or ended by the server). The element makes a new session once (`GET auth`, or `POST auth` with the partner token it started with) and sends the call again.',
  { sessionEnded: example.errors.sessionEnded },
));
const xsrfRefused: Answer = named('XsrfRefused', error(
  'The `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie. When the answer sets a new `XSRF-TOKEN` cookie, the element sends the call once more with it.',
  { xsrf: example.errors.xsrf },
));
const tooLarge: Answer = { component: 'BodyTooLarge', description: 'The body is larger than the server takes (the demo: 64 KB; an order with every add-on is some 8 KB).', schema: BodyTooLargeAnswer, examples: { tooLarge: example.errors.tooLarge } };
const serverError: Answer = named(
  'ServerError',
  error('The server failed. The element reports it (with no status or 500 and above only, spec section 8) and shows its failure message.', {
    serverError: example.errors.serverError,
  }),
);
const pdf = (description: string, filename: string): Answer => ({
  description,
  pdf: true,
  headers: {
    'Content-Disposition': {
      description: 'The file name the browser saves the PDF under: `filename*` (UTF-8) first, then `filename`.',
      required: true,
      example: `attachment; filename="${filename}"; filename*=UTF-8''${filename}`,
    },
  },
});

/** The answers every call of a session can give besides its own. */
const ofSession = { '401': sessionEnded, '5XX': serverError };
/** ... and every PUT, POST and DELETE. */
const ofChange = { ...ofSession, '403': xsrfRefused, '413': tooLarge };

const setsCookies = {
  'Set-Cookie': {
    description:
      'The session cookie (the demo: `demo_session`) and the `XSRF-TOKEN` cookie the element echoes as `X-XSRF-TOKEN` on every PUT, POST and DELETE; set on the first call of a visitor and whenever they change. Readable by the page (not HttpOnly) for `XSRF-TOKEN`.',
  },
};

export const operations: Operation[] = [
  {
    operationId: 'checkSession',
    method: 'get',
    path: '/auth',
    tag: 'session',
    summary: 'The session check: who is ordering',
    description:
      'The element\'s first call (spec section 4, "Bootstrap"). Without a session cookie, or with one of a session that ended, the server makes a new session and sets its cookies; an anonymous visitor gets `isAuthenticated: false` and every flag off. Also the element\'s way to a new session after a 401.',
    security: 'none',
    answers: {
      '200': { description: 'The session\'s user and partner flags (spec section 6).', schema: api.AuthResponse, examples: { anonymous: example.auth.anonymous, partner: example.auth.partner }, headers: setsCookies },
      '5XX': serverError,
    },
  },
  {
    operationId: 'authenticateWithToken',
    method: 'post',
    path: '/auth',
    tag: 'session',
    summary: 'Sign in with the partner\'s token',
    description:
      'The token of the page\'s `#auth_token=` hash as a bearer token (spec sections 2, 6). It may be the first call, before any cookie: a bearer token is not sent by a browser on its own, so no `X-XSRF-TOKEN` is needed. The session takes the token\'s user; a new session is made if there is none.',
    security: 'bearer',
    answers: {
      '200': { description: 'The token\'s user and partner flags.', schema: api.AuthResponse, examples: { partner: example.auth.partner }, headers: setsCookies },
      '401': error("The token is invalid: the element alerts 'error.token.invalid' and sends the visitor to the partner or customer portal (spec section 8).", {
        invalidToken: example.errors.invalidToken,
      }),
      '5XX': serverError,
    },
  },
  {
    operationId: 'loadPlanClasses',
    method: 'get',
    path: '/plan-classes',
    tag: 'catalogue',
    summary: 'The plan list',
    description: 'Loaded at the start beside the translations (spec section 4). The query carries what the page\'s own query said.',
    query: {
      schema: api.PlanClassesQuery,
      example: {},
      description: {
        api: 'the page query\'s `api`, passed on',
        type: 'the order type (`relocation`, `ekp`, ...): a relocation lists line (TAL) plans only',
        product_code: 'one plan only',
        partner_code: 'the partner\'s plans',
      },
    },
    answers: { '200': { description: 'The plan classes, each with its plans.', schema: api.PlanClassesResponse, examples: { planClasses: example.planClassesExcerpt() } }, '400': invalid(), ...ofSession },
  },
  {
    operationId: 'loadTranslations',
    method: 'get',
    path: '/translations/{namespace}',
    tag: 'catalogue',
    summary: 'The texts of a namespace, every language at once',
    description:
      'i18next resources per language (`{ de, en, nl, fr }`), placeholders in single braces (`{max}`). `order4` and `orderAvailability` at the start; `order4_plan_config` is the plan-config fallback (spec section 7). Texts holding the placeholder marker `####` are blanked by the element.',
    parameters: [{ name: 'namespace', in: 'path', description: 'the namespace', required: true, schema: api.TranslationNamespace, example: 'order4' }],
    answers: {
      '200': { description: 'Every language\'s texts (the example is an excerpt).', schema: api.TranslationsResponse, examples: { order4: example.translationsExcerpt() } },
      '404': error('No such namespace.', { unknownNamespace: example.errors.unknownNamespace }),
      ...ofSession,
    },
  },
  {
    operationId: 'loadPlan',
    method: 'get',
    path: '/plans/{code}',
    tag: 'catalogue',
    summary: 'A plan\'s configuration',
    description: 'The plan with its categories, add-ons and rules, and `vatPercentage` (spec sections 3, 7). Sent as the visitor picks a plan.',
    parameters: [{ name: 'code', in: 'path', description: 'the plan code (upper case)', required: true, schema: { type: 'string' }, example: example.planCode }],
    query: { schema: api.LangQuery, example: { lang: 'de' }, description: { lang: 'the page\'s language' } },
    answers: {
      '200': { description: 'The plan.', schema: api.PlanResponse, examples: { [example.planCode]: example.plan() } },
      '400': invalid(),
      '404': error('No such plan: the element goes to /plans/error (spec section 8).', { planNotFound: example.errors.planNotFound }),
      '412': error('The plan needs an address check first (a line plan before a successful availability check): the element opens the address-check dialog (spec section 8).', {
        addressCheckRequired: example.errors.addressCheckRequired,
      }),
      ...ofSession,
    },
  },
  {
    operationId: 'searchAddresses',
    method: 'post',
    path: '/auto-address',
    tag: 'address',
    summary: 'The address search (autocomplete)',
    description: 'Sent 500 ms after the visitor stops typing, only for a search holding a digit. The element shows the suggestions matched down to the house number (`matchLevel: houseNumber`).',
    xsrf: true,
    body: { schema: api.AutoAddressRequest, description: 'The search text, the countries (alpha-3: AUT, FRA, NLD for an international plan), the language.', examples: { search: example.autoAddressRequest } },
    answers: {
      '200': { description: 'The suggestions.', schema: api.AutoAddressResponse, examples: { suggestions: example.autoAddressAnswer() } },
      '400': invalid(),
      ...ofChange,
    },
  },
  {
    operationId: 'checkApc',
    method: 'post',
    path: '/apc/check',
    tag: 'address',
    summary: 'The availability check of a VoIP or international plan',
    description:
      'Available when `code` is 200 (geographic and nomadic numbers) or 201 (only nomadic numbers). A 4xx answer counts as "not available" (spec section 7). The element gives it 30 s. A successful check is the session\'s checked address.',
    xsrf: true,
    body: { schema: api.ApcCheckRequest, description: 'The address (trimmed, none empty) and the options.', examples: { berlin: example.apcCheckRequest } },
    answers: {
      '200': { description: 'Available, geographic numbers too.', schema: api.ApcCheckResponse, examples: { available: example.apcCheckAnswer } },
      '201': { description: 'Available, only nomadic numbers.', schema: api.ApcCheckResponse, examples: { nomadicOnly: { ...example.apcCheckAnswer, code: 201, numbers: { geographic: false, nomadic: true } } } },
      '400': invalid(),
      '404': { description: 'Not available at this address.', schema: api.ApcCheckResponse, examples: { notAvailable: { ...example.notAvailableAnswer, numbers: null } } },
      ...ofChange,
    },
  },
  {
    operationId: 'checkProviderAvailability',
    method: 'post',
    path: '/provider-availabilities/{provider}',
    tag: 'address',
    summary: 'The availability check of a line (TAL) plan',
    description:
      'Domestic line plans (default provider TAL). A 4xx answer counts as "not available" (spec section 7); the element gives it 30 s. A successful check is the session\'s checked address: the line plans stop answering 412.',
    xsrf: true,
    parameters: [{ name: 'provider', in: 'path', description: 'the network provider', required: true, schema: { type: 'string' }, example: 'TAL' }],
    body: { schema: api.ProviderAvailabilityRequest, description: 'The address, whether it was matched exactly, the plan.', examples: { berlin: example.providerAvailabilityRequest } },
    answers: {
      '200': { description: 'The providers at the address and the plans that can be ordered there.', schema: api.ProviderAvailabilityResponse, examples: { available: example.providerAvailabilityAnswer } },
      '400': invalid(),
      '404': { description: 'Not available at this address.', schema: api.ProviderAvailabilityResponse, examples: { notAvailable: example.notAvailableAnswer } },
      ...ofChange,
    },
  },
  {
    operationId: 'updateCart',
    method: 'post',
    path: '/cart',
    tag: 'order',
    summary: 'The order cart of a selection',
    description: 'Sent whenever the selection changes (the previous one is canceled): the server\'s totals and discounts, the voucher\'s included.',
    xsrf: true,
    body: { schema: api.CartRequest, description: 'The selection, the customer so far, the voucher.', examples: { selection: example.cartRequest } },
    answers: {
      '200': { description: 'The cart: totals (after, then before discounts) and the discount items.', schema: api.CartResponse, examples: { cart: example.cartAnswer() } },
      '400': invalid('The body is refused, or names a plan the server does not know.'),
      ...ofChange,
    },
  },
  {
    operationId: 'loadProviders',
    method: 'get',
    path: '/providers',
    tag: 'order',
    summary: 'The previous providers a number can be taken over from',
    description: 'For porting (the product step). `id` is what the order sends as `previousEKPID`.',
    answers: { '200': { description: 'The providers.', schema: api.ProvidersResponse, examples: { providers: example.providersAnswer() } }, ...ofSession },
  },
  {
    operationId: 'searchCompanies',
    method: 'get',
    path: '/companies',
    tag: 'order',
    summary: 'The company search',
    description: 'The customer step of a VoIP plan, 500 ms after the visitor stops typing a company name.',
    query: { schema: api.CompaniesQuery, example: example.companiesQuery, description: { text: 'the name typed', country: 'the company\'s country' } },
    answers: { '200': { description: 'The companies whose name holds the text.', schema: api.CompaniesResponse, examples: { companies: example.companiesAnswer() } }, '400': invalid(), ...ofSession },
  },
  {
    operationId: 'checkVoucher',
    method: 'get',
    path: '/plans/{id}/vouchers',
    tag: 'order',
    summary: 'A voucher checked against the cart',
    description:
      'The cart\'s add-ons go as `cartAddons[n][id]` and `cartAddons[n][quantity]`, n from 0 (the example: `cartAddons[0][id]=3112&cartAddons[0][quantity]=1`). An unknown code answers `isValid: false`, not an error.',
    parameters: [
      { name: 'id', in: 'path', description: 'the plan\'s id', required: true, schema: { type: 'string' }, example: String(example.planId) },
      { name: 'voucherCode', in: 'query', description: 'the code typed', required: true, schema: { type: 'string', minLength: 1 }, example: example.voucherQuery.voucherCode },
      { name: 'street', in: 'query', description: 'the connection address', schema: { type: 'string' }, example: example.address.street },
      { name: 'houseNumber', in: 'query', description: 'the connection address', schema: { type: 'string' }, example: example.address.houseNumber },
      { name: 'zipCode', in: 'query', description: 'the connection address', schema: { type: 'string' }, example: example.address.zipCode },
      { name: 'city', in: 'query', description: 'the connection address', schema: { type: 'string' }, example: example.address.city },
      {
        name: 'cartAddons',
        in: 'query',
        description: 'the cart\'s add-ons by index: `cartAddons[0][id]`, `cartAddons[0][quantity]` (digits), ...',
        style: 'deepObject',
        explode: true,
        schema: {
          type: 'object',
          propertyNames: { pattern: '^(0|[1-9][0-9]?)$' },
          additionalProperties: { type: 'object', properties: { id: { type: 'string' }, quantity: { type: 'string', pattern: '^\\d+$' } }, required: ['id', 'quantity'] },
        },
        example: Object.fromEntries(example.voucherQuery.cartAddons.map((addon, n) => [String(n), addon])),
      },
    ],
    answers: {
      '200': { description: 'The voucher: valid or not, and its discount on this cart.', schema: api.VoucherResponse, examples: { welcome10: example.voucherAnswer() } },
      '400': invalid(),
      '404': error('No such plan.', { planNotFound: example.errors.planNotFound }),
      ...ofSession,
    },
  },
  {
    operationId: 'saveOrder',
    method: 'put',
    path: '/order',
    tag: 'order',
    summary: 'Save a part of the order in the session',
    description:
      'Each step\'s section as the visitor leaves it (any block of the order of spec section 3), merged into the session\'s order; after a new session, the order saved so far again. A 4xx resets the order process and returns to the first step (spec section 8: ERR_BAD_REQUEST); a 5xx or no answer keeps the step.',
    xsrf: true,
    body: { schema: api.OrderBody, description: 'Any part of the order.', examples: example.orderSteps },
    answers: {
      '200': { description: 'The order saved so far, never the password.', schema: api.SavedOrderResponse, examples: { savedSoFar: example.savedOrder } },
      '400': invalid(),
      ...ofChange,
    },
  },
  {
    operationId: 'loadOrder',
    method: 'get',
    path: '/order',
    tag: 'order',
    summary: 'The order saved so far',
    description: 'The element reads the checked address and its bandwidth (`fields=orderAddress,bandwidth`). Never the password.',
    query: { schema: api.OrderQuery, example: { fields: 'orderAddress,bandwidth' }, description: { fields: 'the blocks to answer, comma-separated; all when left out' } },
    answers: { '200': { description: 'The order, or the blocks asked for that it has.', schema: api.SavedOrderResponse, examples: { address: example.savedAddress } }, '400': invalid(), ...ofSession },
  },
  {
    operationId: 'validateOrderField',
    method: 'post',
    path: '/plans/{planCode}/order/validate',
    tag: 'order',
    summary: 'The live check of a field',
    description: 'Sent 500 ms after a field of these types was changed (spec sections 4, 5). A failed check is silently ignored: the field keeps its own validity.',
    xsrf: true,
    parameters: [{ name: 'planCode', in: 'path', description: 'the plan code', required: true, schema: { type: 'string' }, example: example.planCode }],
    body: { schema: api.ValidateRequest, description: 'The field\'s type and value.', examples: { phone: example.validateRequest } },
    answers: {
      '200': { description: 'The validation flags.', schema: api.ValidateResponse, examples: { phone: example.validateAnswer() } },
      '400': invalid(),
      '404': error('No such plan.', { planNotFound: example.errors.planNotFound }),
      ...ofChange,
    },
  },
  {
    operationId: 'loadNextPartnerReference',
    method: 'get',
    path: '/partners/{partnerCode}/references',
    tag: 'partner',
    summary: 'The partner\'s next free reference number',
    description: 'A partner\'s order carries a reference number instead of a password (spec section 6).',
    parameters: [{ name: 'partnerCode', in: 'path', description: 'the partner code', required: true, schema: { type: 'string' }, example: example.partner.code }],
    query: { schema: api.NextReferenceQuery, example: { nextReference: '1', agent_code: example.partner.agentCode }, description: { nextReference: 'always 1', agent_code: 'the agent, when one is known' } },
    answers: {
      '200': { description: 'The next free reference numbers.', schema: api.NextReferenceResponse, examples: { next: { references: [example.partner.nextReference] } } },
      '400': invalid(),
      '404': error('No such partner.', { partnerNotFound: example.errors.partnerNotFound }),
      ...ofSession,
    },
  },
  {
    operationId: 'checkPartnerReference',
    method: 'get',
    path: '/partners/{partnerCode}/references/{number}',
    tag: 'partner',
    summary: 'Whether a reference number is still free',
    description: 'A failed lookup marks the reference invalid (spec section 8).',
    parameters: [
      { name: 'partnerCode', in: 'path', description: 'the partner code', required: true, schema: { type: 'string' }, example: example.partner.code },
      { name: 'number', in: 'path', description: 'the reference number typed', required: true, schema: { type: 'string' }, example: example.partner.takenReference },
    ],
    query: { schema: api.ReferenceQuery, example: { agent_code: example.partner.agentCode }, description: { agent_code: 'the agent, when one is known' } },
    answers: {
      '200': { description: 'Whether it is free.', schema: api.ReferenceCheckResponse, examples: { taken: { isAvailable: false } } },
      '400': invalid(),
      '404': error('No such partner.', { partnerNotFound: example.errors.partnerNotFound }),
      ...ofSession,
    },
  },
  {
    operationId: 'loadContractSummary',
    method: 'get',
    path: '/contract-summary',
    tag: 'documents',
    summary: 'The contract summary PDF of the order saved so far',
    description: 'Downloaded from the confirm step.',
    query: { schema: api.LangQuery, example: { lang: 'de' }, description: { lang: 'the language of the PDF' } },
    answers: { '200': pdf('The PDF.', 'Vertragszusammenfassung.pdf'), '400': invalid(), ...ofSession },
  },
  {
    operationId: 'submitQuote',
    method: 'post',
    path: '/quotes',
    tag: 'documents',
    summary: 'A quote PDF instead of an order',
    description:
      'Business plans (spec sections 2, 3): the quote form\'s contact and the selection; for the international plan only the order, the language and the service country. A failure shows \'Submit quote rejected by server.\' (spec section 8).',
    xsrf: true,
    body: { schema: api.QuoteRequest, description: 'The selection and who asks.', examples: { company: example.quoteRequest } },
    answers: { '200': pdf('The quote PDF.', 'Angebot-Isar Software AG.pdf'), '400': invalid('The body is refused, or names a plan the server does not know.'), ...ofChange },
  },
  {
    operationId: 'createPlanLink',
    method: 'post',
    path: '/plan-links',
    tag: 'plan links',
    summary: 'Save the configuration as a plan link and send it by e-mail',
    description: 'The link\'s hash is random and is the key to it: whoever has the address opens the configuration.',
    xsrf: true,
    body: { schema: api.PlanLinkRequest, description: 'The chosen add-ons, the e-mail address, the plan.', examples: { link: example.planLinkRequest } },
    answers: {
      '201': { description: 'The saved link.', schema: api.PlanLinkCreatedResponse, examples: { link: example.planLinkAnswer } },
      '400': invalid('The body is refused, or names a plan the server does not know.'),
      ...ofChange,
    },
  },
  {
    operationId: 'loadPlanLink',
    method: 'get',
    path: '/plan-links/{planCode}',
    tag: 'plan links',
    summary: 'The plan link saved for a plan',
    description:
      'The link the page names (its `plan_link` or `quote_hash` parameter, which the server reads from the call\'s `Referer`), else the session\'s own latest link for the plan. Never another visitor\'s link by the plan alone.',
    parameters: [{ name: 'planCode', in: 'path', description: 'the plan code', required: true, schema: { type: 'string' }, example: example.planCode }],
    answers: {
      '200': { description: 'The link.', schema: api.PlanLinkResponse, examples: { link: example.planLinkAnswer } },
      '404': error('No link saved for this plan (or under the hash named).', { noPlanLink: example.errors.noPlanLink }),
      ...ofSession,
    },
  },
  {
    operationId: 'submitOrder',
    method: 'post',
    path: '/orders',
    tag: 'order',
    summary: 'Place the order',
    description:
      'The final submit, with an `Idempotency-Key` the element made for this order (a UUID). The same key with the same body (from any session of the visitor, also while the first is still on its way) answers the first answer again: the same `transactionId`, one order. The same key with another body answers 422. A refused body (400) makes no order and frees the key. The element never gives it a time limit.',
    xsrf: true,
    parameters: [
      {
        name: 'Idempotency-Key',
        in: 'header',
        description: 'the order\'s key: one key, one order (kept 24 hours)',
        required: true,
        schema: { type: 'string', minLength: 1, maxLength: 200 },
        example: example.idempotencyKey,
      },
    ],
    body: { schema: api.SubmitOrderBody, description: 'The whole order.', examples: { order: example.submitOrderBody } },
    answers: {
      '201': { description: 'The order was placed (or had been, under this key).', schema: api.SubmitOrderResponse, examples: { placed: example.submitOrderAnswer } },
      '200': { description: 'The order was placed (another 2xx than 201 is taken as well).', schema: api.SubmitOrderResponse, examples: { placed: example.submitOrderAnswer } },
      '400': invalid('The body is refused (no order, the key is free again), or the `Idempotency-Key` is missing.'),
      '422': { description: 'The key was sent before with another body: a changed order needs a new key.', schema: IdempotencyKeyBodyAnswer, examples: { otherBody: example.errors.otherBody } },
      ...ofChange,
    },
  },
  {
    operationId: 'findOrder',
    method: 'get',
    path: '/orders/by-key/{idempotencyKey}',
    tag: 'order',
    summary: 'The fate of an order key',
    description:
      'Asked before the element sends an order again whose answer was lost (issue 48): the answer of the order placed under the key (waiting for one still being placed), or `data: null` when there is none. An answer, not an error.',
    parameters: [{ name: 'idempotencyKey', in: 'path', description: 'the order\'s key', required: true, schema: { type: 'string' }, example: example.idempotencyKey }],
    answers: {
      '200': { description: 'The order\'s answer, or null.', schema: api.FoundOrderResponse, examples: { placed: { data: example.submitOrderAnswer }, none: { data: null } } },
      ...ofSession,
    },
  },
  {
    operationId: 'deleteOrder',
    method: 'delete',
    path: '/order',
    tag: 'order',
    summary: 'Forget the order saved so far',
    description: 'The session\'s order is emptied.',
    xsrf: true,
    answers: { '204': { description: 'Emptied.' }, ...ofSession, '403': xsrfRefused },
  },
];
