/** The root machine's graph, shared by the model-based tests of the machine and of the rendered shell. */
import { fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { orderMachine, type OrderEvent, type OrderSnapshot } from '../../machines/order.machine.ts';
import { routePath } from '../../machines/routes.ts';
import { stepNames } from '../../machines/steps.ts';
import * as stepRules from '../../machines/stepRules.ts';
import { activeLeaves } from './modelHarness.ts';
import { anonymous, completeCustomer, httpError, inputAt, talPlan, translations } from './support.ts';

export type { OrderSnapshot };

export type GraphEvent = OrderEvent | { type: `xstate.${'done' | 'error'}.actor.${string}`; output?: unknown; error?: unknown };

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as GraphEvent;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as GraphEvent;
const at = (url: string) => {
  const parsed = new URL(url, 'http://shop.test');
  return { type: 'location.changed', pathname: parsed.pathname, search: parsed.search, hash: parsed.hash } as GraphEvent;
};

/** Every event the root machine takes, with sample payloads, including what its actors answer. */
export const events: GraphEvent[] = [
  done('authenticate', anonymous),
  // a parent customer without the customer-portal flag: access denied (spec section 6)
  done('authenticate', { ...anonymous, isAuthenticated: true, parentCustomerId: 'K-4711' }),
  failed('authenticate', httpError(401, 'authenticateWithToken')),
  failed('authenticate', httpError(503, 'authenticateWithToken')),
  done('loadPlanClasses', []),
  failed('loadPlanClasses', httpError(503, 'loadPlanClasses')),
  done('loadTranslations', translations),
  failed('loadTranslations', httpError(503, 'loadTranslations')),
  done('loadPlan', { plan: talPlan, stepRules }),
  failed('loadPlan', httpError(404)),
  failed('loadPlan', httpError(412)),
  failed('loadPlan', httpError(502)),
  done('saveSection', {}),
  failed('saveSection', httpError(422, 'saveOrder')),
  failed('saveSection', httpError(503, 'saveOrder')),
  // the IBAN's BIC table (a child the flow spawns): stored in the flow, its failure taken in every state
  done('bicTable', { country: 'DE', bics: { '37040044': 'COBADEFFXXX' } }),
  failed('bicTable', new TypeError('Failed to fetch dynamically imported module')),
  at('/'),
  at('/plans/TALPRIV100/product/'),
  at('/plans/error?voucher=X'),
  at('/unsupported'),
  at('/nect'),
  at('/plans/TALPRIV100/thanks/'),
  at('/plans/TALPRIV100/link-created/'),
  at('/nowhere'),
  { type: 'plan.chosen', plan: 'TALPRIV100' },
  // attributes set by the host, in any state (the element sends these)
  { type: 'route.requested', route: { name: 'plans' } },
  { type: 'language.changed', language: 'fr' },
  { type: 'field.changed', section: 'connection', path: 'oldConnection', value: false },
  { type: 'field.changed', section: 'connection', path: 'buildingType', value: 'detachedHouse' },
  { type: 'liveValidation.completed', section: 'connection', field: 'lineId', value: '', valid: true, flags: null },
  { type: 'field.changed', section: 'customer', path: '', value: completeCustomer },
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'boot.retried' },
  { type: 'plan.retried' },
  {
    type: 'addressCheck.completed',
    address: { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE', areaCode: '030' },
    bandwidth: 1000,
    planCode: 'TALPRIV100',
    navigationStep: null,
  },
  done('loadOrderAddress', { orderAddress: { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE' }, bandwidth: 1000 }),
  { type: 'quote.reset' },
  // stored form data only: an edge on every state, no new state
  { type: 'quoteForm.changed', values: { companyName: 'Nordwind Logistik GmbH' } },
  { type: 'planLinkEmail.changed', email: 'jana@example.com' },
  { type: 'planLink.unavailable' },
  { type: 'step.changeRequested', step: 'product' },
  { type: 'submission.keyChanged', orderKey: { idempotencyKey: 'key-1', sections: { customer: 'c-1' }, fate: 'unknown' } },
  {
    type: 'order.submitted',
    transactionId: 'T-1',
    verification: null,
    thankYouTarget: 'thanks',
    purchase: { transactionId: 'T-1', value: 0, currency: 'EUR', items: [] },
    changedSteps: [],
  },
];

/** The graph is bounded by what decides behaviour: states, the route, the flow, the answers; never field text. */
export function serializeState(snapshot: OrderSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    route: routePath(context.route, context.basePath),
    highest: context.flow.highestStep,
    plan: context.plan?.code ?? null,
    language: context.language,
    planFailure: context.planFailure?.status ?? null,
    apiError: context.apiError?.status ?? null,
    bootErrors: context.bootErrors.length,
    stepRules: context.stepRules !== null,
    selectionPending: context.selectionPending,
    complete: stepNames.map((step) => stepRules.isStepComplete(step, context)),
    returnToConfirm: context.flow.returnToConfirm ?? false,
    submitted: context.submitted?.transactionId ?? null,
  });
}

export const input = inputAt('/plans/TALPRIV100/');

/** The one address the graph goes to before the form is ready: a page that loads no plan. */
export const addressDuringStartUp = '/plans/TALPRIV100/thanks/';

/**
 * A navigation before the form is ready is only kept for it (the route's page is the same as one gone to once ready):
 * one sample of it, not each, or the start-up's states are walked once per address (more paths than the 8,882 of the one sample).
 */
const offered = (event: GraphEvent, snapshot: OrderSnapshot) =>
  event.type !== 'location.changed' || snapshot.matches('ready') || event.pathname === addressDuringStartUp;

/**
 * The shortest paths over the given events (all of them by default): 8,882 paths. `possible` narrows the events a
 * state offers (the browser's graph: a link is clicked where the screen shows it). An event the state cannot take
 * (`can`: no transition, or one that changes nothing) is left out before the graph makes its whole transition only to
 * find the same state: the same paths, in a third of the time (25 s instead of 77 s alone on this machine).
 */
export function shortestPaths(over: GraphEvent[] = events, possible: (event: GraphEvent, snapshot: OrderSnapshot) => boolean = () => true) {
  return getShortestPaths(orderMachine, {
    input,
    events: (snapshot) =>
      over.filter((event) => offered(event, snapshot as OrderSnapshot) && possible(event, snapshot as OrderSnapshot) && (snapshot as OrderSnapshot).can(event as OrderEvent)) as OrderEvent[],
    serializeState: (snapshot) => serializeState(snapshot as OrderSnapshot),
  });
}
export type RootGraphPath = ReturnType<typeof shortestPaths>[number];

let allPaths: RootGraphPath[] | undefined;
/** Every shortest path of the root machine, computed when first asked for, not when the module is imported. */
export function rootPaths(): RootGraphPath[] {
  return (allPaths ??= shortestPaths());
}

/** Actors that never answer: the path itself delivers their answers as events. */
const silent = fromPromise(() => new Promise<never>(() => undefined));
export const replayable = orderMachine.provide({
  actors: {
    authenticate: silent,
    loadPlanClasses: silent,
    loadTranslations: silent,
    loadPlan: silent,
    saveSection: silent,
    loadOrderAddress: silent,
    loadBicTable: silent,
  } as never,
});

/** The paths grouped by the page state they end in: one test each, replaying every path of the group. */
export function pageStateOf(snapshot: OrderSnapshot): string {
  return activeLeaves(snapshot.value)
    .filter((leaf) => !leaf.startsWith('ready.modal') && !leaf.startsWith('ready.quoteStatus') && !leaf.startsWith('ready.savedAddress') && !leaf.startsWith('ready.session') && !leaf.startsWith('ready.connection'))
    .join(' + ');
}

/** The given paths (every shortest path by default) by the page state they end in. */
export const groupsOf = (paths: RootGraphPath[] = rootPaths()) => Map.groupBy(paths, (path) => pageStateOf(path.state as OrderSnapshot));

