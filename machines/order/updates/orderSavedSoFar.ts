import type { Order } from '../../../src/domain/schemas/index.ts';
import { applicableSteps } from '../../steps.ts';
import type { OrderContext } from '../context.ts';
import { currentStep } from '../reads.ts';

/**
 * What the server's order held before a new session (DESIGN.md, "Sessions, refusals and time limits"): the sections
 * of the steps before the current one (saved on the way here) and the checked address (saved by the address check).
 * Sent again with `PUT order` once a new session is made; the current step's section goes with its own save.
 * Never the password: this save is no step's, it goes by itself in the background, and `POST orders` carries the
 * password of its own (spec section 3), so the new session's order does not need it.
 */
export function orderSavedSoFar(context: OrderContext): Partial<Order> {
  if (!context.plan || !context.stepRules) return {};
  const rules = context.stepRules;
  const order = rules.currentOrder(context.plan, context);
  const steps = applicableSteps(context.plan);
  const step = currentStep(context);
  const before = step ? steps.slice(0, steps.indexOf(step)) : [];
  const { password: _password, ...saved }: Partial<Order> = Object.assign(order.orderAddress ? { orderAddress: order.orderAddress } : {}, ...before.map((earlier) => rules.sectionBody(earlier, order)));
  return saved;
}
