import type { AuthResponse } from '../src/api/index.ts';
import type { PartnerState } from '../src/domain/index.ts';
import type { QueryParameters } from './query.ts';

/**
 * Query-driven partner state (spec section 4): partner portal turns on when both a partner-process flag and a
 * partner code are present; entering it sets the trusted-partner flag off first, and stores the agent code. A
 * partner code is also stored when quote or preselect is set, or the order type is relocation or ekp.
 */
export function partnerFromQuery(partner: PartnerState, query: QueryParameters): PartnerState {
  const entersPortal = query.usePartnerProcess && query.partnerCode !== null;
  const keepsCode = query.quote || query.preselect || query.type === 'relocation' || query.type === 'ekp';
  if (entersPortal) {
    return {
      ...partner,
      isPartnerPortal: true,
      // entering the portal: trust comes with the token; a later navigation inside it keeps what the token gave
      isTrustedPartner: partner.isPartnerPortal && partner.isTrustedPartner,
      partnerCode: query.partnerCode,
      agentCode: query.agentCode ?? partner.agentCode,
    };
  }
  if (keepsCode && query.partnerCode) return { ...partner, partnerCode: query.partnerCode };
  return partner;
}

/**
 * The authenticated user's partner flags (spec section 6): the token's isPartnerPortal, usePartnerProcess for a
 * trusted partner (checked against Austria plans when the plan is known), agent code, customer portal and
 * parent customer.
 */
export function partnerFromAuth(partner: PartnerState, auth: AuthResponse): PartnerState {
  return {
    ...partner,
    isPartnerPortal: partner.isPartnerPortal || auth.isPartnerPortal,
    isTrustedPartner: auth.isPartnerPortal && auth.usePartnerProcess,
    partnerCode: auth.partnerCode ?? partner.partnerCode,
    agentCode: auth.agentCode ?? partner.agentCode,
    isCustomerPortal: auth.isCustomerPortal,
    parentCustomerId: auth.parentCustomerId ?? partner.parentCustomerId,
  };
}
