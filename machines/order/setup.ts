import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { AuthResponse, OrderBody, PlanClass, PlanClassesQuery, TranslationsResponse } from '../../src/api/index.ts';
import type { BicTableCountry } from '../../src/domain/bankCode.ts';
import type { BicTable } from '../../src/domain/derivedBic.ts';
import type { QuoteFormValues } from '../../src/domain/emptyForms.ts';
import type { OrderKey } from '../../src/domain/orderKey.ts';
import type { Language, Plan, SelectedAddon, SelectionChange, Voucher } from '../../src/domain/index.ts';
import { isContentRefused, isNetworkFailure, statusOf, toFailure } from '../failure.ts';
import { notProvided } from '../notProvided.ts';
import { partnerFromAuth } from '../partner.ts';
import { withoutQuote, withoutSavedConfiguration } from '../query.ts';
import { loadStepRules } from '../stepRulesChunk.ts';
import type { Route } from '../routes.ts';
import { applicableSteps, laterStep, nextStep, previousStep, skipsToCustomer, type StepName } from '../steps.ts';
import type { OrderContext, OrderLocation, OrderMachineInput } from './context.ts';
import { bicTableLoadId, type AddressCheckCompleted, type OrderEmitted, type OrderEvent, type OrderSubmitted, type SaveSectionInput } from './events.ts';
import { currentStep, hasVerifiedAddress, isAccessDenied, isCheckedRoute, planOfRoute, rulesOf, samePlan } from './reads.ts';
import type { StepRules } from './rules.ts';
import type { FieldChange } from './updates/fieldChanged.ts';
import type { LiveCheckResult } from './updates/liveCheckStored.ts';
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
 * The context updates that only a plan's flow runs (machines/order/updates/, spec sections 2, 4, 5, 7, 8): they come
 * with the step rules' chunk (machines/stepRules.ts), which is loaded before any state of the flow is entered, so the
 * first screen carries only their names (DESIGN.md, "The first screen").
 */
export type FlowUpdates = Pick<
  typeof LoadedStepRules,
  'fieldChanged' | 'liveCheckStored' | 'bicTableLoaded' | 'stepRoute' | 'nextStepRoute' | 'skippedToCustomer' | 'orderProcessReset' | 'orderSavedSoFar'
>;

/** The flow's updates of a context whose step rules are loaded (`rulesOf` throws before). */
export const flowUpdatesOf = (context: OrderContext): FlowUpdates => rulesOf(context) as unknown as FlowUpdates;

/** The actors the composition root replaces (src/runtime/actors/order.ts); tests provide fakes. */
const placeholderActors = {
  authenticate: fromPromise<AuthResponse, { token: string | null }>(notProvided('authenticate')),
  loadPlanClasses: fromPromise<PlanClass[], { query: PlanClassesQuery }>(notProvided('loadPlanClasses')),
  loadTranslations: fromPromise<TranslationsResponse, void>(notProvided('loadTranslations')),
  loadPlan: fromPromise<Plan, { code: string; lang: Language }>(notProvided('loadPlan')),
  /** The rules of the steps (validity, the order builder, the cart's selection) are a chunk of their own. */
  loadStepRules: fromPromise<StepRules>(loadStepRules),
  saveSection: fromPromise<unknown, SaveSectionInput>(notProvided('saveSection')),
  /** `GET order?fields=orderAddress,bandwidth`: the verified address of the server session, on reload */
  loadOrderAddress: fromPromise<Pick<OrderBody, 'orderAddress' | 'bandwidth'>, void>(notProvided('loadOrderAddress')),
  /** a new session asked for by the visitor, made as the start-up makes it (the partner's token kept) */
  renewSession: fromPromise<AuthResponse, void>(notProvided('renewSession')),
  /** `PUT order` with the order saved so far, in a new session */
  restoreOrder: fromPromise<unknown, { body: Partial<OrderBody> }>(notProvided('restoreOrder')),
  /** the iban-to-bic table of one country: a data chunk of its own, fetched once */
  loadBicTable: fromPromise<BicTable, { country: BicTableCountry }>(notProvided('loadBicTable')),
};

/** The root machine's actors by name: what the composition root (or a test) gives in place of the placeholders. */
export type OrderActorImplementations = typeof placeholderActors;

/**
 * The root order machine's actors, guards and actions (its states are order.machine.ts), with the given actors in
 * place of the placeholders. An action that is a domain rule calls a pure update of ./updates/. The composition root
 * builds its machine with its actors here, once: a `provide()` on a machine built before would build the whole state
 * tree a second time at start-up.
 */
export function orderSetupWith(actors: Partial<OrderActorImplementations>) {
  return setup({
    types: {
      context: {} as OrderContext,
      events: {} as OrderEvent,
      input: {} as OrderMachineInput,
      emitted: {} as OrderEmitted,
    },
    actors: { ...placeholderActors, ...actors } as OrderActorImplementations,
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
      hasStepRules: ({ context }) => context.stepRules !== null,
      isPlanFailedWith: ({ context }, status: 404 | 412 | 'other') => {
        const failure = context.planFailure;
        if (!failure || !samePlan(failure.plan, planOfRoute(context))) return false;
        return status === 'other' ? failure.status !== 404 && failure.status !== 412 : failure.status === status;
      },
      isSkipToCustomer: ({ context }) =>
        context.route.name === 'plan' && context.plan !== null && skipsToCustomer(context.plan, context.query.skipTo !== null),
      isOnPlanWithoutStep: ({ context }) => context.route.name === 'plan',
      isVisitableStep: ({ context }, step: StepName) =>
        context.route.name === 'step' && context.route.step === step && context.plan !== null && rulesOf(context).canVisitStep(context.plan, step, context),
      isCurrentStepComplete: ({ context }) => context.route.name === 'step' && rulesOf(context).isStepComplete(context.route.step, context),
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
      storePlan: assign(({ context }, plan: Plan) => planChanged(context, plan)),
      storePlanFailure: assign(({ context }, error: unknown) => {
        const failure = toFailure(error);
        return { planFailure: { ...failure, plan: planOfRoute(context) ?? '' }, apiError: failure };
      }),
      storeStepRules: assign((_, stepRules: StepRules) => ({ stepRules })),
      routeToPlanError: assign(({ context }) => ({ route: { name: 'planError', search: context.search } as Route, history: 'replace' as const })),
      clearApiError: assign({ apiError: null, planFailure: null }),

      // the cart's selection (spec sections 2, 4, 8): one change at a time, whichever order the user chooses in
      preselectAddons: assign(({ context }) =>
        context.selectionPending ? { form: { ...context.form, selectedCartAddons: rulesOf(context).initialSelection(context.plan!) }, selectionPending: false } : {},
      ),
      changeSelection: enqueueActions(({ context, enqueue }, change: SelectionChange) => {
        const { update, forcedPlan } = rulesOf(context).applySelectionChange(context, change);
        enqueue.assign(update);
        if (forcedPlan !== null) {
          enqueue.assign({ route: { name: 'plan', plan: forcedPlan }, search: context.search, history: 'push' });
          enqueue.raise({ type: 'plan.forced' });
        }
      }),
      checkSelection: assign(({ context }) => rulesOf(context).checkedSelection(context)),
      dismissSelectionNotice: assign({ selectionNotice: null }),
      // A saved configuration's add-ons replace the selection; its parameter leaves the address (a reload keeps the
      // edits; the quote hash stays in the form and goes with the order).
      restorePlanLink: assign(({ context }, selection: SelectedAddon[]) => ({
        form: { ...context.form, selectedCartAddons: selection },
        selectionPending: false,
        search: withoutSavedConfiguration(context.search),
        history: 'replace' as const,
      })),
      noteUnavailableConfiguration: assign(({ context }) => ({
        selectionNotice: { type: 'savedConfigurationUnavailable' as const },
        search: withoutSavedConfiguration(context.search),
        history: 'replace' as const,
      })),

      // moving through the steps
      routeToFirstStep: assign(({ context }) => flowUpdatesOf(context).stepRoute(context, applicableSteps(context.plan!)[0]!, 'replace')),
      routeToCustomerSkippingAhead: assign(({ context }) => flowUpdatesOf(context).skippedToCustomer(context)),
      routeToNextStep: assign(({ context }) => flowUpdatesOf(context).nextStepRoute(context)),
      routeToPreviousStep: assign(({ context }) => flowUpdatesOf(context).stepRoute(context, previousStep(context.plan!, currentStep(context)!)!)),
      routeToStep: assign(({ context }, step: StepName) => flowUpdatesOf(context).stepRoute(context, step)),
      returnToConfirm: assign(({ context }) => ({ flow: { ...context.flow, returnToConfirm: true } })),
      reachStep: assign(({ context }, step: StepName) => ({ flow: { ...context.flow, highestStep: laterStep(context.flow.highestStep, step) } })),
      announceStep: emit((_, step: StepName) => ({ type: 'step.entered' as const, step })),
      revealStepErrors: assign(({ context }) => ({
        validated: [...new Set([...context.validated, `step.${currentStep(context)}`])],
        stepErrorsShown: context.stepErrorsShown + 1,
      })),
      storeSaveError: assign((_, error: unknown) => ({ apiError: toFailure(error) })),
      resetOrderProcess: assign(({ context }) => flowUpdatesOf(context).orderProcessReset(context)),

      // the form's data
      // Spec section 5: the IBAN's first two letters load their country's BIC table (a newer country's load replaces
      // an older one still on its way); the keystroke that makes the IBAN derive a BIC fills it in.
      changeField: enqueueActions(({ context, enqueue }, change: FieldChange) => {
        const update = flowUpdatesOf(context).fieldChanged(context, change);
        enqueue.assign(update);
        const customer = update.form?.customer ?? context.form.customer;
        const failed = context.bicTableLoad?.failed ? context.bicTableLoad.country : null;
        const country = rulesOf(context).bicTableToLoad(customer.accountNumber, context.form.customer.accountNumber, context.bicTable, failed);
        if (country === null) return;
        enqueue.assign({ bicTableLoad: { country, failed: false } });
        enqueue.stopChild(bicTableLoadId);
        enqueue.spawnChild('loadBicTable', { id: bicTableLoadId, input: { country } });
      }),
      // an IBAN the customer step opens with (restored by a reload, or typed before) loads its country's table too
      loadIbanBicTable: enqueueActions(({ context, enqueue }) => {
        const country = rulesOf(context).bicTableToLoad(context.form.customer.accountNumber, null, context.bicTable);
        if (country === null) return;
        enqueue.assign({ bicTableLoad: { country, failed: false } });
        enqueue.stopChild(bicTableLoadId);
        enqueue.spawnChild('loadBicTable', { id: bicTableLoadId, input: { country } });
      }),
      // the IBAN's next change asks for the table again (the runtime has reported the failure)
      markBicTableFailed: assign(({ context }) => (context.bicTableLoad ? { bicTableLoad: { ...context.bicTableLoad, failed: true } } : {})),
      storeBicTable: assign(({ context }, table: BicTable) => flowUpdatesOf(context).bicTableLoaded(context, table)),
      scheduleValidation: enqueueActions(({ enqueue }, field: string) => {
        enqueue.cancel(`validate:${field}`);
        enqueue.raise({ type: 'field.validate', field }, { delay: 'debounce', id: `validate:${field}` });
      }),
      markValidated: assign(({ context }, field: string) => ({
        validated: context.validated.includes(field) ? context.validated : [...context.validated, field],
      })),
      storeLiveCheck: assign(({ context }, check: LiveCheckResult) => flowUpdatesOf(context).liveCheckStored(context, check)),
      expirePaymentData: assign(({ context }) => paymentDataExpired(context)),
      // Spec sections 3, 4: the checked voucher (valid or not), for the order and the cart.
      storeVoucher: assign(({ context }, voucher: Voucher) => ({ form: { ...context.form, voucher }, voucherCode: voucher.code })),
      // Spec section 4: the cart marks the discount synced once the server's cart applies it.
      markVoucherSynced: assign(({ context }) => (context.form.voucher ? { form: { ...context.form, voucher: { ...context.form.voucher, synced: true } } } : {})),
      removeVoucher: assign(({ context }) => ({ form: { ...context.form, voucher: null }, voucherCode: '' })),
      // Spec section 6: a partner order's available reference number (null while there is none), sent instead of the password.
      storeReferenceNumber: assign(({ context }, referenceNumber: string | null) => ({ form: { ...context.form, referenceNumber } })),
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

/** The setup with the placeholder actors: the regions' state configs are typed by it (cheap: builds no machine). */
export const orderSetup = orderSetupWith({});
