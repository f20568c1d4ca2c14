import { applicableSteps, laterStep, stepIndex } from '../../steps.ts';
import type { OrderContext } from '../context.ts';
import { stepRoute } from './stepRoute.ts';

/** Spec section 2, `skip_to`: the plan opens at the customer step, and the steps before it count as reached and valid. */
export function skippedToCustomer(context: OrderContext): Partial<OrderContext> {
  return {
    ...stepRoute(context, 'customer', 'replace'),
    flow: {
      ...context.flow,
      highestStep: laterStep(context.flow.highestStep, 'customer'),
      skippedSteps: applicableSteps(context.plan!).filter((step) => stepIndex(step) < stepIndex('customer')),
    },
  };
}
