import type { PlanClassesQuery } from '../../src/api/index.ts';
import { decideAccess } from '../../src/domain/access.ts';
import { isPlanRoute } from '../routes.ts';
import type { StepName } from '../steps.ts';
import type { OrderContext, PortalTarget } from './context.ts';
import type { StepRules } from './rules.ts';

/* What the root machine's guards, actions and updates read off its context. */

/** The step rules, loaded with the plan, before any state of the flow is entered. */
export function rulesOf(context: OrderContext): StepRules {
  if (!context.stepRules) throw new Error('The step rules are loaded before the flow starts');
  return context.stepRules;
}

export function planOfRoute(context: OrderContext): string | null {
  if (isPlanRoute(context.route)) return context.route.plan;
  return null;
}

/** The plan routes whose visitor is checked (all but thanks and link-created). */
export function isCheckedRoute(context: OrderContext): boolean {
  return isPlanRoute(context.route) && context.route.name !== 'thanks' && context.route.name !== 'linkCreated';
}

export function hasVerifiedAddress(context: OrderContext): boolean {
  const address = context.form.customer.connectionAddress;
  return address.isApiValid && address.street.trim() !== '';
}

export function currentStep(context: OrderContext): StepName | null {
  return context.route.name === 'step' ? context.route.step : null;
}

/** Plan codes are compared without their case (`/plans/talpriv100/` is TALPRIV100). */
export function samePlan(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.toUpperCase() === b.toUpperCase();
}

export function planClassesQuery(context: OrderContext): PlanClassesQuery {
  const { query, partner } = context;
  return {
    ...(query.api ? { api: query.api } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.productCode ? { product_code: query.productCode } : {}),
    ...(partner.partnerCode ? { partner_code: partner.partnerCode } : {}),
  };
}

/** Spec section 6: access is checked on plan routes once authentication has ended. */
export function isAccessDenied(context: Pick<OrderContext, 'partner' | 'auth'>): boolean {
  return !decideAccess({
    partnerCode: context.partner.partnerCode,
    parentCustomerId: context.partner.parentCustomerId,
    isPartnerPortal: context.auth?.isPartnerPortal ?? false,
    isCustomerPortal: context.auth?.isCustomerPortal ?? false,
    embeddedFramePartnerCodes: context.auth?.embeddedFramePartnerCodes ?? [],
  }).allowed;
}

/** Where a refused visitor is sent: a parent customer outside the partner portal to the customer portal. */
export function redirectTargetOf(context: OrderContext): PortalTarget {
  return context.partner.parentCustomerId && !context.partner.isPartnerPortal ? 'customerPortal' : 'partnerPortal';
}
