import { isTrustedPartner } from '../../../src/domain/access.ts';
import type { Plan } from '../../../src/domain/schemas/index.ts';
import type { OrderContext } from '../context.ts';
import { restartedFlow } from '../form.ts';
import { samePlan } from '../reads.ts';

/**
 * A plan was loaded (spec sections 2, 4, 6). Another plan than the order's clears the cart, the preselection, the
 * steps reached and the catalogue error; the first plan of an empty cart, or another plan, has its preselected
 * add-ons chosen when its flow starts (the selection rules come with the step rules).
 */
export function planChanged(context: OrderContext, plan: Plan): Partial<OrderContext> {
  const isOtherPlan = context.plan !== null && !samePlan(context.plan.code, plan.code);
  const isFirstPlan = context.plan === null && context.form.selectedCartAddons.length === 0;
  return {
    plan,
    planFailure: null,
    apiError: null,
    // usePartnerProcess of the portal's token makes a trusted partner, for each plan but Austria's (spec section 6)
    partner: { ...context.partner, isTrustedPartner: isTrustedPartner(!!context.auth?.isPartnerPortal && context.auth.usePartnerProcess, plan.code) },
    form: isOtherPlan || isFirstPlan ? { ...context.form, selectedCartAddons: [] } : context.form,
    selectionPending: isOtherPlan || isFirstPlan || context.selectionPending,
    preselect: isOtherPlan ? false : context.preselect,
    flow: isOtherPlan ? restartedFlow(context.flow) : context.flow,
    catalogueError: isOtherPlan ? null : context.catalogueError,
    // a forced plan's notice stays to tell the user why the order moved here
    selectionNotice:
      isOtherPlan && !(context.selectionNotice?.type === 'planForced' && samePlan(context.selectionNotice.toPlan, plan.code))
        ? null
        : context.selectionNotice,
  };
}
