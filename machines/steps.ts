import type { Plan } from '../src/domain/schemas/plan.ts';

/**
 * The steps' order and which of them a plan has (spec section 2; DESIGN.md, "Steps"): the one home of these rules.
 * Each step's screen is in the registry of screens (src/steps/registry.ts); whether a step is valid is in the
 * lazily loaded step rules (machines/stepValidity.ts).
 */

/** The steps in the spec's order: its route list and step validity include account (its four-step list omits it). */
export const stepNames = ['product', 'activation', 'customer', 'account', 'confirm'] as const;
export type StepName = (typeof stepNames)[number];

/** The product step shows only if the plan has hardware, product or connection add-ons, or is a TAL plan. */
export function productStepApplies(plan: Plan): boolean {
  if (plan.category === 'TAL') return true;
  return plan.categories.some((category) => category.addons.length > 0);
}

/** The activation step exists only for TAL plans. */
export function activationStepApplies(plan: Plan): boolean {
  return plan.category === 'TAL';
}

const everyPlan = () => true;

/** Which plans have each step. */
const applies: Record<StepName, (plan: Plan) => boolean> = {
  product: productStepApplies,
  activation: activationStepApplies,
  customer: everyPlan,
  account: everyPlan,
  confirm: everyPlan,
};

/** The steps of this plan, in the spec's order; `/plans/{plan}` goes to the first of them. */
export function applicableSteps(plan: Plan): StepName[] {
  return stepNames.filter((step) => applies[step](plan));
}

export function stepIndex(step: StepName): number {
  return stepNames.indexOf(step);
}

export function nextStep(plan: Plan, step: StepName): StepName | undefined {
  const applicable = applicableSteps(plan);
  return applicable[applicable.indexOf(step) + 1];
}

export function previousStep(plan: Plan, step: StepName): StepName | undefined {
  const applicable = applicableSteps(plan);
  return applicable[applicable.indexOf(step) - 1];
}

/** The later of two steps (the highest step reached only grows). */
export function laterStep(a: StepName | null, b: StepName): StepName {
  return a !== null && stepIndex(a) >= stepIndex(b) ? a : b;
}

/** With skip_to, a plan that is not a line-connection (TAL) plan jumps to the customer step. */
export function skipsToCustomer(plan: Plan, hasSkipTo: boolean): boolean {
  return hasSkipTo && plan.category !== 'TAL';
}
