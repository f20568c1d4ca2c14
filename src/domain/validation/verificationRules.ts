import type { PartnerState, PlanCategory, VerificationMethod } from '../schemas/index.ts';
import { liveCheckError, type LiveChecks } from './liveValidation.ts';
import { fallbackKeyOf, messageKey, validateField, type FieldError } from './messages.ts';
import { commentSchema } from './personalRules.ts';

/** The verification method's fields in the customer section, by their path. */
export const VERIFICATION_TYPE = 'verificationMethod.type';
export const VERIFICATION_COMMENT = 'verificationMethod.comment';

/** Spec section 5: the verification method is asked only for voice plans from a trusted partner portal. */
export function asksVerificationMethod(category: PlanCategory | null | undefined, partner: Pick<PartnerState, 'isPartnerPortal' | 'isTrustedPartner'>): boolean {
  return category === 'VOIP' && partner.isPartnerPortal && partner.isTrustedPartner;
}

/**
 * The verification method's errors when it is asked: a type is chosen; for `other` the comment follows the comment
 * rule (spec section 5) and its live check (`customer.verificationMethod.comment`, spec section 7) did not fail.
 */
export function verificationErrors(method: VerificationMethod, live: LiveChecks): Record<string, FieldError> {
  if (method.type === null) return { [VERIFICATION_TYPE]: { key: messageKey('required'), fallbackKey: fallbackKeyOf(messageKey('required')), params: {} } };
  if (method.type !== 'other') return {};
  const error = validateField(commentSchema, method.comment) ?? liveCheckError(live, VERIFICATION_COMMENT, method.comment, 'customer.verificationMethod.comment');
  return error ? { [VERIFICATION_COMMENT]: error } : {};
}
