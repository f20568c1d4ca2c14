import { and, enqueueActions, not } from 'xstate';
import { errorOf, outputOf } from './events.ts';
import { accessDeniedId, bootFailedId, readyId } from './ids.ts';
import { planClassesQuery, planOfRoute } from './reads.ts';
import { orderStateConfig } from './setup.ts';

/*
 * Start-up (spec section 2): the session is checked with the hash's token or the stored one, then plan classes,
 * translations, the route's plan and the order's verified address load in parallel. The spec's "ready means loaded
 * without errors": a failed translations or plan-classes load fails the boot; a failed plan load is a routing outcome.
 */

export const authenticating = orderStateConfig({
  invoke: {
    id: 'authenticate',
    src: 'authenticate',
    input: ({ context }) => ({ token: context.authToken }),
    onDone: [
      {
        guard: { type: 'isAccessDeniedWith', params: ({ event }) => ({ auth: event.output }) },
        target: accessDeniedId,
        actions: { type: 'storeAuth', params: outputOf },
      },
      { target: 'loading', actions: { type: 'storeAuth', params: outputOf } },
    ],
    onError: [
      { guard: { type: 'isTokenRejected', params: errorOf }, target: accessDeniedId },
      // A token the server could not check is not a visitor without one: try again.
      { guard: 'hasToken', target: bootFailedId, actions: { type: 'recordBootError', params: errorOf } },
      // A failed session check leaves an anonymous visitor.
      { target: 'loading' },
    ],
  },
});

// The translations first: their answer is the larger and slower one, so the plan classes' request leaves before it
// has ended even against a server on the same machine (one round trip, not seen as two by the bench).
export const bootLoading = orderStateConfig({
  type: 'parallel',
  entry: 'clearBootErrors',
  states: {
    translations: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadTranslations',
            src: 'loadTranslations',
            onDone: { target: 'done', actions: { type: 'storeTranslations', params: outputOf } },
            onError: { target: 'done', actions: { type: 'recordBootError', params: errorOf } },
          },
        },
        done: { type: 'final' },
      },
    },
    planClasses: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadPlanClasses',
            src: 'loadPlanClasses',
            input: ({ context }) => ({ query: planClassesQuery(context) }),
            onDone: { target: 'done', actions: { type: 'storePlanClasses', params: outputOf } },
            onError: { target: 'done', actions: { type: 'recordBootError', params: errorOf } },
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
            onDone: { target: 'done', actions: { type: 'storePlan', params: outputOf } },
            // Plan load failures are routing outcomes (spec section 8), not boot failures.
            onError: { target: 'done', actions: { type: 'storePlanFailure', params: errorOf } },
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
  onDone: [{ guard: 'isBootFailed', target: bootFailedId }, { target: readyId }],
});
