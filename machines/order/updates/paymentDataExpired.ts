import { hasPaymentData, paymentFields, withoutPaymentData } from '../../../src/domain/paymentData.ts';
import type { OrderContext } from '../context.ts';

/**
 * The bank details leave the form after a time without activity (DESIGN.md, "Data at rest"): the customer step asks
 * for them again, everything else stays. Their shown messages go with them, so the step shows the request, not a
 * row of "required" errors. Nothing to remove changes nothing.
 */
export function paymentDataExpired(context: OrderContext): Partial<OrderContext> {
  const { customer } = context.form;
  if (!hasPaymentData(customer)) return {};
  const removed = new Set<string>(paymentFields.map((field) => `customer.${field}`));
  return {
    form: { ...context.form, customer: withoutPaymentData(customer), paymentDataRemoved: true },
    validated: context.validated.filter((field) => !removed.has(field)),
  };
}
