import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { AuthResponse, OrderBody, PlanClass, PlanClassesQuery, TranslationsResponse } from '../../src/api/index.ts';
import type { BicTableCountry } from '../../src/domain/bankCode.ts';
import type { BicTable } from '../../src/domain/derivedBic.ts';
import type { QuoteFormValues } from '../../src/domain/emptyForms.ts';
import type { OrderKey } from '../../src/domain/orderKey.ts';
import type { Language, Plan } from '../../src/domain/index.ts';
import { isContentRefused, isNetworkFailure, statusOf, toFailure } from '../failure.ts';
import { notProvided } from '../notProvided.ts';
import { partnerFromAuth } from '../partner.ts';
import { withoutQuote } from '../query.ts';
import type { Route } from '../routes.ts';
import { nextStep, previousStep, type StepName } from '../steps.ts';
import type { OrderContext, OrderLocation, OrderMachineInput } from './context.ts';
import type { AddressCheckCompleted, LoadedPlan, OrderEmitted, OrderEvent, OrderSubmitted, SaveSectionInput } from './events.ts';
import { hasVerifiedAddress, isAccessDenied, isCheckedRoute, planOfRoute, rulesOf, samePlan } from './reads.ts';
import type { StepRules } from './rules.ts';
import type { FlowActionArgs, FlowActions, FlowEnqueue } from './flowActions.ts';
import type * as LoadedStepRules from '../stepRules.ts';
import { accessRefused } from './updates/accessRefused.ts';
import { addressChecked } from './updates/addressChecked.ts';
import { locationUpdate } from './updates/locationUpdate.ts';
import { orderCompleted } from './updates/orderCompleted.ts';
import { paymentDataExpired } from './updates/paymentDataExpired.ts';
import { planChanged } from './updates/planChanged.ts';

/** A new session's restore (the order saved so far, saved again) is tried this often before the visitor is told. */
export const SESSION_RESTORE_ATTEMPTS = 3;
export const SESSION_RESTORE_RETRY_MS = 2_000;

/**
 * What only a plan's flow runs: its actions (./flowActions.ts: the steps, the cart's selection, the form's fields and
 * checks) and the order saved so far (a new session's restore). They come with the step rules' chunk
 * (machines/stepRules.ts), which is loaded before any state of the flow is entered, so the first screen carries only
 * their names (DESIGN.md, "The first screen").
 */
type FlowRules = Pick<typeof LoadedStepRules, 'flowActions' | 'flowGuards' | 'storeFlowEvent' | 'orderSavedSoFar'>;

/** The flow's part of the step rules of a context whose step rules are loaded (`rulesOf` throws before). */
export const flowRulesOf = (context: OrderContext): FlowRules => rulesOf(context) as unknown as FlowRules;

/**
 * Runs the flow's action `name` from the step rules' chunk (./flowActions.ts) with this transition's `enqueue`: each
 * flow action of the setup is an `enqueueActions` that calls it.
 */
function flowAction<Name extends keyof FlowActions>(
  name: Name,
  { context, event, enqueue }: { context: OrderContext; event: OrderEvent; enqueue: object },
  params: Parameters<FlowActions[Name]>[1],
): void {
  const rules = flowRulesOf(context);
  const action = (name === 'storeFlowEvent' ? rules.storeFlowEvent : rules.flowActions[name as keyof typeof rules.flowActions]) as (args: FlowActionArgs, params: unknown) => void;
  action({ context, event, enqueue: enqueue as FlowEnqueue }, params);
}

/**
 * The actors the composition root gives (src/runtime/actors/order.ts), as placeholders for tests and types (the step
 * rules' the real one): the shipped element never builds them.
 */
export const placeholderActors = () => ({
  authenticate: fromPromise<AuthResponse, { token: string | null }>(notProvided('authenticate')),
  loadPlanClasses: fromPromise<PlanClass[], { query: PlanClassesQuery }>(notProvided('loadPlanClasses')),
  loadTranslations: fromPromise<TranslationsResponse, void>(notProvided('loadTranslations')),
  /** the plan, and the rules of its steps (validity, the order builder, the cart's selection): a chunk of their own */
  loadPlan: fromPromise<LoadedPlan, { code: string; lang: Language }>(notProvided('loadPlan')),
  saveSection: fromPromise<unknown, SaveSectionInput>(notProvided('saveSection')),
  /** `GET order?fields=orderAddress,bandwidth`: the verified address of the server session, on reload */
  loadOrderAddress: fromPromise<Pick<OrderBody, 'orderAddress' | 'bandwidth'>, void>(notProvided('loadOrderAddress')),
  /** a new session asked for by the visitor, made as the start-up makes it (the partner's token kept) */
  renewSession: fromPromise<AuthResponse, void>(notProvided('renewSession')),
  /** `PUT order` with the order saved so far, in a new session */
  restoreOrder: fromPromise<unknown, { body: Partial<OrderBody> }>(notProvided('restoreOrder')),
  /** the iban-to-bic table of one country: a data chunk of its own, fetched once */
  loadBicTable: fromPromise<BicTable, { country: BicTableCountry }>(notProvided('loadBicTable')),
});

/** The root machine's actors by name: what the composition root (or a test) gives in place of the placeholders. */
export type OrderActorImplementations = ReturnType<typeof placeholderActors>;

/**
 * The root order machine's actors, guards and actions (its states are order.machine.ts), with the given actors. An action that is a domain rule calls a pure update of ./updates/. The composition root
 * builds its machine with its actors here, once: a `provide()` on a machine built before would build the whole state
 * tree a second time at start-up.
 */
export function orderSetupWith(actors: OrderActorImplementations) {
  return setup({
    types: {
      context: {} as OrderContext,
      events: {} as OrderEvent,
      input: {} as OrderMachineInput,
      emitted: {} as OrderEmitted,
    },
    actors,
    delays: {
      /** spec section 5: field validation runs 500 ms after touch */
      debounce: 500,
      /** how long "back online" is told before the live region is quiet again */
      restoredNotice: 5_000,
      /** a new session's restore that failed is tried again after this */
      sessionRestoreRetry: SESSION_RESTORE_RETRY_MS,
    },
    guards: {
      // the failure being handled is counted by the transition this guards
      isSessionRefused: (_, error: unknown) => statusOf(error) === 401,
      canRetryRestore: ({ context }) => context.sessionRestoreFailures + 1 < SESSION_RESTORE_ATTEMPTS,
      hasToken: ({ context }) => context.authToken !== null,
      isTokenRejected: ({ context }, error: unknown) => context.authToken !== null && statusOf(error) === 401,
      isAccessDenied: ({ context }) => isAccessDenied(context),
      // Spec section 2: the authenticated user is checked on plan routes, except thanks and link-created.
      isAccessDeniedWith: ({ context }, params: { auth: AuthResponse }) =>
        isCheckedRoute(context) && isAccessDenied({ auth: params.auth, partner: partnerFromAuth(context.partner, params.auth) }),
      isBootFailed: ({ context }) => context.bootErrors.length > 0,
      isPlanRouteRequested: ({ context }) => isCheckedRoute(context),
      isRoute: ({ context }, name: Route['name']) => context.route.name === name,
      isPlanLoadedForRoute: ({ context }) => planOfRoute(context) !== null && samePlan(context.plan?.code, planOfRoute(context)),
      isPlanFailedWith: ({ context }, status: 404 | 412 | 'other') => {
        const failure = context.planFailure;
        if (!failure || !samePlan(failure.plan, planOfRoute(context))) return false;
        return status === 'other' ? failure.status !== 404 && failure.status !== 412 : failure.status === status;
      },
      // the flow's own, with the step rules (./flowActions.ts)
      isSkipToCustomer: ({ context }) => flowRulesOf(context).flowGuards.isSkipToCustomer(context),
      isOnPlanWithoutStep: ({ context }) => context.route.name === 'plan',
      isVisitableStep: ({ context }, step: StepName) => flowRulesOf(context).flowGuards.isVisitableStep(context, step),
      isCurrentStepComplete: ({ context }) => flowRulesOf(context).flowGuards.isCurrentStepComplete(context),
      // the step order is static (machines/steps.ts): the shell asks `step.back` of a flow that may stand without its rules
      hasNextStep: ({ context }) => context.route.name === 'step' && context.plan !== null && nextStep(context.plan, context.route.step) !== undefined,
      hasPreviousStep: ({ context }) =>
        context.route.name === 'step' && context.plan !== null && previousStep(context.plan, context.route.step) !== undefined,
      isContentRefused: (_, error: unknown) => isContentRefused(error),
      isNetworkFailure: (_, error: unknown) => isNetworkFailure(error),
      isQuoteRequested: ({ context }) => context.query.quote || context.query.preselect,
      hasVerifiedAddress: ({ context }) => hasVerifiedAddress(context),
    },
    actions: {
      // start-up and routes
      applyLocation: assign(({ context }, location: OrderLocation) => locationUpdate(context, location)),
      requestRoute: assign(({ context }, params: { route: Route; search?: string | undefined }) => ({
        route: params.route,
        search: params.search ?? '',
        history: 'push' as const,
        // the plan list is a new start: the next plan is chosen from it again
        flow: params.route.name === 'plans' ? { ...context.flow, cameFromPlanList: false } : context.flow,
      })),
      choosePlan: assign(({ context }, plan: string) => ({
        route: { name: 'plan', plan } as Route,
        search: '',
        history: 'push' as const,
        flow: { ...context.flow, cameFromPlanList: true },
      })),
      changeLanguage: assign((_, language: Language) => ({ language })),
      storeAuth: assign(({ context }, auth: AuthResponse) => ({ auth, partner: partnerFromAuth(context.partner, auth) })),
      countRestoreFailure: assign(({ context }) => ({ sessionRestoreFailures: context.sessionRestoreFailures + 1 })),
      forgetRestoreFailures: assign({ sessionRestoreFailures: 0 }),
      storePlanClasses: assign((_, planClasses: PlanClass[]) => ({ planClasses })),
      storeTranslations: assign((_, translations: TranslationsResponse) => ({ translations })),
      recordBootError: assign(({ context }, error: unknown) => ({ bootErrors: [...context.bootErrors, toFailure(error)] })),
      clearBootErrors: assign({ bootErrors: [] }),
      denyAccess: assign(({ context }) => accessRefused(context)),
      redirectToPortal: emit(({ context }) => ({ type: 'redirect' as const, target: context.redirectTo ?? ('partnerPortal' as const) })),
      announceBootFailure: emit(({ context }) => {
        const failure = context.bootErrors[0];
        return { type: 'boot.failed' as const, call: failure?.call ?? 'boot', ...(failure?.status !== undefined ? { status: failure.status } : {}) };
      }),
      announceReady: emit({ type: 'ready' as const }),

      // the plan and its rules
      storePlan: assign(({ context }, { plan, stepRules }: LoadedPlan) => ({ ...planChanged(context, plan), stepRules })),
      storePlanFailure: assign(({ context }, error: unknown) => {
        const failure = toFailure(error);
        return { planFailure: { ...failure, plan: planOfRoute(context) ?? '' }, apiError: failure };
      }),
      routeToPlanError: assign(({ context }) => ({ route: { name: 'planError', search: context.search } as Route, history: 'replace' as const })),
      clearApiError: assign({ apiError: null, planFailure: null }),

      // the cart's selection (spec sections 2, 4, 8), from the step rules' chunk as every `flowAction` (./flowActions.ts)
      preselectAddons: enqueueActions((args) => flowAction('preselectAddons', args, undefined)),
      // the flow's events that only store what a step reports (./storingHandlers.ts)
      storeFlowEvent: enqueueActions((args) => flowAction('storeFlowEvent', args, undefined)),
      checkSelection: enqueueActions((args) => flowAction('checkSelection', args, undefined)),

      // moving through the steps
      routeToFirstStep: enqueueActions((args) => flowAction('routeToFirstStep', args, undefined)),
      routeToCustomerSkippingAhead: enqueueActions((args) => flowAction('routeToCustomerSkippingAhead', args, undefined)),
      routeToNextStep: enqueueActions((args) => flowAction('routeToNextStep', args, undefined)),
      routeToPreviousStep: enqueueActions((args) => flowAction('routeToPreviousStep', args, undefined)),
      routeToStep: enqueueActions((args, params: StepName) => flowAction('routeToStep', args, params)),
      returnToConfirm: enqueueActions((args) => flowAction('returnToConfirm', args, undefined)),
      reachStep: enqueueActions((args, params: StepName) => flowAction('reachStep', args, params)),
      announceStep: emit((_, step: StepName) => ({ type: 'step.entered' as const, step })),
      revealStepErrors: enqueueActions((args) => flowAction('revealStepErrors', args, undefined)),
      storeSaveError: assign((_, error: unknown) => ({ apiError: toFailure(error) })),
      resetOrderProcess: enqueueActions((args) => flowAction('resetOrderProcess', args, undefined)),

      // the form's data
      loadIbanBicTable: enqueueActions((args) => flowAction('loadIbanBicTable', args, undefined)),
      // the IBAN's next change asks for the table again (the runtime has reported the failure)
      markBicTableFailed: assign(({ context }) => (context.bicTableLoad ? { bicTableLoad: { ...context.bicTableLoad, failed: true } } : {})),
      expirePaymentData: assign(({ context }) => paymentDataExpired(context)),
      storeCheckedAddress: assign(({ context }, completed: Pick<AddressCheckCompleted, 'address' | 'bandwidth'>) => addressChecked(context, completed)),
      storeQuoteForm: assign(({ context }, values: Partial<QuoteFormValues>) => ({ form: { ...context.form, quoteForm: { ...context.form.quoteForm, ...values } } })),
      storePlanLinkEmail: assign(({ context }, email: string) => ({ form: { ...context.form, planLinkEmail: email } })),
      // Reset (spec section 4): the quote request leaves the address too, so a reload does not bring it back.
      clearQuoteQuery: assign(({ context }) => ({
        query: { ...context.query, quote: false, preselect: false },
        search: withoutQuote(context.search),
        history: 'replace' as const,
      })),

      // the submission
      // The key is stored before the request leaves: a reload while it is in flight asks the server about it first.
      storeOrderKey: assign(({ context }, orderKey: OrderKey) => ({ form: { ...context.form, orderKey } })),
      completeOrder: enqueueActions(({ context, enqueue }, submitted: OrderSubmitted) => {
        enqueue.assign(orderCompleted(context, submitted));
        enqueue.emit({ type: 'order.submitted', purchase: submitted.purchase });
        // an order that does not hold the visitor's last changes is told on the thanks page, which links the target
        if (!submitted.verification && submitted.thankYouTarget !== 'thanks' && submitted.changedSteps.length === 0) {
          enqueue.emit({ type: 'redirect', target: submitted.thankYouTarget });
        }
      }),
    },
  });
}

/** The setup with the placeholder actors, for tests: the shipped element builds only its own. */
export const orderSetup = /* @__PURE__ */ orderSetupWith(/* @__PURE__ */ placeholderActors());

/**
 * A region's state config (./boot.ts, ./flow.ts, ...), typed by the root machine's setup as its `createStateConfig`
 * types one, which gives the config back as it is: no setup is built for the regions at start-up.
 */
export const orderStateConfig: ReturnType<typeof orderSetupWith>['createStateConfig'] = (config) => config;
