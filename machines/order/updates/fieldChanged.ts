import { setAtPath } from '../../formPath.ts';
import type { OrderContext } from '../context.ts';
import type { FormSectionName } from '../form.ts';
import { rulesOf } from '../reads.ts';

export interface FieldChange {
  section: FormSectionName;
  path: string;
  value: unknown;
}

/**
 * One field of a form section changed; a different old/new connection answer clears porting, dates and previous
 * tenant (spec section 4); an IBAN that derives a BIC with its country's table fills the BIC in (spec section 5).
 */
export function fieldChanged(context: OrderContext, { section, path, value }: FieldChange): Partial<OrderContext> {
  if (section === 'connection' && path === 'oldConnection' && typeof value === 'boolean') {
    return { form: { ...context.form, connection: rulesOf(context).chooseOldConnection(context.form.connection, value) } };
  }
  if (section === 'customer') {
    const before = context.form.customer;
    const customer = setAtPath(before, path, value);
    if (customer.accountNumber === before.accountNumber) return { form: { ...context.form, customer } };
    const { derivedBic, withDerivedBic } = rulesOf(context);
    return { form: { ...context.form, customer: withDerivedBic(customer, derivedBic(before.accountNumber, context.bicTable), context.bicTable) } };
  }
  return { form: { ...context.form, [section]: setAtPath(context.form[section], path, value) } };
}
