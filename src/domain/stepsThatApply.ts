import type { Plan } from './schemas/index.ts';

/** The product step shows only if the plan has hardware, product or connection add-ons, or is a TAL plan (spec section 2). */
export function productStepApplies(plan: Plan): boolean {
  if (plan.category === 'TAL') return true;
  return plan.categories.some((category) => category.addons.length > 0);
}

/** The activation step exists only for TAL plans (spec section 2). */
export function activationStepApplies(plan: Plan): boolean {
  return plan.category === 'TAL';
}

/** With skip_to, a plan that is not a line-connection (TAL) plan jumps to the customer step (spec section 2). */
export function skipsToCustomer(plan: Plan, hasSkipTo: boolean): boolean {
  return hasSkipTo && plan.category !== 'TAL';
}
