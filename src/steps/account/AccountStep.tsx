import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../../machines/order.machine.ts';
import { accountFieldErrors, type AccountErrors } from '../../domain/validation/accountRules.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/validation/personalRules.ts';
import { useOrderSelector } from '../../shell/OrderFormContext.tsx';
import { Checkbox, ErrorSummary, TextField } from '../../ui/index.ts';
import { useSectionEvents, useSectionValue, useShownFieldError } from '../shared/formBinding.ts';
import { translateError } from '../../i18n/translateError.ts';
import { PartnerReferenceSection } from './PartnerReferenceSection.tsx';
import { sameErrors } from '../shared/useDeferredStepErrors.ts';

const fields = ['password', 'repeatPassword'] as const;
type AccountField = (typeof fields)[number];
const fieldId = (path: AccountField) => `account-${path}`;
const labelKeys: Record<AccountField, string> = { password: 'account.password', repeatPassword: 'account.passwordRepeat' };

/**
 * The account step (spec sections 2, 4, 6): a password and its repeat, or, for a partner order, the reference
 * number sent instead. The password lives in memory only (the persistence adapter never writes it).
 */
export default function AccountStep() {
  const isPartnerOrder = useOrderSelector((snapshot) => snapshot.context.partner.isPartnerPortal);
  return isPartnerOrder ? <PartnerReferenceSection /> : <PasswordSection />;
}

function PasswordSection() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const stepShown = useOrderSelector((snapshot) => snapshot.context.validated.includes('step.account'));
  // the summary's errors: none until a failed "next", then the pair's rules (both fields, one zod object)
  const errors = useOrderSelector((snapshot) => (snapshot.context.validated.includes('step.account') ? accountFieldErrors(snapshot.context.form.customer) : noErrors), sameErrors);
  const attempt = useOrderSelector((snapshot) => snapshot.context.stepErrorsShown);
  const summary = stepShown
    ? fields.flatMap((field) => {
        const error = errors[field];
        return error ? [{ fieldId: fieldId(field), message: t('stepErrors.item', { field: t(labelKeys[field]), message: translateError(t, error) }) }] : [];
      })
    : [];

  return (
    <section aria-labelledby="account-title" className="space-y-4">
      <h2 id="account-title" className="text-xl font-semibold">
        {t('account.title')}
      </h2>
      {summary.length > 0 ? <ErrorSummary title={t('stepErrors.title')} description={t('stepErrors.description')} errors={summary} focusKey={attempt} /> : null}
      {fields.map((field) => (
        <PasswordField key={field} field={field} visible={visible} />
      ))}
      <Checkbox label={t('account.showPassword')} checked={visible} onChange={setVisible} name="showPassword" />
    </section>
  );
}

const noErrors: AccountErrors = {};

/** One password field: a keystroke re-renders it alone, and its message is looked up only once it shows. */
const PasswordField = memo(function PasswordField({ field, visible }: { field: AccountField; visible: boolean }) {
  const { t } = useTranslation();
  const { typeIn, touch } = useSectionEvents('customer');
  const value = useSectionValue('customer', (customer) => customer[field]);
  const error = useShownFieldError('account', 'customer', field, accountFieldErrorOf);
  return (
    <TextField
      id={fieldId(field)}
      name={field}
      label={t(labelKeys[field])}
      {...(field === 'password' ? { hint: t('account.passwordBounds', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) } : {})}
      type={visible ? 'text' : 'password'}
      autoComplete="new-password"
      maxLength={PASSWORD_MAX_LENGTH}
      required
      value={value}
      {...(error ? { error } : {})}
      onChange={(next) => typeIn(field, next)}
      onBlur={() => touch(field)}
    />
  );
});

const accountFieldErrorOf = (snapshot: OrderSnapshot, field: string) => accountFieldErrors(snapshot.context.form.customer)[field as AccountField];
