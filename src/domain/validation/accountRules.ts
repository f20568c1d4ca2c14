import type { CustomerForm } from '../schemas/customer.ts';
import { validateForm, type FieldError } from './messages.ts';
import { passwordPairSchema } from './personalRules.ts';

export type AccountErrors = Partial<Record<'password' | 'repeatPassword', FieldError>>;

/** The account step's messages (spec sections 2, 4, 5): the password's bounds, then the repeat's match. */
export function accountFieldErrors(customer: Pick<CustomerForm, 'password' | 'repeatPassword'>): AccountErrors {
  return validateForm(passwordPairSchema, { password: customer.password, repeatPassword: customer.repeatPassword }) as AccountErrors;
}

/** The account step is complete with a password within its bounds and a matching repeat. */
export function isAccountStepValid(customer: Pick<CustomerForm, 'password' | 'repeatPassword'>): boolean {
  return Object.keys(accountFieldErrors(customer)).length === 0;
}
