import { raise } from 'xstate';
import { errorOf, outputOf } from './events.ts';
import { accessDeniedId, routingId } from './ids.ts';
import { planOfRoute } from './reads.ts';
import { orderStateConfig } from './setup.ts';

/*
 * The page region (spec sections 2, 8): the route decides the page; a plan route loads its plan (with the rules of its
 * steps) before its flow starts, and a plan that failed to load is an error page, an address check or a retry.
 */

/** Each navigation comes back here: the page of the route, with its plan loaded for a plan route. */
export const routing = orderStateConfig({
  always: [
    { guard: { type: 'isRoute', params: 'plans' }, target: 'plans' },
    { guard: { type: 'isRoute', params: 'planError' }, target: 'planError' },
    { guard: { type: 'isRoute', params: 'unsupported' }, target: 'unsupported' },
    { guard: { type: 'isRoute', params: 'nect' }, target: 'nect' },
    { guard: { type: 'isRoute', params: 'thanks' }, target: 'thanks' },
    { guard: { type: 'isRoute', params: 'linkCreated' }, target: 'linkCreated' },
    { guard: { type: 'isRoute', params: 'notFound' }, target: 'notFound' },
    { guard: 'isAccessDenied', target: accessDeniedId },
    { guard: 'isPlanLoadedForRoute', target: 'plan.flow', actions: 'preselectAddons' },
    { guard: { type: 'isPlanFailedWith', params: 404 }, target: 'planError', actions: 'routeToPlanError' },
    { guard: { type: 'isPlanFailedWith', params: 412 }, target: 'plan.awaitingAddressCheck' },
    { guard: { type: 'isPlanFailedWith', params: 'other' }, target: 'plan.failed' },
    { target: 'plan.loading' },
  ],
});

export const planLoading = orderStateConfig({
  tags: ['pending'],
  invoke: {
    id: 'loadPlan',
    src: 'loadPlan',
    input: ({ context }) => ({ code: planOfRoute(context)!, lang: context.language }),
    onDone: { target: routingId, actions: { type: 'storePlan', params: outputOf } },
    onError: { target: routingId, actions: { type: 'storePlanFailure', params: errorOf } },
  },
});

/** Spec section 8: another plan load error is stored as an api-call error; navigation is not ready. */
export const planFailed = orderStateConfig({
  on: { 'plan.retried': { target: 'loading', actions: 'clearApiError' } },
});

/** Spec section 8: plan load 412 opens the address-check modal; the checked address loads the plan again. */
export const awaitingAddressCheck = orderStateConfig({
  entry: raise({ type: 'addressCheck.requested' }),
  on: { 'addressCheck.completed': { target: 'loading', actions: 'clearApiError' } },
});
