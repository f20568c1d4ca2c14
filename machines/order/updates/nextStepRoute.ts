import { laterStep, nextStep } from '../../steps.ts';
import type { OrderContext } from '../context.ts';
import { currentStep, rulesOf } from '../reads.ts';
import { stepRoute } from './stepRoute.ts';

/**
 * A completed step goes on to the next step the plan has, or back to confirm when the confirm step's "change" link
 * led here and confirm may still be visited; the highest step reached grows.
 */
export function nextStepRoute(context: OrderContext): Partial<OrderContext> {
  const back = context.flow.returnToConfirm && rulesOf(context).canVisitStep(context.plan!, 'confirm', context);
  const step = back ? 'confirm' : nextStep(context.plan!, currentStep(context)!)!;
  return { ...stepRoute(context, step), flow: { ...context.flow, returnToConfirm: false, highestStep: laterStep(context.flow.highestStep, step) } };
}
