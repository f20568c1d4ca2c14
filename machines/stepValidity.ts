import { isActivationStepValid, isCustomerStepValid, isProductStepValid, type Plan } from '../src/domain/index.ts';
import { isAccountStepValid } from '../src/domain/validation/accountRules.ts';
import { asksVerificationMethod, verificationErrors } from '../src/domain/validation/verificationRules.ts';
import type { RulesContext } from './order/rules.ts';
import { applicableSteps, stepIndex, type StepName } from './steps.ts';

/*
 * Step validity (spec sections 2, 4): the one home of these rules, part of the lazily loaded step rules
 * (machines/stepRules.ts, DESIGN.md, "The first screen"). What each field requires and the messages it shows are
 * the domain's validation rules (src/domain/validation/); which steps a plan has and their order, machines/steps.ts.
 */

/**
 * Spec section 4, "Step validity": is this step's required data entered. Product and activation also need
 * every entered value valid, by the local rules and the stored live checks (sections 5, 7).
 */
export function isStepComplete(step: StepName, context: RulesContext): boolean {
  const { connection, customer } = context.form;
  switch (step) {
    case 'product':
      return isProductStepValid(connection, context.liveChecks.connection);
    case 'activation':
      return isActivationStepValid(connection, context.liveChecks.connection);
    case 'customer':
      return (
        isCustomerStepValid(customer, context.liveChecks.customer, { today: context.today }) &&
        // spec section 5: a trusted partner's voice order also needs the verification method
        (!asksVerificationMethod(context.plan?.category, context.partner) ||
          Object.keys(verificationErrors(customer.verificationMethod, context.liveChecks.customer)).length === 0)
      );
    case 'account':
      // Spec sections 2, 6: a partner order has an available reference number (checked by its field) instead of a password.
      return context.partner.isPartnerPortal ? (context.form.referenceNumber ?? '').trim() !== '' : isAccountStepValid(customer);
    case 'confirm':
      // The confirm step ends the flow: its acceptances are checked by the order submission.
      return true;
    default:
      return step satisfies never;
  }
}

/**
 * The last valid step: the furthest step all of whose earlier steps are complete. Spec section 2: "a step may be
 * visited only if its index is at or below the highest step reached; going to a later step than the last valid
 * one redirects to product."
 */
export function lastValidStep(plan: Plan, context: RulesContext): StepName {
  const applicable = applicableSteps(plan);
  let valid = applicable[0]!;
  for (const step of applicable) {
    valid = step;
    if (!context.flow.skippedSteps.includes(step) && !isStepComplete(step, context)) break;
  }
  return valid;
}

export function canVisitStep(plan: Plan, step: StepName, context: RulesContext): boolean {
  const applicable = applicableSteps(plan);
  if (!applicable.includes(step)) return false;
  if (step === applicable[0]) return true;
  const highest = context.flow.highestStep;
  if (highest === null || stepIndex(step) > stepIndex(highest)) return false;
  return stepIndex(step) <= stepIndex(lastValidStep(plan, context));
}
