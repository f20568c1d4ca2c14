import type { AuthResponse, PlanClass, TranslationsResponse } from '../src/api/index.ts';
import { emptyConnectionInfo, emptyCustomerForm, emptyQuoteForm, type QuoteFormValues } from '../src/domain/emptyForms.ts';
import type {
  CalendarDate,
  CatalogueLookupKind,
  ConnectionInfo,
  CustomerForm,
  Id,
  Language,
  LiveChecks,
  LocalizedText,
  PartnerState,
  Plan,
  SelectedAddon,
  Voucher,
} from '../src/domain/index.ts';
import type { Failure } from './failure.ts';
import type * as StepRulesModule from './stepRules.ts';
import { parseQuery, type QueryParameters } from './query.ts';
import { parseRoute, type Route } from './routes.ts';
import type { StepName } from './steps.ts';

/** The rules of the steps (validity, order builder, selection): a lazy chunk, loaded when a plan opens. */
export type StepRules = typeof StepRulesModule;

/** The form sections the spec stores (section 3, "Session-stored form sections"), as plain typed objects. */
export interface OrderForm {
  /** product and activation steps */
  connection: ConnectionInfo;
  /** customer, account and confirm steps */
  customer: CustomerForm;
  /** the cart: selectedCartAddons */
  selectedCartAddons: SelectedAddon[];
  voucher: Voucher | null;
  quoteHash: string | null;
  /** the quote request form of the cart (business plans) */
  quoteForm: QuoteFormValues;
  /** the e-mail address a plan link is sent to */
  planLinkEmail: string;
  parentCustomerId: string | null;
  /** a partner order's reference number, sent instead of the password */
  referenceNumber: string | null;
  /** the fastest download at the verified address (Mbit), the order's `bandwidth` */
  bandwidth: number | null;
  /** the `Idempotency-Key` of this order's `POST orders` once sent: a reload reuses it, a new order gets a new one */
  submissionKey: string | null;
}

/** The answer of the last `POST orders` (spec section 7): the thanks and nect pages show it. */
export interface SubmittedOrder {
  transactionId: string;
  verification: { type: string; url: string | null } | null;
}

export type FormSectionName = 'connection' | 'customer';

/** Flow state (spec section 3). The current step is the route's; the valid step is derived, never stored. */
export interface FlowState {
  highestStep: StepName | null;
  cameFromPlanList: boolean;
  /** steps that `skip_to` jumped over: they count as valid (spec section 2) */
  skippedSteps: StepName[];
  /** a "change" link of the confirm step: the changed step leads back to confirm (not kept over a reload) */
  returnToConfirm?: boolean;
}

export type AlertKey = 'error.token.invalid';

/** What the rules did to the selection, told to the user (spec section 2, product step). */
export type SelectionNotice =
  /** `excludes`/`disables`: chosen add-ons that a new choice took out */
  | { type: 'removedByRules'; addonIds: Id[] }
  /** `forces_plan`: the order moved to another plan because of this add-on */
  | { type: 'planForced'; addonName: LocalizedText & { default: string }; fromPlan: string; toPlan: string }
  /** a plan link or a quote's address whose saved configuration the server no longer has: the plan's own is shown */
  | { type: 'savedConfigurationUnavailable' };

/** A selection that named something the plan does not have (spec section 8). */
export interface CatalogueError {
  kind: CatalogueLookupKind;
  id: Id;
}
/** The external targets (spec sections 2, 9), named as the element's attributes: `partner-portal-url`, ... */
export type PortalTarget = 'partnerPortal' | 'customerPortal' | 'externalThanks' | 'subscriptionManagement';

export interface OrderContext {
  basePath: string;
  /** the element's `plan` attribute: the plan to open when the address names none */
  planAttribute: string | null;
  route: Route;
  /** the query string of the address, with its `?` */
  search: string;
  /** how the URL adapter writes the route: a user's move is pushed, a redirect replaces */
  history: 'push' | 'replace';
  query: QueryParameters;
  language: Language;
  authToken: string | null;
  auth: AuthResponse | null;
  partner: PartnerState;
  /** the order type of the query (relocation, ekp, ...) */
  orderType: string | null;
  preselect: boolean;
  /** the voucher code input (from `?voucher`) */
  voucherCode: string;
  planClasses: PlanClass[];
  translations: TranslationsResponse | null;
  /** failed boot loads (translations, plan classes): the boot fails with any */
  bootErrors: Failure[];
  plan: Plan | null;
  /** loaded with the first plan (`ready.page.plan.preparing`); non-null in every state of the flow */
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
  form: OrderForm;
  /** fields whose messages show: validated 500 ms after touch, or all of a step on a failed next */
  validated: string[];
  /** how often a failed next revealed a step's errors: the error summary takes the focus again on each */
  stepErrorsShown: number;
  /** what the live validation of each field found (spec section 7), per section, by field path */
  liveChecks: Record<FormSectionName, LiveChecks>;
  flow: FlowState;
  submitted: SubmittedOrder | null;
  today: CalendarDate;
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

export function emptyOrderForm(): OrderForm {
  return {
    connection: emptyConnectionInfo(),
    customer: emptyCustomerForm(),
    selectedCartAddons: [],
    voucher: null,
    quoteHash: null,
    quoteForm: emptyQuoteForm(),
    planLinkEmail: '',
    parentCustomerId: null,
    referenceNumber: null,
    bandwidth: null,
    submissionKey: null,
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
    liveChecks: { connection: {}, customer: {} },
    flow: restored?.flow ?? { highestStep: null, cameFromPlanList: false, skippedSteps: [] },
    submitted: null,
    today: input.today,
  };
}
