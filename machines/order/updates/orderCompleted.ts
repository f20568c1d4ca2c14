import type { OrderContext, SubmittedOrder } from '../context.ts';
import { emptyFlow, emptyOrderForm } from '../form.ts';
import { planOfRoute } from '../reads.ts';

/**
 * Spec sections 2, 4: after a successful submit the order data is cleared and the thank-you page is shown, or the
 * nect page when the order asks for an identity verification.
 */
export function orderCompleted(context: OrderContext, submitted: SubmittedOrder): Partial<OrderContext> {
  const { transactionId, verification, changedSteps } = submitted;
  return {
    submitted: { transactionId, verification, changedSteps },
    form: emptyOrderForm(),
    flow: emptyFlow(),
    validated: [],
    liveChecks: { connection: {}, customer: {} },
    route: verification ? { name: 'nect' } : { name: 'thanks', plan: planOfRoute(context) ?? context.plan?.code ?? '' },
    search: '',
    history: 'replace',
  };
}
