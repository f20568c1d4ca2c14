import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { findPlan, planResponse } from '../../demo/api/fixtures/plans.ts';
import { addressOf } from '../../machines/routes.ts';
import { initialSelection, type Plan } from '../../src/domain/index.ts';
import { demoPlanClasses } from '../src/shell/support.tsx';
import { httpError, startOrder } from './support.ts';

const demoPlan = (code: string): Plan => planResponse(findPlan(code)!);
const voip = demoPlan('VOIPPRIV');

const demoApi = {
  loadPlan: async ({ code }: { code: string }) => {
    const plan = findPlan(code);
    if (!plan) throw httpError(404);
    return planResponse(plan);
  },
  loadPlanClasses: demoPlanClasses,
};

async function onProductStep(url = '/plans/VOIPPRIV/product/', extra = {}) {
  const started = startOrder(url, demoApi, extra);
  await waitFor(started.actor, (s) => s.matches({ ready: { page: { plan: { flow: { product: 'editing' } } } } }));
  return started;
}

const selectionOf = (actor: Awaited<ReturnType<typeof onProductStep>>['actor']) =>
  actor.getSnapshot().context.form.selectedCartAddons.map((s) => [String(s.id), s.quantity]);

describe('the product step selection (spec sections 2, 3, 4)', () => {
  it('starts a plan with its cart and toggle_on add-ons', async () => {
    const { actor } = await onProductStep();
    expect(actor.getSnapshot().context.form.selectedCartAddons).toEqual(initialSelection(voip));
  });

  it('chooses, changes the quantity of, toggles and removes add-ons', async () => {
    const { actor } = await onProductStep();
    actor.send({ type: 'addon.chosen', categoryId: 3103, addonId: 3132 });
    actor.send({ type: 'addon.quantityChanged', categoryId: 3101, addonId: 3115, quantity: 3 });
    actor.send({ type: 'addon.toggled', addonId: 3112, on: true });
    expect(selectionOf(actor)).toEqual(expect.arrayContaining([['3132', 1], ['3115', 3], ['3112', 1]]));
    expect(selectionOf(actor)).not.toContainEqual(['3131', 1]);
    actor.send({ type: 'addon.removed', addonId: 3112 });
    expect(selectionOf(actor)).not.toContainEqual(['3112', 1]);
  });

  it('takes out what a new choice excludes and tells the user', async () => {
    const { actor } = await onProductStep();
    expect(selectionOf(actor)).toContainEqual(['3111', 1]);
    actor.send({ type: 'addon.toggled', addonId: 3143, on: true });
    expect(selectionOf(actor)).not.toContainEqual(['3111', 1]);
    expect(actor.getSnapshot().context.selectionNotice).toEqual({ type: 'removedByRules', addonIds: [3111] });
    actor.send({ type: 'selectionNotice.dismissed' });
    expect(actor.getSnapshot().context.selectionNotice).toBeNull();
  });

  it('does not choose an add-on a chosen add-on disables', async () => {
    const { actor } = await onProductStep();
    actor.send({ type: 'addon.toggled', addonId: 3114, on: true });
    actor.send({ type: 'addon.toggled', addonId: 3112, on: true });
    expect(selectionOf(actor)).toContainEqual(['3114', 1]);
    expect(selectionOf(actor)).not.toContainEqual(['3112', 1]);
  });

  it('moves the order to the plan a forces_plan add-on names, with its address, and says why', async () => {
    const { actor, calls } = await onProductStep();
    actor.send({ type: 'addon.toggled', addonId: 3153, on: true });
    await waitFor(actor, (s) => s.context.plan?.code === 'VOIPBIZ' && s.matches({ ready: { page: { plan: { flow: { product: 'editing' } } } } }));
    const { context } = actor.getSnapshot();
    expect(addressOf(context.route, context.search, context.basePath)).toBe('/plans/VOIPBIZ/product/');
    expect(calls.loadPlan.map((call) => call.code)).toEqual(['VOIPPRIV', 'VOIPBIZ']);
    // choosing another plan clears the cart: the forced plan starts from its own selection
    expect(context.form.selectedCartAddons).toEqual(initialSelection(demoPlan('VOIPBIZ')));
    expect(context.selectionNotice).toMatchObject({ type: 'planForced', fromPlan: 'VOIPPRIV', toPlan: 'VOIPBIZ' });
    expect(context.selectionNotice).toMatchObject({ addonName: { de: 'Cloud-Telefonanlage mit Durchwahlen' } });
  });

  it('says what could not be found and keeps the rest of the selection', async () => {
    const { actor } = await onProductStep();
    const before = selectionOf(actor);
    actor.send({ type: 'addon.toggled', addonId: 999, on: true });
    expect(actor.getSnapshot().context.catalogueError).toEqual({ kind: 'toggle', id: 999 });
    actor.send({ type: 'addon.chosen', categoryId: 9999, addonId: 3132 });
    expect(actor.getSnapshot().context.catalogueError).toEqual({ kind: 'category', id: 9999 });
    expect(selectionOf(actor)).toEqual(before);
    actor.send({ type: 'addon.toggled', addonId: 3112, on: true });
    expect(actor.getSnapshot().context.catalogueError).toBeNull();
  });

  it('drops a restored add-on the plan no longer has, says so, and keeps the rest', async () => {
    const restoredSelection = [...initialSelection(voip), { id: 'retired', quantity: 1 }];
    const { actor } = await onProductStep('/plans/VOIPPRIV/product/', {
      restored: {
        form: { ...(await import('../../machines/order/form.ts')).emptyOrderForm(), selectedCartAddons: restoredSelection },
        flow: { highestStep: 'product', cameFromPlanList: false, skippedSteps: [] },
        planCode: 'VOIPPRIV',
        partner: (await import('../../machines/order/context.ts')).emptyPartnerState(),
      },
    });
    expect(actor.getSnapshot().context.catalogueError).toEqual({ kind: 'addon', id: 'retired' });
    expect(actor.getSnapshot().context.form.selectedCartAddons).toEqual(initialSelection(voip));
  });

  it('saves the selection with PUT order when the step is completed', async () => {
    const { actor, calls } = await onProductStep();
    actor.send({ type: 'addon.chosen', categoryId: 3103, addonId: 3132 });
    actor.send({ type: 'field.changed', section: 'connection', path: 'oldConnection', value: false });
    actor.send({ type: 'step.next' });
    await waitFor(actor, () => calls.saveSection.length === 1);
    const order = calls.saveSection[0]!.body.order as { addons: Array<{ id: number; quantity: number }>; plan: { code: string } };
    expect(order.plan.code).toBe('VOIPPRIV');
    expect(order.addons.map((a) => a.id)).toContain(3132);
    expect(order.addons.map((a) => a.id)).not.toContain(3131);
  });

  it('clears the cart and the preselection flag when another plan is chosen', async () => {
    const { actor } = await onProductStep('/plans/VOIPPRIV/product/?preselect=1');
    expect(actor.getSnapshot().context.preselect).toBe(true);
    actor.send({ type: 'addon.toggled', addonId: 3112, on: true });
    actor.send({ type: 'route.requested', route: { name: 'plans' } });
    actor.send({ type: 'plan.chosen', plan: 'VOIPBIZ' });
    await waitFor(actor, (s) => s.context.plan?.code === 'VOIPBIZ' && s.matches({ ready: { page: { plan: 'flow' } } }));
    expect(actor.getSnapshot().context.form.selectedCartAddons).toEqual(initialSelection(demoPlan('VOIPBIZ')));
    expect(actor.getSnapshot().context.preselect).toBe(false);
  });
});
