import type { AuthResponse, PlanClass, TranslationsResponse } from '../../src/api/index.ts';
import type { CalendarDate, Language, PartnerState } from '../../src/domain/index.ts';
import type { BicTableCountry } from '../../src/domain/bankCode.ts';
import type { BicTable } from '../../src/domain/derivedBic.ts';
import type { Failure } from '../failure.ts';
import type { StepName } from '../steps.ts';
import { parseQuery, type QueryParameters } from '../query.ts';
import { parseRoute, type Route } from '../routes.ts';
import { emptyFlow, emptyOrderForm, type FlowState, type OrderForm } from './form.ts';
import type { CatalogueError, RulesContext, SelectionNotice, StepRules } from './rules.ts';

/** The answer of the last `POST orders` (spec section 7): the thanks and nect pages show it. */
export interface SubmittedOrder {
  transactionId: string;
  verification: { type: string; url: string | null } | null;
  /**
   * The steps the visitor changed after this order went out, when its answer was lost and the server had placed it
   * (issue 48): the order does not hold those changes, and the success page says so. Empty for every other order.
   */
  changedSteps: StepName[];
}

export type AlertKey = 'error.token.invalid';

/** The external targets (spec sections 2, 9), named as the element's attributes: `partner-portal-url`, ... */
export type PortalTarget = 'partnerPortal' | 'customerPortal' | 'externalThanks' | 'subscriptionManagement';

/**
 * The root machine's context. What the step rules read of it (the plan, the form, the flow, the partner, ...) is
 * declared in `RulesContext` (./rules.ts).
 */
export interface OrderContext extends RulesContext {
  basePath: string;
  /** the element's `plan` attribute: the plan to open when the address names none */
  planAttribute: string | null;
  route: Route;
  /** the query string of the address, with its `?` */
  search: string;
  /** how the URL adapter writes the route: a user's move is pushed, a redirect replaces */
  history: 'push' | 'replace';
  query: QueryParameters;
  authToken: string | null;
  /** the order type of the query (relocation, ekp, ...) */
  orderType: string | null;
  preselect: boolean;
  /** the voucher code input (from `?voucher`) */
  voucherCode: string;
  translations: TranslationsResponse | null;
  /** failed boot loads (translations, plan classes): the boot fails with any */
  bootErrors: Failure[];
  /** loaded with the first plan (the plan's load brings them); non-null in every state of the flow */
  stepRules: StepRules | null;
  /** the plan changed: its preselected add-ons are chosen when its flow starts */
  selectionPending: boolean;
  /** the last failed plan load, for the route that asked for it */
  planFailure: (Failure & { plan: string }) | null;
  /** spec section 8: "stored as api-call error" */
  apiError: Failure | null;
  /** spec section 8: a selection naming a missing category, add-on or toggle */
  catalogueError: CatalogueError | null;
  selectionNotice: SelectionNotice | null;
  alert: AlertKey | null;
  redirectTo: PortalTarget | null;
  /** fields whose messages show: validated 500 ms after touch, or all of a step on a failed next */
  validated: string[];
  /** how often a failed next revealed a step's errors: the error summary takes the focus again on each */
  stepErrorsShown: number;
  /** the iban-to-bic table of the IBAN's country, once loaded: the BIC is derived from the IBAN with it */
  bicTable: BicTable | null;
  /** the country whose table was asked for last, and whether its load failed: the IBAN's next change asks again */
  bicTableLoad: { country: BicTableCountry; failed: boolean } | null;
  /** how often the order saved so far failed to be saved again in a new session, since the renewal (issue 48) */
  sessionRestoreFailures: number;
  submitted: SubmittedOrder | null;
}

export interface OrderLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** What a reload restores (DESIGN.md, "Data that must not be lost"); the persistence adapter writes it. */
export interface RestoredOrder {
  form: OrderForm;
  flow: FlowState;
  planCode: string | null;
  partner: PartnerState;
}

export interface OrderMachineInput {
  location: OrderLocation;
  basePath: string;
  planAttribute?: string | null;
  language: Language;
  /** the auth token kept in sessionStorage by an earlier visit */
  storedToken?: string | null;
  restored?: RestoredOrder | null;
  today: CalendarDate;
}

export function emptyPartnerState(): PartnerState {
  return {
    isPartnerPortal: false,
    isTrustedPartner: false,
    partnerCode: null,
    agentCode: null,
    partnerReference: null,
    isCustomerPortal: false,
    parentCustomerId: null,
  };
}

export function initialContext(input: OrderMachineInput): OrderContext {
  const restored = input.restored ?? null;
  return {
    basePath: input.basePath,
    planAttribute: input.planAttribute || null,
    route: parseRoute(input.location.pathname, input.location.search, input.basePath),
    search: input.location.search,
    history: 'replace',
    query: parseQuery(input.location.search),
    language: input.language,
    authToken: input.storedToken ?? null,
    auth: null,
    partner: restored?.partner ?? emptyPartnerState(),
    orderType: null,
    preselect: false,
    voucherCode: '',
    planClasses: [],
    translations: null,
    bootErrors: [],
    plan: null,
    stepRules: null,
    selectionPending: false,
    planFailure: null,
    apiError: null,
    catalogueError: null,
    selectionNotice: null,
    alert: null,
    redirectTo: null,
    form: restored?.form ?? emptyOrderForm(),
    validated: [],
    stepErrorsShown: 0,
    bicTable: null,
    bicTableLoad: null,
    sessionRestoreFailures: 0,
    liveChecks: { connection: {}, customer: {} },
    flow: restored?.flow ?? emptyFlow(),
    submitted: null,
    today: input.today,
  };
}
