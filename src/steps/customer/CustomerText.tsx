import { memo, useMemo, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerForm } from '../../domain/schemas/customer.ts';
import { TextField, type FieldStatus } from '../../ui/index.ts';
import { customerLabelKeys, fieldId, useCustomerEvents, useCustomerFieldError, useCustomerValue } from './customerForm.ts';

type TextPath = Exclude<{ [K in keyof CustomerForm]-?: CustomerForm[K] extends string ? K : never }[keyof CustomerForm], undefined>;

export interface CustomerTextProps {
  path: TextPath;
  autoComplete: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  hint?: string;
  status?: FieldStatus;
  label?: string;
  className?: string;
}

/**
 * One text field of the customer section: its value, change, touch and message from the root machine. Memoised: a
 * section that re-renders leaves its fields alone unless their own props changed.
 */
export const CustomerText = memo(function CustomerText({ path, autoComplete, required = true, type = 'text', inputMode, maxLength, hint, status, label, className }: CustomerTextProps) {
  const { t } = useTranslation();
  const { typeIn, touch } = useCustomerEvents();
  const value = useCustomerValue((c) => c[path]);
  const error = useCustomerFieldError(path);
  // a keystroke re-renders the field: its texts are looked up again only when the language or its messages change (a new `t`)
  const texts = useMemo(
    () => ({ label: label ?? t(customerLabelKeys[path] ?? path), optional: t('common.optional'), pending: t('live.pending'), valid: t('live.valid') }),
    [t, label, path],
  );
  return (
    <TextField
      id={fieldId(path)}
      name={path}
      type={type}
      label={texts.label}
      required={required}
      optionalLabel={texts.optional}
      autoComplete={autoComplete}
      {...(inputMode ? { inputMode } : {})}
      {...(maxLength ? { maxLength } : {})}
      {...(hint ? { hint } : {})}
      {...(className ? { className } : {})}
      value={value}
      onChange={(next) => typeIn(path, next)}
      onBlur={() => touch(path)}
      error={error}
      {...(status ? { status, pendingLabel: texts.pending, validLabel: texts.valid } : {})}
    />
  );
});
