import { emptyPartnerState, type OrderContext } from '../context.ts';
import { emptyFlow, emptyOrderForm } from '../form.ts';
import { redirectTargetOf } from '../reads.ts';

/**
 * Spec sections 6, 8: a refused visitor is told so and sent to their portal; the state is reset, and the refused
 * partner or parent customer is not restored on the next visit.
 */
export function accessRefused(context: OrderContext): Partial<OrderContext> {
  return {
    alert: 'error.token.invalid',
    redirectTo: redirectTargetOf(context),
    authToken: null,
    auth: null,
    partner: emptyPartnerState(),
    form: emptyOrderForm(),
    flow: emptyFlow(),
  };
}
