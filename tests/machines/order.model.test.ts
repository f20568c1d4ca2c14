import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { orderMachine, type OrderEvent, type OrderSnapshot } from '../../machines/order.machine.ts';
import { routePath, stepNames } from '../../machines/routes.ts';
import { isStepComplete } from '../../machines/stepRules.ts';
import { emptyCustomerForm } from '../../src/domain/index.ts';
import { activeLeaves, assertState, type StateAssertions } from './modelHarness.ts';
import { anonymous, httpError, inputAt, talPlan, translations } from './support.ts';

type GraphEvent = OrderEvent | { type: `xstate.${'done' | 'error'}.actor.${string}`; output?: unknown; error?: unknown };

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as GraphEvent;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as GraphEvent;
const at = (url: string) => {
  const parsed = new URL(url, 'http://shop.test');
  return { type: 'location.changed', pathname: parsed.pathname, search: parsed.search, hash: parsed.hash } as GraphEvent;
};

const completeCustomer = {
  ...emptyCustomerForm(),
  customerType: 'private',
  salutation: 'Mrs',
  firstName: 'Anna',
  lastName: 'Schmidt',
  birthDate: '14.03.1985',
  email: 'anna.schmidt@example.de',
  phoneNumber: '030 1234567',
  connectionAddress: { street: 'Friedrichstraße', houseNumber: '123', postalCode: '10117', region: 'Berlin', country: 'DE', isApiValid: true },
  accountOwner: 'Anna Schmidt',
  accountNumber: 'DE89370400440532013000',
  password: 'sicher-genug-2026',
  repeatPassword: 'sicher-genug-2026',
};

/** Every event the root machine takes, with sample payloads, including what its actors answer. */
const events: GraphEvent[] = [
  done('authenticate', anonymous),
  // a parent customer without the customer-portal flag: access denied (spec section 6)
  done('authenticate', { ...anonymous, isAuthenticated: true, parentCustomerId: 'K-4711' }),
  failed('authenticate', httpError(401, 'authenticateWithToken')),
  failed('authenticate', httpError(503, 'authenticateWithToken')),
  done('loadPlanClasses', []),
  failed('loadPlanClasses', httpError(503, 'loadPlanClasses')),
  done('loadTranslations', translations),
  failed('loadTranslations', httpError(503, 'loadTranslations')),
  done('loadPlan', talPlan),
  failed('loadPlan', httpError(404)),
  failed('loadPlan', httpError(412)),
  failed('loadPlan', httpError(502)),
  done('saveSection', {}),
  failed('saveSection', httpError(422, 'saveOrder')),
  failed('saveSection', httpError(503, 'saveOrder')),
  at('/'),
  at('/plans/TALPRIV100/product/'),
  at('/plans/error?voucher=X'),
  at('/unsupported'),
  at('/nect'),
  at('/plans/TALPRIV100/thanks/'),
  at('/plans/TALPRIV100/link-created/'),
  at('/nowhere'),
  { type: 'plan.chosen', plan: 'TALPRIV100' },
  { type: 'field.changed', section: 'connection', path: 'oldConnection', value: false },
  { type: 'field.changed', section: 'connection', path: 'buildingType', value: 'detachedHouse' },
  { type: 'field.changed', section: 'customer', path: '', value: completeCustomer },
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'boot.retried' },
  { type: 'plan.retried' },
  { type: 'addressCheck.completed' },
  { type: 'quote.reset' },
];

/** The graph is bounded by what decides behaviour: states, the route, the flow, the answers; never field text. */
function serializeState(snapshot: OrderSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    route: routePath(context.route, context.basePath),
    highest: context.flow.highestStep,
    plan: context.plan?.code ?? null,
    planFailure: context.planFailure?.status ?? null,
    apiError: context.apiError?.status ?? null,
    bootErrors: context.bootErrors.length,
    complete: stepNames.map((step) => isStepComplete(step, context)),
  });
}

const pathOf = (snapshot: OrderSnapshot) => routePath(snapshot.context.route, snapshot.context.basePath);
const onStep = (step: string) => (snapshot: OrderSnapshot) => {
  expect(snapshot.context.route).toMatchObject({ name: 'step', step });
  expect(pathOf(snapshot)).toMatch(new RegExp(`/${step}/$`));
};

/** What must hold in each state of the root machine. */
const assertions: StateAssertions<OrderSnapshot> = {
  'booting.authenticating': (s) => expect(s.context.alert).toBeNull(),
  'booting.loading.planClasses.loading': (s) => expect(s.context.planClasses).toEqual([]),
  'booting.loading.planClasses.done': () => undefined,
  'booting.loading.translations.loading': (s) => expect(s.context.translations).toBeNull(),
  'booting.loading.translations.done': () => undefined,
  'booting.loading.plan.loading': (s) => expect(s.context.route.name).toMatch(/^(plan|step)$/),
  'booting.loading.plan.done': () => undefined,
  bootFailed: (s) => expect(s.context.bootErrors.length).toBeGreaterThan(0),
  accessDenied: (s) => {
    expect(s.context.alert).toBe('error.token.invalid');
    expect(s.context.authToken).toBeNull();
  },
  'ready.page.plans': (s) => expect(pathOf(s)).toBe('/'),
  'ready.page.planError': (s) => expect(pathOf(s)).toMatch(/^\/plans\/error/),
  'ready.page.unsupported': (s) => expect(pathOf(s)).toBe('/unsupported'),
  'ready.page.nect': (s) => expect(pathOf(s)).toBe('/nect'),
  'ready.page.thanks': (s) => expect(pathOf(s)).toMatch(/\/thanks\/$/),
  'ready.page.linkCreated': (s) => expect(pathOf(s)).toMatch(/\/link-created\/$/),
  'ready.page.notFound': (s) => expect(s.context.route.name).toBe('notFound'),
  'ready.page.plan.loading': (s) => expect(s.hasTag('pending')).toBe(true),
  'ready.page.plan.failed': (s) => {
    expect(s.context.apiError?.status).toBe(502);
    expect(s.can({ type: 'plan.retried' })).toBe(true);
  },
  'ready.page.plan.awaitingAddressCheck': (s) => expect(s.matches({ ready: { modal: 'addressCheck' } })).toBe(true),
  'ready.page.plan.flow.product.editing': onStep('product'),
  'ready.page.plan.flow.product.saving': (s) => {
    onStep('product')(s);
    expect(s.hasTag('pending')).toBe(true);
  },
  'ready.page.plan.flow.activation.editing': onStep('activation'),
  'ready.page.plan.flow.activation.saving': onStep('activation'),
  'ready.page.plan.flow.customer.editing': onStep('customer'),
  'ready.page.plan.flow.customer.saving': onStep('customer'),
  'ready.page.plan.flow.account.editing': onStep('account'),
  'ready.page.plan.flow.account.saving': onStep('account'),
  'ready.page.plan.flow.confirm.editing': onStep('confirm'),
  'ready.page.plan.flow.confirm.saving': onStep('confirm'),
  'ready.modal.closed': () => undefined,
  'ready.modal.addressCheck': (s) => expect(s.can({ type: 'addressCheck.completed' })).toBe(true),
  'ready.quoteStatus.initial': (s) => expect(s.context.query.quote || s.context.query.preselect).toBe(false),
  'ready.quoteStatus.exists': (s) => expect(s.can({ type: 'quote.reset' })).toBe(true),
  'ready.quoteStatus.error': (s) => expect(s.can({ type: 'quote.reset' })).toBe(true),
};

const input = inputAt('/plans/TALPRIV100/');
const paths = getShortestPaths(orderMachine, {
  input,
  events: events as OrderEvent[],
  serializeState: (snapshot) => serializeState(snapshot as OrderSnapshot),
});

/** Actors that never answer: the path itself delivers their answers as events. */
const silent = fromPromise(() => new Promise<never>(() => undefined));
const replayable = orderMachine.provide({
  actors: { authenticate: silent, loadPlanClasses: silent, loadTranslations: silent, loadPlan: silent, saveSection: silent } as never,
});

/** The paths grouped by the page state they end in: one test each, replaying every path of the group. */
function pageStateOf(snapshot: OrderSnapshot): string {
  return activeLeaves(snapshot.value)
    .filter((leaf) => !leaf.startsWith('ready.modal') && !leaf.startsWith('ready.quoteStatus'))
    .join(' + ');
}

const groups = Map.groupBy(paths, (path) => pageStateOf(path.state as OrderSnapshot));

function replay(path: (typeof paths)[number]): void {
  const actor = createActor(replayable, { input });
  actor.start();
  for (const step of path.steps) {
    actor.send(step.event);
    try {
      assertState(actor.getSnapshot(), assertions);
    } catch (error) {
      throw new Error(`after ${path.steps.map((s) => s.event.type).join(' > ')}: ${(error as Error).message}`);
    }
  }
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.state as OrderSnapshot));
  actor.stop();
}

describe('the root order machine, over its shortest paths', () => {
  it('reaches every state it has, and every reachable state has an assertion', () => {
    const reached = new Set(paths.flatMap((path) => activeLeaves(path.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(assertions).filter((key) => reached.has(key)).sort());
    for (const state of reached) expect(assertions, `no assertion for ${state}`).toHaveProperty([state]);
    // Every step of the flow is reached, and the error states too.
    for (const state of ['bootFailed', 'accessDenied', 'ready.page.planError', 'ready.page.plan.failed', 'ready.page.plan.flow.confirm.editing']) {
      expect(reached).toContain(state);
    }
  });

  it.each([...groups].map(([state, group]) => [state, group.length, group] as const))(
    'replays every shortest path into %s (%i paths) with its assertions',
    (_, __, group) => group.forEach(replay),
  );
});
