import type { StepName } from '../../steps.ts';
import type { OrderContext } from '../context.ts';
import { planOfRoute } from '../reads.ts';

/** The route to a step of the order's plan: pushed for a user's move, replacing the address for a redirect. */
export function stepRoute(context: OrderContext, step: StepName, history: OrderContext['history'] = 'push'): Pick<OrderContext, 'route' | 'history'> {
  return { route: { name: 'step', plan: planOfRoute(context) ?? context.plan!.code, step }, history };
}
