import { messageKey, fallbackKeyOf, type FieldError, type ValidationRule } from './messages.ts';
import type { PreviousTenantForm } from '../schemas/index.ts';

function error(rule: ValidationRule): FieldError {
  const key = messageKey(rule);
  return { key, fallbackKey: fallbackKeyOf(key), params: {} };
}

/**
 * The previous-tenant rules (spec section 5): whether known is required; when known the salutation;
 * the company name for Company; first and last name for Mr and Mrs. The server's errors object words
 * them; these are the keys when it has none.
 */
export function previousTenantErrors(tenant: PreviousTenantForm): Partial<Record<keyof PreviousTenantForm, FieldError>> {
  if (tenant.isKnown === null) return { isKnown: error('required') };
  if (!tenant.isKnown) return {};
  const errors: Partial<Record<keyof PreviousTenantForm, FieldError>> = {};
  const blank = (v: string) => v.trim() === '';
  switch (tenant.salutation) {
    case null:
      errors.salutation = error('required');
      break;
    case 'Company':
      if (blank(tenant.companyName)) errors.companyName = error('required');
      break;
    case 'Mr':
    case 'Mrs':
      if (blank(tenant.firstName)) errors.firstName = error('required');
      if (blank(tenant.lastName)) errors.lastName = error('required');
      break;
    default:
      return tenant.salutation satisfies never;
  }
  return errors;
}
