import type { PhoneValidationFlags } from '../../../src/domain/schemas/index.ts';
import type { OrderContext } from '../context.ts';
import type { FormSectionName } from '../form.ts';

export interface LiveCheckResult {
  section: FormSectionName;
  field: string;
  value: string;
  valid: boolean;
  flags: PhoneValidationFlags | null;
}

/** Spec section 7: what the live validation found for a field's value, kept for the step validity of its section. */
export function liveCheckStored(context: OrderContext, check: LiveCheckResult): Partial<OrderContext> {
  return {
    liveChecks: {
      ...context.liveChecks,
      [check.section]: { ...context.liveChecks[check.section], [check.field]: { value: check.value, valid: check.valid, flags: check.flags } },
    },
  };
}
