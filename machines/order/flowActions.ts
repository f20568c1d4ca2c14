import type { BicTableCountry } from '../../src/domain/bankCode.ts';
import type { BicTable } from '../../src/domain/derivedBic.ts';
import type { SelectedAddon, SelectionChange, Voucher } from '../../src/domain/index.ts';
import { withoutSavedConfiguration } from '../query.ts';
import { applicableSteps, laterStep, previousStep, skipsToCustomer, type StepName } from '../steps.ts';
import type { OrderContext } from './context.ts';
import { bicTableLoadId, type OrderEvent } from './events.ts';
import { currentStep, rulesOf } from './reads.ts';
import { bicTableLoaded } from './updates/bicTableLoaded.ts';
import { fieldChanged, type FieldChange } from './updates/fieldChanged.ts';
import { liveCheckStored, type LiveCheckResult } from './updates/liveCheckStored.ts';
import { nextStepRoute } from './updates/nextStepRoute.ts';
import { orderProcessReset } from './updates/orderProcessReset.ts';
import { skippedToCustomer } from './updates/skippedToCustomer.ts';
import { stepRoute } from './updates/stepRoute.ts';

/*
 * The root machine's actions that only a plan's flow runs (its steps, the cart's selection, the form's fields and
 * checks): they come with the step rules' chunk (machines/stepRules.ts), which is loaded before any state of the flow
 * is entered, and machines/order/setup.ts names each one (`flowAction`) as an `enqueueActions` that runs it here. The
 * first screen carries their names only (DESIGN.md, "The first screen"). Each does what an `assign` (or the
 * `enqueueActions`) in the setup did: `enqueue.assign` is applied in place, as an `assign` in the same position is.
 */

/** xstate's `enqueue` of an `enqueueActions`, as far as the flow's actions use it. */
export interface FlowEnqueue {
  assign(update: Partial<OrderContext>): void;
  raise(event: OrderEvent, options?: { delay: 'debounce'; id: string }): void;
  cancel(id: string): void;
  stopChild(id: string): void;
  spawnChild(src: 'loadBicTable', options: { id: typeof bicTableLoadId; input: { country: BicTableCountry } }): void;
}

export interface FlowActionArgs {
  context: OrderContext;
  /** the event of the transition the action runs in */
  event: OrderEvent;
  enqueue: FlowEnqueue;
}

/** The IBAN's country's BIC table is loaded (a newer country's load replaces an older one still on its way). */
function loadBicTable(enqueue: FlowEnqueue, country: BicTableCountry): void {
  enqueue.assign({ bicTableLoad: { country, failed: false } });
  enqueue.stopChild(bicTableLoadId);
  enqueue.spawnChild('loadBicTable', { id: bicTableLoadId, input: { country } });
}

export const flowActions = {
  // the cart's selection (spec sections 2, 4, 8): one change at a time, whichever order the user chooses in
  preselectAddons({ context, enqueue }: FlowActionArgs): void {
    enqueue.assign(context.selectionPending ? { form: { ...context.form, selectedCartAddons: rulesOf(context).initialSelection(context.plan!) }, selectionPending: false } : {});
  },
  changeSelection({ context, enqueue }: FlowActionArgs, change: SelectionChange): void {
    const { update, forcedPlan } = rulesOf(context).applySelectionChange(context, change);
    enqueue.assign(update);
    if (forcedPlan !== null) {
      enqueue.assign({ route: { name: 'plan', plan: forcedPlan }, search: context.search, history: 'push' });
      enqueue.raise({ type: 'plan.forced' });
    }
  },
  checkSelection({ context, enqueue }: FlowActionArgs): void {
    enqueue.assign(rulesOf(context).checkedSelection(context));
  },
  dismissSelectionNotice({ enqueue }: FlowActionArgs): void {
    enqueue.assign({ selectionNotice: null });
  },
  // A saved configuration's add-ons replace the selection; its parameter leaves the address (a reload keeps the
  // edits; the quote hash stays in the form and goes with the order).
  restorePlanLink({ context, enqueue }: FlowActionArgs, selection: SelectedAddon[]): void {
    enqueue.assign({
      form: { ...context.form, selectedCartAddons: selection },
      selectionPending: false,
      search: withoutSavedConfiguration(context.search),
      history: 'replace',
    });
  },
  noteUnavailableConfiguration({ context, enqueue }: FlowActionArgs): void {
    enqueue.assign({ selectionNotice: { type: 'savedConfigurationUnavailable' }, search: withoutSavedConfiguration(context.search), history: 'replace' });
  },

  // moving through the steps
  routeToFirstStep({ context, enqueue }: FlowActionArgs): void {
    enqueue.assign(stepRoute(context, applicableSteps(context.plan!)[0]!, 'replace'));
  },
  routeToCustomerSkippingAhead({ context, enqueue }: FlowActionArgs): void {
    enqueue.assign(skippedToCustomer(context));
  },
  routeToNextStep({ context, enqueue }: FlowActionArgs): void {
    enqueue.assign(nextStepRoute(context));
  },
  routeToPreviousStep({ context, enqueue }: FlowActionArgs): void {
    enqueue.assign(stepRoute(context, previousStep(context.plan!, currentStep(context)!)!));
  },
  routeToStep({ context, enqueue }: FlowActionArgs, step: StepName): void {
    enqueue.assign(stepRoute(context, step));
  },
  returnToConfirm({ context, enqueue }: FlowActionArgs): void {
    enqueue.assign({ flow: { ...context.flow, returnToConfirm: true } });
  },
  reachStep({ context, enqueue }: FlowActionArgs, step: StepName): void {
    enqueue.assign({ flow: { ...context.flow, highestStep: laterStep(context.flow.highestStep, step) } });
  },
  revealStepErrors({ context, enqueue }: FlowActionArgs): void {
    enqueue.assign({ validated: [...new Set([...context.validated, `step.${currentStep(context)}`])], stepErrorsShown: context.stepErrorsShown + 1 });
  },
  resetOrderProcess({ context, enqueue }: FlowActionArgs): void {
    enqueue.assign(orderProcessReset(context));
  },

  // the form's data
  // Spec section 5: the IBAN's first two letters load their country's BIC table; the keystroke that makes the IBAN
  // derive a BIC fills it in.
  changeField({ context, enqueue }: FlowActionArgs, change: FieldChange): void {
    const update = fieldChanged(context, change);
    enqueue.assign(update);
    const customer = update.form?.customer ?? context.form.customer;
    const failed = context.bicTableLoad?.failed ? context.bicTableLoad.country : null;
    const country = rulesOf(context).bicTableToLoad(customer.accountNumber, context.form.customer.accountNumber, context.bicTable, failed);
    if (country !== null) loadBicTable(enqueue, country);
  },
  // an IBAN the customer step opens with (restored by a reload, or typed before) loads its country's table too
  loadIbanBicTable({ context, enqueue }: FlowActionArgs): void {
    const country = rulesOf(context).bicTableToLoad(context.form.customer.accountNumber, null, context.bicTable);
    if (country !== null) loadBicTable(enqueue, country);
  },
  storeBicTable({ context, enqueue }: FlowActionArgs, table: BicTable): void {
    enqueue.assign(bicTableLoaded(context, table));
  },
  scheduleValidation({ enqueue }: FlowActionArgs, field: string): void {
    enqueue.cancel(`validate:${field}`);
    enqueue.raise({ type: 'field.validate', field }, { delay: 'debounce', id: `validate:${field}` });
  },
  markValidated({ context, enqueue }: FlowActionArgs, field: string): void {
    enqueue.assign({ validated: context.validated.includes(field) ? context.validated : [...context.validated, field] });
  },
  storeLiveCheck({ context, enqueue }: FlowActionArgs, check: LiveCheckResult): void {
    enqueue.assign(liveCheckStored(context, check));
  },
  // Spec sections 3, 4: the checked voucher (valid or not), for the order and the cart.
  storeVoucher({ context, enqueue }: FlowActionArgs, voucher: Voucher): void {
    enqueue.assign({ form: { ...context.form, voucher }, voucherCode: voucher.code });
  },
  // Spec section 4: the cart marks the discount synced once the server's cart applies it.
  markVoucherSynced({ context, enqueue }: FlowActionArgs): void {
    enqueue.assign(context.form.voucher ? { form: { ...context.form, voucher: { ...context.form.voucher, synced: true } } } : {});
  },
  removeVoucher({ context, enqueue }: FlowActionArgs): void {
    enqueue.assign({ form: { ...context.form, voucher: null }, voucherCode: '' });
  },
  // Spec section 6: a partner order's available reference number (null while there is none), sent instead of the password.
  storeReferenceNumber({ context, enqueue }: FlowActionArgs, referenceNumber: string | null): void {
    enqueue.assign({ form: { ...context.form, referenceNumber } });
  },
};

/**
 * The flow's events that only store what a step's screen reports (the form's fields and their checks, the cart's
 * selection, a restored saved configuration, the voucher and the reference number): each is this one action of the
 * flow (./storingHandlers.ts), which hands it to its own. None of them moves the flow.
 */
export function storeFlowEvent(args: FlowActionArgs): void {
  const { event } = args;
  switch (event.type) {
    case 'field.changed':
      return flowActions.changeField(args, { section: event.section, path: event.path, value: event.value });
    case 'field.touched':
      return flowActions.scheduleValidation(args, `${event.section}.${event.path}`);
    case 'field.validate':
      return flowActions.markValidated(args, event.field);
    case 'xstate.done.actor.bicTable':
      return flowActions.storeBicTable(args, event.output);
    case 'liveValidation.completed':
      return flowActions.storeLiveCheck(args, { section: event.section, field: event.field, value: event.value, valid: event.valid, flags: event.flags });
    case 'addon.chosen':
      return flowActions.changeSelection(args, {
        type: 'chosen',
        categoryId: event.categoryId,
        addonId: event.addonId,
        ...(event.quantity === undefined ? {} : { quantity: event.quantity }),
      });
    case 'addon.quantityChanged':
      return flowActions.changeSelection(args, { type: 'chosen', categoryId: event.categoryId, addonId: event.addonId, quantity: event.quantity });
    case 'addon.removed':
      return flowActions.changeSelection(args, { type: 'removed', addonId: event.addonId });
    case 'addon.toggled':
      return flowActions.changeSelection(args, { type: 'toggled', addonId: event.addonId, on: event.on });
    case 'selectionNotice.dismissed':
      return flowActions.dismissSelectionNotice(args);
    case 'planLink.restored':
      return flowActions.restorePlanLink(args, event.selection);
    case 'planLink.unavailable':
      return flowActions.noteUnavailableConfiguration(args);
    case 'voucher.checked':
      return flowActions.storeVoucher(args, event.voucher);
    case 'voucher.removed':
      return flowActions.removeVoucher(args);
    case 'voucher.synced':
      return flowActions.markVoucherSynced(args);
    case 'referenceNumber.checked':
      return flowActions.storeReferenceNumber(args, event.referenceNumber);
    default:
      return undefined;
  }
}

export type FlowActions = typeof flowActions & { storeFlowEvent: typeof storeFlowEvent };

/** The root machine's guards that only a plan's flow asks (its entering, moving and saving), with the step rules. */
export const flowGuards = {
  // spec section 2, `skip_to`: the plan opens at the customer step
  isSkipToCustomer: (context: OrderContext): boolean =>
    context.route.name === 'plan' && context.plan !== null && skipsToCustomer(context.plan, context.query.skipTo !== null),
  isVisitableStep: (context: OrderContext, step: StepName): boolean =>
    context.route.name === 'step' && context.route.step === step && context.plan !== null && rulesOf(context).canVisitStep(context.plan, step, context),
  isCurrentStepComplete: (context: OrderContext): boolean => context.route.name === 'step' && rulesOf(context).isStepComplete(context.route.step, context),
};
