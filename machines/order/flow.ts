import { stepNames, type StepName } from '../steps.ts';
import { errorOf } from './events.ts';
import { flowEnteringId, routingId } from './ids.ts';
import { rulesOf } from './reads.ts';
import { orderStateConfig } from './setup.ts';
import { storingHandlers } from './storingHandlers.ts';

/*
 * The flow region (spec sections 2, 4, 8): the plan's steps, each edited and then saved with `PUT order` on the
 * way to the next. Every move between steps goes through `entering`, which sends a step the visitor may not visit
 * yet back to the first step.
 */

/** The step's route, as the params of `routeToStep`. */
const stepOf = ({ event }: { event: { step: StepName } }) => event.step;

/** One step of the flow: editing, and saving its section with `PUT order` on the way to the next step. */
function stepState(step: StepName) {
  return orderStateConfig({
    tags: ['step'],
    entry: [
      { type: 'reachStep', params: step },
      { type: 'announceStep', params: step },
      // the customer step's IBAN finds its BIC with its country's table
      ...(step === 'customer' ? (['loadIbanBicTable'] as const) : []),
    ],
    initial: 'editing',
    on: {
      'step.selected': { target: flowEnteringId, actions: { type: 'routeToStep', params: stepOf } },
      'step.changeRequested': { target: flowEnteringId, actions: [{ type: 'routeToStep', params: stepOf }, 'returnToConfirm'] },
      'step.back': { guard: 'hasPreviousStep', target: flowEnteringId, actions: 'routeToPreviousStep' },
    },
    states: {
      editing: {
        on: {
          'step.next': [{ guard: 'isCurrentStepComplete', target: 'saving' }, { actions: 'revealStepErrors' }],
        },
      },
      // A save that found no connection: sent by itself when the browser is back online, or by "next" again.
      waitingForConnection: {
        on: {
          'step.next': [{ guard: 'isCurrentStepComplete', target: 'saving' }, { target: 'editing', actions: 'revealStepErrors' }],
          'connection.restored': [{ guard: 'isCurrentStepComplete', target: 'saving' }, { target: 'editing' }],
        },
      },
      saving: {
        tags: ['pending'],
        invoke: {
          id: 'saveSection',
          src: 'saveSection',
          input: ({ context }) => {
            const rules = rulesOf(context);
            return { step, body: rules.sectionBody(step, rules.currentOrder(context.plan!, context)) };
          },
          onDone: [
            { guard: 'hasNextStep', target: flowEnteringId, actions: ['clearApiError', 'routeToNextStep'] },
            { target: 'editing', actions: 'clearApiError' },
          ],
          onError: [
            {
              // Spec section 8, for the content refused only (400, 409, 422); any other failure keeps the step.
              guard: { type: 'isContentRefused', params: errorOf },
              target: flowEnteringId,
              // the reset keeps the failure: the product step tells the user why their choice is gone
              actions: ['resetOrderProcess', 'routeToFirstStep', { type: 'storeSaveError', params: errorOf }],
            },
            { guard: { type: 'isNetworkFailure', params: errorOf }, target: 'waitingForConnection', actions: { type: 'storeSaveError', params: errorOf } },
            { target: 'editing', actions: { type: 'storeSaveError', params: errorOf } },
          ],
        },
      },
    },
  });
}

export const flow = orderStateConfig({
  // The form is filled in the flow's steps only.
  on: {
    ...storingHandlers,
    // forces_plan: the route now names the forced plan, which loads like any other
    'plan.forced': { target: routingId },
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
});
