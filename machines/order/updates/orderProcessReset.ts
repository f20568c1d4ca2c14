import type { OrderContext } from '../context.ts';
import { emptyOrderForm, restartedFlow } from '../form.ts';
import { rulesOf } from '../reads.ts';

/**
 * Spec section 8: an order save answered with ERR_BAD_REQUEST resets the connection, the cart (to the plan's
 * preselection) and the order process; the customer's data stays.
 */
export function orderProcessReset(context: OrderContext): Partial<OrderContext> {
  return {
    form: {
      ...context.form,
      connection: emptyOrderForm().connection,
      selectedCartAddons: context.plan ? rulesOf(context).initialSelection(context.plan) : [],
    },
    flow: restartedFlow(context.flow),
    apiError: null,
  };
}
