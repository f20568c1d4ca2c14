import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import { routePath } from '../../machines/routes.ts';
import { activeLeaves, assertState, type StateAssertions } from './modelHarness.ts';
import { groupsOf, input, replayable, rootPaths, serializeState } from './orderModel.ts';

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
  // the plan of the address the form started at loads with the rest; no step can be left meanwhile
  'booting.loading.plan.loading': (s) => {
    expect(s.context.alert).toBeNull();
    expect(s.can({ type: 'step.next' })).toBe(false);
  },
  'booting.loading.plan.done': () => undefined,
  'booting.loading.orderAddress.loading': (s) => expect(s.context.form.customer.connectionAddress.isApiValid).toBe(false),
  'booting.loading.orderAddress.done': () => undefined,
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
    // a plan load answered 502
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
  'ready.modal.addressCheck.onlyApc': (s) => expect(s.matches({ ready: { quoteStatus: 'exists' } })).toBe(false),
  'ready.modal.addressCheck.apcAndQuote': (s) => {
    expect(s.matches({ ready: { quoteStatus: 'exists' } })).toBe(true);
    expect(s.context.form.customer.connectionAddress.isApiValid).toBe(false);
  },
  'ready.modal.addressCheck.onlyQuote': (s) => expect(s.context.form.customer.connectionAddress.isApiValid).toBe(true),
  'ready.modal.addressCheck.loading': (s) => {
    expect(s.matches({ ready: { page: { plan: 'loading' } } })).toBe(true);
    expect(s.context.form.customer.connectionAddress).toMatchObject({ street: 'Friedrichstraße', postalCode: '10117', region: 'Berlin', isApiValid: true });
  },

  'ready.quoteStatus.initial': (s) => expect(s.context.query.quote || s.context.query.preselect).toBe(false),
  'ready.quoteStatus.exists': (s) => {
    expect(s.context.query.quote || s.context.query.preselect).toBe(true);
    expect(s.can({ type: 'quote.reset' })).toBe(true);
  },
  'ready.quoteStatus.error': (s) => expect(s.can({ type: 'quote.reset' })).toBe(true),
  // the session region has its own model test (order.session.model.test.ts), the connection region its tests in order.resilience.test.ts
  'ready.session.active': () => undefined,
  'ready.connection.online': () => undefined,
};

const paths = rootPaths();
const groups = groupsOf(paths);

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
