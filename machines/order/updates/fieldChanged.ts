import { hasPaymentData } from '../../../src/domain/paymentData.ts';
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
 * tenant (spec section 4); an IBAN that derives a BIC with its country's table fills the BIC in (spec section 5); a bank
 * detail typed again answers the request for removed bank details.
 */
export function fieldChanged(context: OrderContext, { section, path, value }: FieldChange): Partial<OrderContext> {
  if (section === 'connection' && path === 'oldConnection' && typeof value === 'boolean') {
    return { form: { ...context.form, connection: rulesOf(context).chooseOldConnection(context.form.connection, value) } };
  }
  let form = { ...context.form, [section]: setAtPath(context.form[section], path, value) };
  if (section === 'customer' && form.customer.accountNumber !== context.form.customer.accountNumber) {
    const { derivedBic, withDerivedBic } = rulesOf(context);
    form = { ...form, customer: withDerivedBic(form.customer, derivedBic(context.form.customer.accountNumber, context.bicTable), context.bicTable) };
  }
  return { form: { ...form, paymentDataRemoved: context.form.paymentDataRemoved && !hasPaymentData(form.customer) } };
}
