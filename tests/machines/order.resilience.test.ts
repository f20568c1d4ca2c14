import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { orderMachine, type OrderEvent, type OrderSnapshot } from '../../machines/order.machine.ts';
import { activeLeaves } from './modelHarness.ts';
import { anonymous, completeCustomer, fakeActors, httpError, inputAt, voipPlan } from './support.ts';
import * as stepRules from '../../machines/stepRules.ts';

type Actor = ReturnType<typeof start>['actor'];

const failure = (code: string, status?: number) => Object.assign(new Error(code), { call: 'saveOrder', code, ...(status ? { status } : {}) });

/** The root machine at the VoIP plan's customer step, with fake actors (and any given). */
function start(saveSection: () => Promise<unknown>, more: Record<string, unknown> = {}) {
  const { actors, calls } = fakeActors({ saveSection: async (input) => saveSection().then(() => input) });
  const restored: Array<Record<string, unknown>> = [];
  const machine = orderMachine.provide({
    actors: {
      ...actors,
      restoreOrder: fromPromise(async ({ input }: { input: { body: Record<string, unknown> } }) => restored.push(input.body)),
      renewSession: fromPromise(async () => anonymous),
      ...more,
    } as never,
  });
  const actor = createActor(machine, { input: inputAt('/plans/VOIPPRIV/?skip_to=customer') });
  actor.start();
  return { actor, calls, restored };
}

const settled = (actor: Actor) => waitFor(actor, (state) => !state.matches('booting') && !state.hasTag('pending'));
const stepOf = (actor: Actor) => actor.getSnapshot().context.route;

async function nextAtCustomer(actor: Actor) {
  await settled(actor);
  actor.send({ type: 'field.changed', section: 'customer', path: '', value: completeCustomer });
  actor.send({ type: 'step.next' });
  await settled(actor);
}

describe('a failed step save that is not about the content keeps the step (DESIGN.md, "Sessions, refusals and time limits")', () => {
  it.each([
    ['401 that a new session did not cure', failure('ERR_SESSION_ENDED', 401)],
    ['403', httpError(403, 'saveOrder')],
    ['408', httpError(408, 'saveOrder')],
    ['429', httpError(429, 'saveOrder')],
    ['503', httpError(503, 'saveOrder')],
    ['time limit', failure('ERR_TIMEOUT')],
  ])('keeps the customer step and everything in it after a %s', async (_, error) => {
    const { actor } = start(() => Promise.reject(error));
    await nextAtCustomer(actor);
    expect(stepOf(actor)).toMatchObject({ name: 'step', step: 'customer' });
    expect(actor.getSnapshot().matches({ ready: { page: { plan: { flow: { customer: 'editing' } } } } })).toBe(true);
    expect(actor.getSnapshot().context.form.customer.firstName).toBe('Anna');
    expect(actor.getSnapshot().context.apiError).not.toBeNull();
  });

  it.each([400, 409, 422])('resets the order process and returns to the first step on a %i (the content refused)', async (status) => {
    const { actor } = start(() => Promise.reject(httpError(status, 'saveOrder')));
    await nextAtCustomer(actor);
    expect(actor.getSnapshot().context.flow.highestStep).not.toBe('account');
    expect(actor.getSnapshot().context.apiError).toMatchObject({ status });
  });
});

describe('a step save without a connection', () => {
  it('waits, and is sent by itself when the browser is back online', async () => {
    let offline = true;
    const { actor, calls } = start(() => (offline ? Promise.reject(failure('ERR_NETWORK')) : Promise.resolve()));
    await settled(actor);
    actor.send({ type: 'connection.lost' });
    expect(actor.getSnapshot().matches({ ready: { connection: 'offline' } })).toBe(true);
    await nextAtCustomer(actor);
    expect(actor.getSnapshot().matches({ ready: { page: { plan: { flow: { customer: 'waitingForConnection' } } } } })).toBe(true);
    offline = false;
    actor.send({ type: 'connection.restored' });
    await settled(actor);
    expect(calls.saveSection).toHaveLength(2);
    expect(stepOf(actor)).toMatchObject({ step: 'account' });
    expect(actor.getSnapshot().matches({ ready: { connection: 'restored' } })).toBe(true);
  });

  it('never sends a step by itself that was not waiting', async () => {
    const { actor, calls } = start(() => Promise.resolve());
    await settled(actor);
    actor.send({ type: 'connection.lost' });
    actor.send({ type: 'connection.restored' });
    expect(calls.saveSection).toHaveLength(0);
  });
});

describe('the session after the start-up', () => {
  it('saves the order so far again in a new session the api client made', async () => {
    const { actor, restored } = start(() => Promise.resolve());
    await settled(actor);
    actor.send({ type: 'session.renewed', auth: anonymous });
    await waitFor(actor, (state) => state.matches({ ready: { session: 'active' } }));
    expect(restored).toHaveLength(1);
  });

  it('saves again what the steps before the current one saved, but never the password', async () => {
    const { actor, calls, restored } = start(() => Promise.resolve());
    await nextAtCustomer(actor);
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(stepOf(actor)).toMatchObject({ step: 'confirm' });
    // the account step's own save sent the password
    const { password, ...savedWithoutPassword } = Object.assign({}, ...calls.saveSection.map((call) => call.body));
    expect(password).toBe(completeCustomer.password);
    actor.send({ type: 'session.renewed', auth: anonymous });
    await waitFor(actor, (state) => state.matches({ ready: { session: 'active' } }));
    expect(restored).toHaveLength(1);
    expect(restored[0]).toMatchObject(savedWithoutPassword);
    expect(restored[0]).not.toHaveProperty('password');
    expect(JSON.stringify(restored)).not.toContain(completeCustomer.password);
  });

  it('says the session ended, and the button starts a new one that keeps everything typed', async () => {
    const { actor, restored } = start(() => Promise.reject(failure('ERR_SESSION_ENDED', 401)));
    await nextAtCustomer(actor);
    actor.send({ type: 'session.ended' });
    expect(actor.getSnapshot().matches({ ready: { session: 'ended' } })).toBe(true);
    actor.send({ type: 'session.restarted' });
    await waitFor(actor, (state) => state.matches({ ready: { session: 'active' } }));
    expect(restored).toHaveLength(1);
    expect(actor.getSnapshot().context.form.customer.firstName).toBe('Anna');
    expect(stepOf(actor)).toMatchObject({ step: 'customer' });
  });

  it('stays ended when no new session is given, so the visitor can try again', async () => {
    const { actor } = start(() => Promise.resolve(), { renewSession: fromPromise(() => Promise.reject(httpError(503, 'checkSession'))) });
    await settled(actor);
    actor.send({ type: 'session.ended' });
    actor.send({ type: 'session.restarted' });
    await waitFor(actor, (state) => !state.hasTag('sessionPending'));
    expect(actor.getSnapshot().matches({ ready: { session: 'ended' } })).toBe(true);
  });

  it("alerts error.token.invalid and redirects to the portal when a partner's token is refused", async () => {
    const { actor } = start(() => Promise.resolve());
    await settled(actor);
    const redirects: string[] = [];
    actor.on('redirect', (event) => redirects.push(event.target));
    actor.send({ type: 'session.tokenRefused' });
    expect(actor.getSnapshot().matches('accessDenied')).toBe(true);
    expect(actor.getSnapshot().context.alert).toBe('error.token.invalid');
    expect(redirects).toEqual(['partnerPortal']);
  });
});

// xstate/graph: the session and connection regions and the step's waiting save, from the customer step.
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as OrderEvent;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as OrderEvent;
const events: OrderEvent[] = [
  done('authenticate', anonymous),
  done('loadPlanClasses', []),
  done('loadTranslations', { de: {}, en: {}, nl: {}, fr: {} }),
  done('loadPlan', { plan: voipPlan, stepRules }),
  done('loadOrderAddress', {}),
  { type: 'field.changed', section: 'customer', path: '', value: completeCustomer },
  { type: 'step.next' },
  failed('saveSection', failure('ERR_NETWORK')),
  failed('saveSection', failure('ERR_TIMEOUT')),
  { type: 'connection.lost' },
  { type: 'connection.restored' },
  { type: 'session.renewed', auth: anonymous },
  { type: 'session.ended' },
  { type: 'session.restarted' },
  done('renewSession', anonymous),
  failed('renewSession', httpError(503, 'checkSession')),
  done('restoreOrder', {}),
  { type: 'session.tokenRefused' },
];
const silent = fromPromise(() => new Promise<never>(() => undefined));
const replayable = orderMachine.provide({
  actors: Object.fromEntries(['authenticate', 'loadPlanClasses', 'loadTranslations', 'loadPlan', 'saveSection', 'loadOrderAddress', 'renewSession', 'restoreOrder'].map((id) => [id, silent])) as never,
});
const input = inputAt('/plans/VOIPPRIV/?skip_to=customer');
const serialize = (snapshot: OrderSnapshot) => JSON.stringify({ value: snapshot.value, apiError: snapshot.context.apiError?.code ?? null, complete: snapshot.context.form.customer.firstName !== '' });
// the graph of these regions, not the whole form's: leave the pages this test does not walk
const paths = getShortestPaths(orderMachine, { input, events, serializeState: (snapshot) => serialize(snapshot as OrderSnapshot) }).filter((path) => {
  const leaves = activeLeaves(path.state.value);
  return leaves.some((leaf) => leaf.startsWith('ready.session') || leaf.startsWith('ready.page.plan.flow.customer')) || path.state.matches('accessDenied');
});

describe('the session and connection regions, over their shortest paths', () => {
  it('reaches every state of the session and connection regions, the waiting save, and refused access', () => {
    const reached = new Set(paths.flatMap((path) => activeLeaves(path.state.value)));
    for (const state of ['ready.session.active', 'ready.session.restoring', 'ready.session.ended', 'ready.session.renewing', 'ready.connection.offline', 'ready.connection.restored', 'ready.page.plan.flow.customer.waitingForConnection', 'accessDenied']) {
      expect(reached).toContain(state);
    }
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' > '), path] as const))('replays %s', (_, path) => {
    const actor = createActor(replayable, { input });
    actor.start();
    for (const step of path.steps) actor.send(step.event);
    const snapshot = actor.getSnapshot();
    expect(serialize(snapshot)).toBe(serialize(path.state as OrderSnapshot));
    // what holds in each: nothing typed is lost but by a refused token; a waiting save is never pending
    if (!snapshot.matches('accessDenied') && path.steps.some((step) => step.event.type === 'field.changed')) expect(snapshot.context.form.customer.firstName).toBe('Anna');
    if (snapshot.matches({ ready: { page: { plan: { flow: { customer: 'waitingForConnection' } } } } })) expect(snapshot.hasTag('pending')).toBe(false);
    if (snapshot.matches({ ready: { session: 'renewing' } })) expect(snapshot.hasTag('sessionPending')).toBe(true);
    if (snapshot.matches('accessDenied')) expect(snapshot.context.alert).toBe('error.token.invalid');
    actor.stop();
  });
});
