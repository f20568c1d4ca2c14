import { raise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { authenticating, bootLoading } from './order/boot.ts';
import { connection } from './order/connection.ts';
import { initialContext } from './order/context.ts';
import { locationOf, requestedRoute } from './order/events.ts';
import { flow } from './order/flow.ts';
import { modal } from './order/modal.ts';
import { awaitingAddressCheck, planFailed, planLoading, routing } from './order/page.ts';
import { quoteStatus } from './order/quoteStatus.ts';
import { session } from './order/session.ts';
import { orderSetupWith, placeholderActors, type OrderActorImplementations } from './order/setup.ts';
import { locationUpdate } from './order/updates/locationUpdate.ts';

export type { AddressCheckCompleted, LoadedPlan, OrderEmitted, OrderEvent, OrderSubmitted, SaveSectionInput } from './order/events.ts';

/**
 * The root order machine: booting, routes and navigation, form data (spec sections 2, 4, 6, 8, 9). This file is
 * the map of the flow; its events, context, setup (actors, guards, actions), each region's states and the pure
 * context updates are beside it in machines/order/.
 */
export function createOrderMachine(actors: OrderActorImplementations) {
  return orderSetupWith(actors).createMachine({
    id: 'order',
    context: ({ input }) => locationUpdate(initialContext(input), input.location),
    initial: 'booting',
    // A host may set `lang` or `plan` at any moment (React and Vue hosts set attributes just after creating the
    // element): a new language is taken at once, a requested route is kept and shown as soon as the form is ready.
    on: {
      'language.changed': { actions: { type: 'changeLanguage', params: ({ event }) => event.language } },
      // The bank details leave the form after a time without activity, whatever the state (DESIGN.md, "Data at rest").
      'paymentData.expired': { actions: 'expirePaymentData' },
      // A BIC table that cannot load derives nothing (the runtime reports it), in whichever state it fails: an
      // unhandled child error would stop the machine. The IBAN's next change asks for it again.
      'xstate.error.actor.bicTable': { actions: 'markBicTableFailed' },
    },
    states: {
      // Spec section 2: the session, then plan classes, translations, the plan and the order's address in parallel.
      // A visitor's back or forward during the start-up is kept like a host's route: shown as soon as the form is
      // ready, not overwritten by the address the form started at.
      booting: {
        on: {
          'route.requested': { actions: { type: 'requestRoute', params: requestedRoute } },
          'location.changed': { actions: { type: 'applyLocation', params: locationOf } },
        },
        initial: 'authenticating',
        states: { authenticating, loading: bootLoading },
      },
      // A bundled message in four languages, with a retry; the host hears `order-form:error`.
      bootFailed: {
        entry: 'announceBootFailure',
        on: {
          'boot.retried': { target: 'booting' },
          'route.requested': { actions: { type: 'requestRoute', params: requestedRoute } },
          'location.changed': { actions: { type: 'applyLocation', params: locationOf } },
        },
      },
      // Spec sections 6, 8: the state is reset and the visitor sent to their portal.
      accessDenied: { entry: ['denyAccess', 'redirectToPortal'] },
      ready: {
        type: 'parallel',
        entry: 'announceReady',
        on: {
          'quoteForm.changed': { actions: { type: 'storeQuoteForm', params: ({ event }) => event.values } },
          'planLinkEmail.changed': { actions: { type: 'storePlanLinkEmail', params: ({ event }) => event.email } },
          'submission.keyChanged': { actions: { type: 'storeOrderKey', params: ({ event }) => event.orderKey } },
          // Spec sections 6, 8: a partner token refused when a new session was made, as at the start-up.
          'session.tokenRefused': { target: '#order.accessDenied' },
        },
        states: {
          // Navigation is the page region's own: on `ready`, a transition into `.page` would exit and re-enter the
          // whole parallel state, resetting the modal and the quote status with it.
          page: {
            on: {
              'location.changed': {
                target: '.routing',
                actions: { type: 'applyLocation', params: locationOf },
              },
              'route.requested': { target: '.routing', actions: { type: 'requestRoute', params: requestedRoute } },
              // A plan chosen from the list starts a new offer: the quote status is reset (spec section 4).
              'plan.chosen': { target: '.routing', actions: [{ type: 'choosePlan', params: ({ event }) => event.plan }, raise({ type: 'quote.reset' })] },
              'order.submitted': { target: '.routing', actions: { type: 'completeOrder', params: ({ event }) => event } },
            },
            initial: 'routing',
            states: {
              routing,
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
                  loading: planLoading,
                  failed: planFailed,
                  awaitingAddressCheck,
                  // the steps: product, activation, customer, account, confirm; each editing, then saving
                  flow,
                },
              },
            },
          },
          // the address-availability modal: closed, or addressCheck (deciding, onlyApc, apcAndQuote, onlyQuote, loading)
          modal,
          quoteStatus,
          // the server session after the start-up: renewed, restored, ended (DESIGN.md, "Sessions, refusals and time limits")
          session,
          // the browser's connection, told in the shell's live region
          connection,
        },
      },
    },
  });
}

/**
 * The machine with placeholder actors, for tests (`orderMachine.provide(...)`) and types. Pure: the shipped element
 * builds its own with `createOrderMachine(actors)` and never this one, so the bundle drops it.
 */
export const orderMachine = /* @__PURE__ */ createOrderMachine(/* @__PURE__ */ placeholderActors());

export type OrderActor = ActorRefFrom<typeof orderMachine>;
export type OrderSnapshot = SnapshotFrom<typeof orderMachine>;
