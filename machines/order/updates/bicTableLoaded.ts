import type { BicTable } from '../../../src/domain/derivedBic.ts';
import type { OrderContext } from '../context.ts';
import { rulesOf } from '../reads.ts';

/** The IBAN's country's BIC table arrived: kept for the next keystrokes, and the BIC it derives filled in (spec section 5). */
export function bicTableLoaded(context: OrderContext, table: BicTable): Partial<OrderContext> {
  const { customer } = context.form;
  const { derivedBic, withDerivedBic } = rulesOf(context);
  return { bicTable: table, form: { ...context.form, customer: withDerivedBic(customer, derivedBic(customer.accountNumber, context.bicTable), table) } };
}
