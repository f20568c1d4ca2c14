import { and, assign, emit, enqueueActions, fromPromise, not, raise, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AuthResponse, OrderBody, PlanClass, PlanClassesQuery, TranslationsResponse } from '../src/api/index.ts';
import { decideAccess, isTrustedPartner } from '../src/domain/access.ts';
import type { CheckedAddress, Id, Language, Order, PhoneValidationFlags, Plan, SelectedAddon, Voucher } from '../src/domain/schemas/index.ts';
import type { QuoteFormValues } from '../src/domain/emptyForms.ts';
import { isBadRequest, statusOf, toFailure } from './failure.ts';
import { setAtPath } from './formPath.ts';
import {
  emptyOrderForm,
  emptyPartnerState,
  initialContext,
  type FormSectionName,
  type OrderContext,
  type OrderLocation,
  type OrderMachineInput,
  type PortalTarget,
  type StepRules,
  type SubmittedOrder,
} from './orderContext.ts';
import type { Purchase } from '../src/domain/purchase.ts';
import { partnerFromAuth, partnerFromQuery } from './partner.ts';
import { parseQuery, withoutLang, withoutParameter, withoutQuote } from './query.ts';
import { isPlanRoute, parseRoute, type Route } from './routes.ts';
import type { SelectionChange } from './stepRules.ts';
import { applicableSteps, laterStep, nextStep, previousStep, skipsToCustomer, stepIndex, stepNames, type StepName } from './steps.ts';

/** The address without the parameter naming a saved configuration (a plan link's or a quote's), once it was read. */
const withoutSavedConfiguration = (search: string) => withoutParameter(search, 'plan_link', 'quote_hash');

export type OrderEvent =
  | ({ type: 'location.changed' } & OrderLocation)
  | { type: 'route.requested'; route: Route; search?: string }
  | { type: 'plan.chosen'; plan: string }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.selected'; step: StepName }
  /** the confirm step's "change" link: the step, then back to confirm */
  | { type: 'step.changeRequested'; step: StepName }
  | { type: 'field.changed'; section: FormSectionName; path: string; value: unknown }
  | { type: 'field.touched'; section: FormSectionName; path: string }
  | { type: 'field.validate'; field: string }
  | { type: 'liveValidation.completed'; section: FormSectionName; field: string; value: string; valid: boolean; flags: PhoneValidationFlags | null }
  | { type: 'language.changed'; language: Language }
  | { type: 'boot.retried' }
  | { type: 'plan.retried' }
  | { type: 'voucher.checked'; voucher: Voucher }
  | { type: 'voucher.removed' }
  | { type: 'voucher.synced' }
  | { type: 'addressCheck.requested' }
  | ({ type: 'addressCheck.completed' } & AddressCheckCompleted)
  | { type: 'addressCheck.dismissed' }
  | { type: 'quote.reset' }
  | { type: 'quote.failed' }
  /** the cart's quote request form, one field at a time */
  | { type: 'quoteForm.changed'; values: Partial<QuoteFormValues> }
  | { type: 'planLinkEmail.changed'; email: string }
  /** a saved configuration (plan link or quote, spec section 9 quote_hash) was loaded: its add-ons replace the selection */
  | { type: 'planLink.restored'; selection: SelectedAddon[] }
  | { type: 'planLink.unavailable' }
  | { type: 'addon.chosen'; categoryId: Id; addonId: Id; quantity?: number }
  | { type: 'addon.quantityChanged'; categoryId: Id; addonId: Id; quantity: number }
  | { type: 'addon.removed'; addonId: Id }
  | { type: 'addon.toggled'; addonId: Id; on: boolean }
  | { type: 'selectionNotice.dismissed' }
  | { type: 'plan.forced' }
  | { type: 'referenceNumber.checked'; referenceNumber: string | null }
  | { type: 'submission.started'; idempotencyKey: string }
  | ({ type: 'order.submitted' } & OrderSubmitted);

/** The confirm step's report of a successful `POST orders`: where the order ends, and the host's purchase. */
export interface OrderSubmitted extends SubmittedOrder {
  thankYouTarget: Exclude<PortalTarget, 'partnerPortal' | 'customerPortal'> | 'thanks';
  purchase: Purchase;
}

/** What the machine tells its adapters (URL, host page, events to the host). */
export type OrderEmitted =
  | { type: 'redirect'; target: PortalTarget }
  | { type: 'step.entered'; step: StepName }
  | { type: 'boot.failed'; call: string; status?: number }
  | { type: 'order.submitted'; purchase: Purchase }
  | { type: 'ready' };

export interface SaveSectionInput {
  step: StepName;
  body: Partial<Order>;
}

/**
 * The apc submit of spec section 4: the verified address (already saved with `PUT order` by the address check),
 * the plan and the step the check was made from (null when a plan load asked for it).
 */
export interface AddressCheckCompleted {
  address: CheckedAddress;
  bandwidth: number | null;
  planCode: string;
  navigationStep: StepName | null;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`The ${name} actor is provided by the composition root`));

/** The root order machine: booting, routes and navigation, form data (spec sections 2, 4, 6, 8, 9). */
export const orderMachine = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    input: {} as OrderMachineInput,
    emitted: {} as OrderEmitted,
  },
  actors: {
    authenticate: fromPromise<AuthResponse, { token: string | null }>(notProvided('authenticate')),
    loadPlanClasses: fromPromise<PlanClass[], { query: PlanClassesQuery }>(notProvided('loadPlanClasses')),
    loadTranslations: fromPromise<TranslationsResponse, void>(notProvided('loadTranslations')),
    loadPlan: fromPromise<Plan, { code: string; lang: Language }>(notProvided('loadPlan')),
    /** The rules of the steps (validity, the order builder, the cart's selection) are a chunk of their own. */
    loadStepRules: fromPromise<StepRules>(() => import('./stepRules.ts')),
    saveSection: fromPromise<unknown, SaveSectionInput>(notProvided('saveSection')),
    /** `GET order?fields=orderAddress,bandwidth`: the verified address of the server session, on reload */
    loadOrderAddress: fromPromise<Pick<OrderBody, 'orderAddress' | 'bandwidth'>, void>(notProvided('loadOrderAddress')),
  },
  delays: {
    /** spec section 5: field validation runs 500 ms after touch */
    debounce: 500,
  },
  guards: {
    hasToken: ({ context }) => context.authToken !== null,
    isTokenRejected: ({ context }, params: { error: unknown }) => context.authToken !== null && statusOf(params.error) === 401,
    isAccessDenied: ({ context }) => isAccessDenied(context),
    // Spec section 2: the authenticated user is checked on plan routes, except thanks and link-created.
    isAccessDeniedWith: ({ context }, params: { auth: AuthResponse }) =>
      isCheckedRoute(context) && isAccessDenied({ ...context, auth: params.auth, partner: partnerFromAuth(context.partner, params.auth) }),
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
    isBadRequest: (_, params: { error: unknown }) => isBadRequest(params.error),
    isQuoteRequested: ({ context }) => context.query.quote || context.query.preselect,
    hasVerifiedAddress: ({ context }) => hasVerifiedAddress(context),
  },
  actions: {
    applyLocation: assign(({ context }, location: OrderLocation) => locationUpdate(context, location)),
    requestRoute: assign(({ context }, params: { route: Route; search?: string | undefined }) => ({
      route: params.route,
      search: params.search ?? '',
      history: 'push' as const,
      flow: params.route.name === 'plans' ? { ...context.flow, cameFromPlanList: false } : context.flow,
    })),
    storeAuth: assign(({ context }, auth: AuthResponse) => ({ auth, partner: partnerFromAuth(context.partner, auth) })),
    storePlanClasses: assign((_, planClasses: PlanClass[]) => ({ planClasses })),
    storeTranslations: assign((_, translations: TranslationsResponse) => ({ translations })),
    recordBootError: assign(({ context }, error: unknown) => ({ bootErrors: [...context.bootErrors, toFailure(error)] })),
    clearBootErrors: assign({ bootErrors: [] }),
    storePlan: assign(({ context }, plan: Plan) => {
      const isOtherPlan = context.plan !== null && !samePlan(context.plan.code, plan.code);
      const isFirstPlan = context.plan === null && context.form.selectedCartAddons.length === 0;
      return {
        plan,
        planFailure: null,
        apiError: null,
        // usePartnerProcess of the portal's token makes a trusted partner, for each plan but Austria's (spec section 6)
        partner: { ...context.partner, isTrustedPartner: isTrustedPartner(!!context.auth?.isPartnerPortal && context.auth.usePartnerProcess, plan.code) },
        // Spec section 4: selecting a plan clears the cart and the preselection flags; the plan's preselected
        // add-ons are chosen when its flow starts (the selection rules come with the step rules).
        form: isOtherPlan || isFirstPlan ? { ...context.form, selectedCartAddons: [] } : context.form,
        selectionPending: isOtherPlan || isFirstPlan || context.selectionPending,
        preselect: isOtherPlan ? false : context.preselect,
        flow: isOtherPlan ? { ...context.flow, highestStep: null, skippedSteps: [] } : context.flow,
        catalogueError: isOtherPlan ? null : context.catalogueError,
        // a forced plan's notice stays to tell the user why the order moved here
        selectionNotice:
          isOtherPlan && !(context.selectionNotice?.type === 'planForced' && samePlan(context.selectionNotice.toPlan, plan.code))
            ? null
            : context.selectionNotice,
      };
    }),
    storeStepRules: assign((_, stepRules: StepRules) => ({ stepRules })),
    preselectAddons: assign(({ context }) =>
      context.selectionPending
        ? { form: { ...context.form, selectedCartAddons: rulesOf(context).initialSelection(context.plan!) }, selectionPending: false }
        : {},
    ),
    // Spec sections 2, 4, 8: one change of the selection; rules act whichever order the user chooses in.
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
    storePlanFailure: assign(({ context }, error: unknown) => {
      const failure = toFailure(error);
      return { planFailure: { ...failure, plan: planOfRoute(context) ?? '' }, apiError: failure };
    }),
    routeToPlanError: assign(({ context }) => ({
      route: { name: 'planError', search: context.search } as Route,
      history: 'replace' as const,
    })),
    routeToFirstStep: assign(({ context }) => ({
      route: { name: 'step', plan: planOfRoute(context) ?? context.plan!.code, step: applicableSteps(context.plan!)[0]! } as Route,
      history: 'replace' as const,
    })),
    routeToCustomerSkippingAhead: assign(({ context }) => ({
      route: { name: 'step', plan: planOfRoute(context) ?? context.plan!.code, step: 'customer' } as Route,
      history: 'replace' as const,
      flow: {
        ...context.flow,
        highestStep: laterStep(context.flow.highestStep, 'customer'),
        skippedSteps: applicableSteps(context.plan!).filter((step) => stepIndex(step) < stepIndex('customer')),
      },
    })),
    routeToNextStep: assign(({ context }) => {
      const back = context.flow.returnToConfirm && rulesOf(context).canVisitStep(context.plan!, 'confirm', context);
      const step = back ? 'confirm' : nextStep(context.plan!, currentStep(context)!)!;
      return { ...stepRoute(context, step), flow: { ...context.flow, returnToConfirm: false, highestStep: laterStep(context.flow.highestStep, step) } };
    }),
    routeToPreviousStep: assign(({ context }) => stepRoute(context, previousStep(context.plan!, currentStep(context)!)!)),
    routeToStep: assign(({ context }, step: StepName) => stepRoute(context, step)),
    returnToConfirm: assign(({ context }) => ({ flow: { ...context.flow, returnToConfirm: true } })),
    reachStep: assign(({ context }, step: StepName) => ({ flow: { ...context.flow, highestStep: laterStep(context.flow.highestStep, step) } })),
    announceStep: emit((_, step: StepName) => ({ type: 'step.entered' as const, step })),
    changeField: assign(({ context }, change: { section: FormSectionName; path: string; value: unknown }) => {
      const { section, path, value } = change;
      if (section === 'connection' && path === 'oldConnection' && typeof value === 'boolean') {
        // Spec section 4: a different old/new connection answer clears porting, dates and previous tenant.
        return { form: { ...context.form, connection: rulesOf(context).chooseOldConnection(context.form.connection, value) } };
      }
      return { form: { ...context.form, [section]: setAtPath(context.form[section], path, value) } };
    }),
    scheduleValidation: enqueueActions(({ enqueue }, field: string) => {
      enqueue.cancel(`validate:${field}`);
      enqueue.raise({ type: 'field.validate', field }, { delay: 'debounce', id: `validate:${field}` });
    }),
    markValidated: assign(({ context }, field: string) => ({
      validated: context.validated.includes(field) ? context.validated : [...context.validated, field],
    })),
    revealStepErrors: assign(({ context }) => ({
      validated: [...new Set([...context.validated, `step.${currentStep(context)}`])],
      stepErrorsShown: context.stepErrorsShown + 1,
    })),
    // Spec section 7: the live validation's result flags, kept for the step validity of the field's section.
    storeLiveCheck: assign(({ context }, check: { section: FormSectionName; field: string; value: string; valid: boolean; flags: PhoneValidationFlags | null }) => ({
      liveChecks: {
        ...context.liveChecks,
        [check.section]: { ...context.liveChecks[check.section], [check.field]: { value: check.value, valid: check.valid, flags: check.flags } },
      },
    })),
    // Spec sections 3, 4: the checked voucher (valid or not) and its synced flag, for the order and the cart.
    storeVoucher: assign(({ context }, voucher: Voucher) => ({ form: { ...context.form, voucher }, voucherCode: voucher.code })),
    // Spec section 4: the cart marks the discount synced once the server's cart applies it.
    markVoucherSynced: assign(({ context }) => (context.form.voucher ? { form: { ...context.form, voucher: { ...context.form.voucher, synced: true } } } : {})),
    // Spec section 6: a partner order's available reference number (null while there is none), sent instead of the password.
    storeReferenceNumber: assign(({ context }, referenceNumber: string | null) => ({ form: { ...context.form, referenceNumber } })),
    removeVoucher: assign(({ context }) => ({ form: { ...context.form, voucher: null }, voucherCode: '' })),
    storeSaveError: assign((_, error: unknown) => ({ apiError: toFailure(error) })),
    // Spec section 8: an order save answered with ERR_BAD_REQUEST resets connection, cart and order process.
    resetOrderProcess: assign(({ context }) => ({
      form: {
        ...context.form,
        connection: emptyOrderForm().connection,
        selectedCartAddons: context.plan ? rulesOf(context).initialSelection(context.plan) : [],
      },
      flow: { ...context.flow, highestStep: null, skippedSteps: [] },
      apiError: null,
    })),
    // The key is stored before the request leaves: a reload while it is in flight sends the same key again.
    storeSubmissionKey: assign(({ context }, idempotencyKey: string) => ({ form: { ...context.form, submissionKey: idempotencyKey } })),
    // Spec sections 2, 4: after a successful submit the order data is cleared, then the thank-you target is shown.
    completeOrder: enqueueActions(({ context, enqueue }, submitted: OrderSubmitted) => {
      const { transactionId, verification, thankYouTarget, purchase } = submitted;
      enqueue.assign({
        submitted: { transactionId, verification },
        form: emptyOrderForm(),
        flow: { highestStep: null, cameFromPlanList: false, skippedSteps: [] },
        validated: [],
        liveChecks: { connection: {}, customer: {} },
        route: verification ? { name: 'nect' } : { name: 'thanks', plan: planOfRoute(context) ?? context.plan?.code ?? '' },
        search: '',
        history: 'replace',
      });
      enqueue.emit({ type: 'order.submitted', purchase });
      if (!verification && thankYouTarget !== 'thanks') enqueue.emit({ type: 'redirect', target: thankYouTarget });
    }),
    changeLanguage: assign((_, language: Language) => ({ language })),
    choosePlan: assign(({ context }, plan: string) => ({
      route: { name: 'plan', plan } as Route,
      search: '',
      history: 'push' as const,
      flow: { ...context.flow, cameFromPlanList: true },
    })),
    denyAccess: assign(({ context }) => ({
      alert: 'error.token.invalid' as const,
      redirectTo: redirectTargetOf(context),
      // Spec section 8: state reset.
      authToken: null,
      auth: null,
      // the refused partner or parent customer is not restored on the next visit
      partner: emptyPartnerState(),
      form: emptyOrderForm(),
      flow: { highestStep: null, cameFromPlanList: false, skippedSteps: [] },
    })),
    redirectToPortal: emit(({ context }) => ({ type: 'redirect' as const, target: context.redirectTo ?? ('partnerPortal' as const) })),
    announceBootFailure: emit(({ context }) => {
      const failure = context.bootErrors[0];
      return { type: 'boot.failed' as const, call: failure?.call ?? 'boot', ...(failure?.status !== undefined ? { status: failure.status } : {}) };
    }),
    announceReady: emit({ type: 'ready' as const }),
    // Reset (spec section 4): the quote request leaves the address too, so a reload does not bring it back.
    clearQuoteQuery: assign(({ context }) => ({
      query: { ...context.query, quote: false, preselect: false },
      search: withoutQuote(context.search),
      history: 'replace' as const,
    })),
    storeQuoteForm: assign(({ context }, values: Partial<QuoteFormValues>) => ({
      form: { ...context.form, quoteForm: { ...context.form.quoteForm, ...values } },
    })),
    storePlanLinkEmail: assign(({ context }, email: string) => ({ form: { ...context.form, planLinkEmail: email } })),
    clearApiError: assign({ apiError: null, planFailure: null }),
    // Spec section 4: the emitted address is the connection address of the order (orderAddress).
    storeCheckedAddress: assign(({ context }, completed: Pick<AddressCheckCompleted, 'address' | 'bandwidth'>) => ({
      form: {
        ...context.form,
        customer: {
          ...context.form.customer,
          connectionAddress: {
            street: completed.address.street,
            houseNumber: completed.address.houseNumber,
            postalCode: completed.address.zipCode,
            region: completed.address.city,
            country: completed.address.country,
            isApiValid: true,
          },
        },
        bandwidth: completed.bandwidth,
      },
    })),
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => locationUpdate(initialContext(input), input.location),
  initial: 'booting',
  // A host may set `lang` or `plan` at any moment (React and Vue hosts set attributes just after creating the
  // element): a new language is taken at once, a requested route is kept and shown as soon as the form is ready.
  on: {
    'language.changed': { actions: { type: 'changeLanguage', params: ({ event }) => event.language } },
  },
  states: {
    booting: {
      on: {
        'route.requested': { actions: { type: 'requestRoute', params: ({ event }) => ({ route: event.route, search: event.search }) } },
      },
      initial: 'authenticating',
      states: {
        authenticating: {
          invoke: {
            id: 'authenticate',
            src: 'authenticate',
            input: ({ context }) => ({ token: context.authToken }),
            onDone: [
              {
                guard: { type: 'isAccessDeniedWith', params: ({ event }) => ({ auth: event.output }) },
                target: '#order.accessDenied',
                actions: { type: 'storeAuth', params: ({ event }) => event.output },
              },
              { target: 'loading', actions: { type: 'storeAuth', params: ({ event }) => event.output } },
            ],
            onError: [
              { guard: { type: 'isTokenRejected', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }, target: '#order.accessDenied' },
              // A token the server could not check is not a visitor without one: try again.
              { guard: 'hasToken', target: '#order.bootFailed', actions: { type: 'recordBootError', params: ({ event }: { event: { error: unknown } }) => event.error } },
              // A failed session check leaves an anonymous visitor.
              { target: 'loading' },
            ],
          },
        },
        loading: {
          type: 'parallel',
          entry: 'clearBootErrors',
          states: {
            planClasses: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'loadPlanClasses',
                    src: 'loadPlanClasses',
                    input: ({ context }) => ({ query: planClassesQuery(context) }),
                    onDone: { target: 'done', actions: { type: 'storePlanClasses', params: ({ event }) => event.output } },
                    onError: { target: 'done', actions: { type: 'recordBootError', params: ({ event }: { event: { error: unknown } }) => event.error } },
                  },
                },
                done: { type: 'final' },
              },
            },
            translations: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'loadTranslations',
                    src: 'loadTranslations',
                    onDone: { target: 'done', actions: { type: 'storeTranslations', params: ({ event }) => event.output } },
                    onError: { target: 'done', actions: { type: 'recordBootError', params: ({ event }: { event: { error: unknown } }) => event.error } },
                  },
                },
                done: { type: 'final' },
              },
            },
            plan: {
              initial: 'deciding',
              states: {
                deciding: {
                  always: [{ guard: 'isPlanRouteRequested', target: 'loading' }, { target: 'done' }],
                },
                loading: {
                  invoke: {
                    id: 'loadPlan',
                    src: 'loadPlan',
                    input: ({ context }) => ({ code: planOfRoute(context)!, lang: context.language }),
                    onDone: { target: 'done', actions: { type: 'storePlan', params: ({ event }) => event.output } },
                    // Plan load failures are routing outcomes (spec section 8), not boot failures.
                    onError: { target: 'done', actions: { type: 'storePlanFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
                  },
                },
                done: { type: 'final' },
              },
            },
            // On reload the verified address comes back from the server session when the browser's was lost.
            orderAddress: {
              initial: 'deciding',
              states: {
                deciding: {
                  always: [{ guard: and(['isPlanRouteRequested', not('hasVerifiedAddress')]), target: 'loading' }, { target: 'done' }],
                },
                loading: {
                  invoke: {
                    id: 'loadOrderAddress',
                    src: 'loadOrderAddress',
                    onDone: {
                      target: 'done',
                      actions: enqueueActions(({ enqueue, event }) => {
                        const { orderAddress, bandwidth } = event.output;
                        if (orderAddress?.street) enqueue({ type: 'storeCheckedAddress', params: { address: orderAddress, bandwidth: bandwidth ?? null } });
                      }),
                    },
                    // Not knowing it only means the visitor checks the address again.
                    onError: 'done',
                  },
                },
                done: { type: 'final' },
              },
            },
          },
          onDone: [{ guard: 'isBootFailed', target: '#order.bootFailed' }, { target: '#order.ready' }],
        },
      },
    },
    bootFailed: {
      entry: 'announceBootFailure',
      on: {
        'boot.retried': { target: 'booting' },
        'route.requested': { actions: { type: 'requestRoute', params: ({ event }) => ({ route: event.route, search: event.search }) } },
      },
    },
    accessDenied: {
      entry: ['denyAccess', 'redirectToPortal'],
    },
    ready: {
      type: 'parallel',
      entry: 'announceReady',
      on: {
        'location.changed': {
          target: '.page.routing',
          actions: { type: 'applyLocation', params: ({ event }) => ({ pathname: event.pathname, search: event.search, hash: event.hash }) },
        },
        'route.requested': {
          target: '.page.routing',
          actions: { type: 'requestRoute', params: ({ event }) => ({ route: event.route, search: event.search }) },
        },
        // A plan chosen from the list starts a new offer: the quote status is reset (spec section 4).
        'plan.chosen': {
          target: '.page.routing',
          actions: [{ type: 'choosePlan', params: ({ event }) => event.plan }, raise({ type: 'quote.reset' })],
        },
        'quoteForm.changed': { actions: { type: 'storeQuoteForm', params: ({ event }) => event.values } },
        'planLinkEmail.changed': { actions: { type: 'storePlanLinkEmail', params: ({ event }) => event.email } },
        'submission.started': { actions: { type: 'storeSubmissionKey', params: ({ event }) => event.idempotencyKey } },
        'order.submitted': { target: '.page.routing', actions: { type: 'completeOrder', params: ({ event }) => event } },
      },
      states: {
        page: {
          initial: 'routing',
          states: {
            routing: {
              always: [
                { guard: { type: 'isRoute', params: 'plans' }, target: 'plans' },
                { guard: { type: 'isRoute', params: 'planError' }, target: 'planError' },
                { guard: { type: 'isRoute', params: 'unsupported' }, target: 'unsupported' },
                { guard: { type: 'isRoute', params: 'nect' }, target: 'nect' },
                { guard: { type: 'isRoute', params: 'thanks' }, target: 'thanks' },
                { guard: { type: 'isRoute', params: 'linkCreated' }, target: 'linkCreated' },
                { guard: { type: 'isRoute', params: 'notFound' }, target: 'notFound' },
                { guard: 'isAccessDenied', target: '#order.accessDenied' },
                { guard: and(['isPlanLoadedForRoute', 'hasStepRules']), target: 'plan.flow', actions: 'preselectAddons' },
                { guard: 'isPlanLoadedForRoute', target: 'plan.preparing' },
                { guard: { type: 'isPlanFailedWith', params: 404 }, target: 'planError', actions: 'routeToPlanError' },
                { guard: { type: 'isPlanFailedWith', params: 412 }, target: 'plan.awaitingAddressCheck' },
                { guard: { type: 'isPlanFailedWith', params: 'other' }, target: 'plan.failed' },
                { target: 'plan.loading' },
              ],
            },
            plans: {},
            planError: {},
            unsupported: {},
            nect: {},
            thanks: {},
            linkCreated: {},
            notFound: {},
            plan: {
              initial: 'loading',
              states: {
                loading: {
                  tags: ['pending'],
                  invoke: {
                    id: 'loadPlan',
                    src: 'loadPlan',
                    input: ({ context }) => ({ code: planOfRoute(context)!, lang: context.language }),
                    onDone: { target: '#order.ready.page.routing', actions: { type: 'storePlan', params: ({ event }) => event.output } },
                    onError: { target: '#order.ready.page.routing', actions: { type: 'storePlanFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
                  },
                },
                // The plan is loaded; its flow waits for the step rules (a lazy chunk, usually fetched already).
                preparing: {
                  tags: ['pending'],
                  invoke: {
                    id: 'loadStepRules',
                    src: 'loadStepRules',
                    onDone: { target: '#order.ready.page.routing', actions: { type: 'storeStepRules', params: ({ event }) => event.output } },
                    onError: { target: 'failed', actions: { type: 'storeSaveError', params: ({ event }: { event: { error: unknown } }) => event.error } },
                  },
                },
                // Spec section 8: another plan load error is stored as an api-call error; navigation is not ready.
                failed: {
                  on: { 'plan.retried': { target: 'loading', actions: 'clearApiError' } },
                },
                // Spec section 8: plan load 412 opens the address-check modal.
                awaitingAddressCheck: {
                  entry: raise({ type: 'addressCheck.requested' }),
                  on: { 'addressCheck.completed': { target: 'loading', actions: 'clearApiError' } },
                },
                flow: {
                  // The form is filled in the flow's steps only.
                  on: {
                    'field.changed': {
                      actions: { type: 'changeField', params: ({ event }) => ({ section: event.section, path: event.path, value: event.value }) },
                    },
                    'field.touched': { actions: { type: 'scheduleValidation', params: ({ event }) => `${event.section}.${event.path}` } },
                    'field.validate': { actions: { type: 'markValidated', params: ({ event }) => event.field } },
                    'addon.chosen': {
                      actions: {
                        type: 'changeSelection',
                        params: ({ event }) => ({ type: 'chosen', categoryId: event.categoryId, addonId: event.addonId, ...(event.quantity === undefined ? {} : { quantity: event.quantity }) }),
                      },
                    },
                    'addon.quantityChanged': {
                      actions: {
                        type: 'changeSelection',
                        params: ({ event }) => ({ type: 'chosen', categoryId: event.categoryId, addonId: event.addonId, quantity: event.quantity }),
                      },
                    },
                    'addon.removed': { actions: { type: 'changeSelection', params: ({ event }) => ({ type: 'removed', addonId: event.addonId }) } },
                    'addon.toggled': {
                      actions: { type: 'changeSelection', params: ({ event }) => ({ type: 'toggled', addonId: event.addonId, on: event.on }) },
                    },
                    'selectionNotice.dismissed': { actions: 'dismissSelectionNotice' },
                    'planLink.restored': { actions: { type: 'restorePlanLink', params: ({ event }) => event.selection } },
                    'planLink.unavailable': { actions: 'noteUnavailableConfiguration' },
                    // forces_plan: the route now names the forced plan, which loads like any other
                    'plan.forced': { target: '#order.ready.page.routing' },
                    'voucher.checked': { actions: { type: 'storeVoucher', params: ({ event }) => event.voucher } },
                    'voucher.removed': { actions: 'removeVoucher' },
                    'voucher.synced': { actions: 'markVoucherSynced' },
                    'referenceNumber.checked': { actions: { type: 'storeReferenceNumber', params: ({ event }) => event.referenceNumber } },
                    'liveValidation.completed': {
                      actions: {
                        type: 'storeLiveCheck',
                        params: ({ event }) => ({ section: event.section, field: event.field, value: event.value, valid: event.valid, flags: event.flags }),
                      },
                    },
                  },
                  initial: 'entering',
                  entry: 'checkSelection',
                  states: {
                    entering: {
                      always: [
                        { guard: 'isSkipToCustomer', target: 'entering', reenter: true, actions: 'routeToCustomerSkippingAhead' },
                        { guard: 'isOnPlanWithoutStep', target: 'entering', reenter: true, actions: 'routeToFirstStep' },
                        ...stepNames.map((step) => ({ guard: { type: 'isVisitableStep' as const, params: step }, target: step })),
                        // Spec section 2: a later step than the last valid one redirects to product.
                        { target: 'entering', reenter: true, actions: 'routeToFirstStep' },
                      ],
                    },
                    product: stepState('product'),
                    activation: stepState('activation'),
                    customer: stepState('customer'),
                    account: stepState('account'),
                    confirm: stepState('confirm'),
                  },
                },
              },
            },
          },
        },
        modal: {
          initial: 'closed',
          states: {
            closed: { on: { 'addressCheck.requested': 'addressCheck' } },
            // Spec section 2: the address-availability modal and its content modes (from the quote status).
            addressCheck: {
              initial: 'deciding',
              on: {
                'addressCheck.completed': [
                  {
                    // the plan loads now: the updating message until it did
                    guard: stateIn('#order.ready.page.plan.awaitingAddressCheck'),
                    target: '.loading',
                    actions: { type: 'storeCheckedAddress', params: ({ event }) => event },
                  },
                  { target: 'closed', actions: { type: 'storeCheckedAddress', params: ({ event }) => event } },
                ],
                // Not dismissable while no address is verified, nor while the plan waits for one.
                'addressCheck.dismissed': {
                  guard: and(['hasVerifiedAddress', not(stateIn('#order.ready.page.plan.awaitingAddressCheck'))]),
                  target: 'closed',
                },
              },
              states: {
                deciding: {
                  always: [
                    { guard: and([stateIn('#order.ready.quoteStatus.exists'), 'hasVerifiedAddress']), target: 'onlyQuote' },
                    { guard: stateIn('#order.ready.quoteStatus.exists'), target: 'apcAndQuote' },
                    { target: 'onlyApc' },
                  ],
                },
                onlyApc: {},
                apcAndQuote: {},
                onlyQuote: {},
                loading: {
                  always: {
                    guard: and([not(stateIn('#order.ready.page.plan.loading')), not(stateIn('#order.ready.page.plan.preparing'))]),
                    target: '#order.ready.modal.closed',
                  },
                },
              },
            },
          },
        },
        quoteStatus: {
          initial: 'initial',
          states: {
            initial: { always: { guard: 'isQuoteRequested', target: 'exists' }, on: { 'quote.failed': 'error' } },
            exists: { on: { 'quote.reset': { target: 'initial', actions: 'clearQuoteQuery' }, 'quote.failed': 'error' } },
            error: { on: { 'quote.reset': { target: 'initial', actions: 'clearQuoteQuery' } } },
          },
        },
      },
    },
  },
});

/** One step of the flow: editing, and saving its section with `PUT order` on the way to the next step. */
function stepState(step: StepName) {
  return {
    tags: ['step'],
    entry: [
      { type: 'reachStep', params: step },
      { type: 'announceStep', params: step },
    ],
    initial: 'editing',
    on: {
      'step.selected': {
        target: '#order.ready.page.plan.flow.entering',
        actions: { type: 'routeToStep', params: ({ event }: { event: { step: StepName } }) => event.step },
      },
      'step.changeRequested': {
        target: '#order.ready.page.plan.flow.entering',
        actions: [{ type: 'routeToStep', params: ({ event }: { event: { step: StepName } }) => event.step }, 'returnToConfirm'],
      },
      'step.back': { guard: 'hasPreviousStep', target: '#order.ready.page.plan.flow.entering', actions: 'routeToPreviousStep' },
    },
    states: {
      editing: {
        on: {
          'step.next': [{ guard: 'isCurrentStepComplete', target: 'saving' }, { actions: 'revealStepErrors' }],
        },
      },
      saving: {
        tags: ['pending'],
        invoke: {
          id: 'saveSection',
          src: 'saveSection',
          input: ({ context }: { context: OrderContext }) => {
            const rules = rulesOf(context);
            return { step, body: rules.sectionBody(step, rules.currentOrder(context.plan!, context)) };
          },
          onDone: [
            { guard: 'hasNextStep', target: '#order.ready.page.plan.flow.entering', actions: ['clearApiError', 'routeToNextStep'] },
            { target: 'editing', actions: 'clearApiError' },
          ],
          onError: [
            {
              guard: { type: 'isBadRequest', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
              target: '#order.ready.page.plan.flow.entering',
              // the reset keeps the failure: the product step tells the user why their choice is gone
              actions: ['resetOrderProcess', 'routeToFirstStep', { type: 'storeSaveError', params: ({ event }: { event: { error: unknown } }) => event.error }],
            },
            { target: 'editing', actions: { type: 'storeSaveError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          ],
        },
      },
    },
  } as const;
}

export type OrderActor = ActorRefFrom<typeof orderMachine>;
export type OrderSnapshot = SnapshotFrom<typeof orderMachine>;

/** The step rules, loaded before any state of the flow is entered (`plan.preparing`). */
function rulesOf(context: OrderContext): StepRules {
  if (!context.stepRules) throw new Error('The step rules are loaded before the flow starts');
  return context.stepRules;
}

function planOfRoute(context: OrderContext): string | null {
  if (isPlanRoute(context.route)) return context.route.plan;
  return null;
}

/** The plan routes whose visitor is checked (all but thanks and link-created). */
function isCheckedRoute(context: OrderContext): boolean {
  return isPlanRoute(context.route) && context.route.name !== 'thanks' && context.route.name !== 'linkCreated';
}

function hasVerifiedAddress(context: OrderContext): boolean {
  const address = context.form.customer.connectionAddress;
  return address.isApiValid && address.street.trim() !== '';
}

function currentStep(context: OrderContext): StepName | null {
  return context.route.name === 'step' ? context.route.step : null;
}

function samePlan(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.toUpperCase() === b.toUpperCase();
}

function stepRoute(context: OrderContext, step: StepName) {
  return {
    route: { name: 'step', plan: planOfRoute(context) ?? context.plan!.code, step } as Route,
    history: 'push' as const,
  };
}

function planClassesQuery(context: OrderContext): PlanClassesQuery {
  const { query, partner } = context;
  return {
    ...(query.api ? { api: query.api } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.productCode ? { product_code: query.productCode } : {}),
    ...(partner.partnerCode ? { partner_code: partner.partnerCode } : {}),
  };
}

/** Spec section 6: access is checked on plan routes once authentication has ended. */
function isAccessDenied(context: OrderContext): boolean {
  return !decideAccess({
    partnerCode: context.partner.partnerCode,
    parentCustomerId: context.partner.parentCustomerId,
    isPartnerPortal: context.auth?.isPartnerPortal ?? false,
    isCustomerPortal: context.auth?.isCustomerPortal ?? false,
    embeddedFramePartnerCodes: context.auth?.embeddedFramePartnerCodes ?? [],
  }).allowed;
}

function redirectTargetOf(context: OrderContext): PortalTarget {
  return context.partner.parentCustomerId && !context.partner.isPartnerPortal ? 'customerPortal' : 'partnerPortal';
}

/**
 * Before each navigation (spec section 2): the hash's auth_token is stored and leaves the address; the query is
 * read (section 4, "Query-driven state"); a valid `lang` switches the language and leaves the address.
 */
function locationUpdate(context: OrderContext, location: OrderLocation): OrderContext {
  const token = new URLSearchParams(location.hash.replace(/^#/, '')).get('auth_token');
  const query = parseQuery(location.search);
  const search = withoutLang(location.search);
  let route = parseRoute(location.pathname, search, context.basePath);
  if (route.name === 'plans' && context.planAttribute && !context.auth && context.planClasses.length === 0) {
    route = { name: 'plan', plan: context.planAttribute };
  }
  const cleaned = search !== location.search || location.hash.includes('auth_token');
  return {
    ...context,
    route,
    search,
    query,
    history: 'replace',
    authToken: token ?? context.authToken,
    language: query.lang ?? context.language,
    partner: partnerFromQuery(context.partner, query),
    orderType: query.type ?? context.orderType,
    preselect: query.preselect || context.preselect,
    voucherCode: query.voucher ?? context.voucherCode,
    form: query.quoteHash ? { ...context.form, quoteHash: query.quoteHash } : context.form,
    // The adapter rewrites the address when the machine removed something from it.
    ...(cleaned ? { history: 'replace' as const } : {}),
  };
}

