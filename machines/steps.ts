import type { Plan } from '../src/domain/schemas/plan.ts';
import { activationStepApplies, productStepApplies } from '../src/domain/stepsThatApply.ts';
import { stepNames, type StepName } from './routes.ts';

/**
 * The step registry's logic half (DESIGN.md, "Steps"): which steps a plan has. The React half
 * (`src/steps/registry.tsx`) adds each step's lazy component.
 */
export interface StepDefinition {
  name: StepName;
  /** spec section 2: which plans have this step */
  applies(plan: Plan): boolean;
}

export const steps: readonly StepDefinition[] = [
  { name: 'product', applies: productStepApplies },
  { name: 'activation', applies: activationStepApplies },
  { name: 'customer', applies: () => true },
  { name: 'account', applies: () => true },
  { name: 'confirm', applies: () => true },
];

/** The steps of this plan, in the spec's order. */
export function applicableSteps(plan: Plan): StepName[] {
  return steps.filter((step) => step.applies(plan)).map((step) => step.name);
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
