import { isAustriaPlanCode, isInternationalPlanCode } from './countries.ts';

export interface AccessInput {
  /** a partner code is given (query or token) */
  partnerCode: string | null;
  parentCustomerId: string | null;
  /** token flag isPartnerPortal */
  isPartnerPortal: boolean;
  /** token flag isCustomerPortal */
  isCustomerPortal: boolean;
  /** partner codes allowed to embed the form without the partner flag */
  embeddedFramePartnerCodes: readonly string[];
}

export type AccessDecision =
  | { allowed: true }
  | { allowed: false; alert: 'error.token.invalid'; redirectTo: 'partnerPortal' | 'customerPortal' };

/**
 * Access rules (spec section 6): partner plus parent customer needs both flags; partner alone the
 * partner flag unless the code is in the embedded-frame list; parent customer alone the customer-portal flag.
 */
export function decideAccess(input: AccessInput): AccessDecision {
  const isPartner = Boolean(input.partnerCode);
  const isParent = Boolean(input.parentCustomerId);
  if (isPartner && isParent) {
    return input.isPartnerPortal && input.isCustomerPortal ? { allowed: true } : denied('partnerPortal');
  }
  if (isPartner) {
    const embedded = input.embeddedFramePartnerCodes.includes(input.partnerCode ?? '');
    return input.isPartnerPortal || embedded ? { allowed: true } : denied('partnerPortal');
  }
  if (isParent) return input.isCustomerPortal ? { allowed: true } : denied('customerPortal');
  return { allowed: true };
}

function denied(redirectTo: 'partnerPortal' | 'customerPortal'): AccessDecision {
  return { allowed: false, alert: 'error.token.invalid', redirectTo };
}

/** usePartnerProcess marks a trusted partner, never for Austria plans (spec section 6). */
export function isTrustedPartner(usePartnerProcess: boolean, planCode: string): boolean {
  return usePartnerProcess && !isAustriaPlanCode(planCode);
}

export interface InternationalInput {
  planCode: string;
  /** alpha-2 of the partner's system when the order comes from a partner, else null */
  partnerSystemCountry: string | null;
  parentCustomerId: string | null;
}

/**
 * International mode (spec sections 2, 6): the plan code decides, partners of non-German systems
 * force it on, a parent customer forces it off.
 */
export function isInternationalOrder(input: InternationalInput): boolean {
  if (input.parentCustomerId) return false;
  if (input.partnerSystemCountry && input.partnerSystemCountry.toUpperCase() !== 'DE') return true;
  return isInternationalPlanCode(input.planCode);
}

/** Partner and international modes skip the contact form of the quote (spec section 6). */
export function quoteSkipsContactForm(isPartnerPortal: boolean, isInternational: boolean): boolean {
  return isPartnerPortal || isInternational;
}
