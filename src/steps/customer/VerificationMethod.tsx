import { useTranslation } from 'react-i18next';
import type { VerificationMethodType } from '../../domain/schemas/customer.ts';
import { asksVerificationMethod, VERIFICATION_COMMENT, VERIFICATION_TYPE } from '../../domain/validation/verificationRules.ts';
import { useOrderSelector } from '../../shell/OrderFormContext.tsx';
import { RadioGroup, TextField } from '../../ui/index.ts';
import { useLiveValidation } from '../shared/useLiveValidation.ts';
import { fieldId, useCustomerEvents, useCustomerFieldError, useCustomerValue } from './customerForm.ts';

const types: readonly VerificationMethodType[] = ['idCard', 'passport', 'other'];

/**
 * The verification method of a trusted partner's voice order (spec sections 3, 5): how the agent checked the
 * customer's identity, with a comment for "other" that the server checks live (`customer.verificationMethod.comment`).
 * Nothing for anyone else.
 */
export function VerificationMethod() {
  const asked = useOrderSelector((snapshot) => asksVerificationMethod(snapshot.context.plan?.category, snapshot.context.partner));
  return asked ? <VerificationMethodFields /> : null;
}

function VerificationMethodFields() {
  const { t } = useTranslation();
  const { change, typeIn, touch } = useCustomerEvents();
  const type = useCustomerValue((customer) => customer.verificationMethod.type);
  const comment = useCustomerValue((customer) => customer.verificationMethod.comment);
  const typeError = useCustomerFieldError(VERIFICATION_TYPE);
  const commentError = useCustomerFieldError(VERIFICATION_COMMENT);
  const commentStatus = useLiveValidation('verificationMethod.comment', type === 'other' ? comment : '', 'customer');
  return (
    <section aria-labelledby="customer-verification-title" className="space-y-4" data-part="verification-method">
      <h2 id="customer-verification-title" className="text-lg font-semibold">
        {t('customer.verification.title')}
      </h2>
      <RadioGroup
        id={fieldId(VERIFICATION_TYPE)}
        legend={t('customer.verification.type')}
        name="verificationMethodType"
        value={type ?? ''}
        onChange={(value) => {
          change(VERIFICATION_TYPE, value);
          touch(VERIFICATION_TYPE);
        }}
        options={types.map((value) => ({ value, label: t(`customer.verification.${value}`) }))}
        orientation="horizontal"
        required
        {...(typeError ? { error: typeError } : {})}
      />
      {type === 'other' ? (
        <TextField
          id={fieldId(VERIFICATION_COMMENT)}
          name="verificationComment"
          label={t('customer.verification.comment')}
          value={comment}
          onChange={(value) => {
            typeIn(VERIFICATION_COMMENT, value);
            touch(VERIFICATION_COMMENT);
          }}
          onBlur={() => touch(VERIFICATION_COMMENT)}
          autoComplete="off"
          maxLength={100}
          required
          status={commentStatus}
          pendingLabel={t('live.pending')}
          validLabel={t('live.valid')}
          {...(commentError ? { error: commentError } : {})}
        />
      ) : null}
    </section>
  );
}
