import { useTranslation } from 'react-i18next';
import { useOrderSend } from '../../shell/OrderFormContext.tsx';
import { AfterFirstPaint } from '../shared/AfterFirstPaint.tsx';
import { StepErrorSummary } from '../shared/StepErrorSummary.tsx';
import { Billing } from './Billing.tsx';
import { ConnectionAddress } from './ConnectionAddress.tsx';
import { Consents } from './Consents.tsx';
import { CustomerData } from './CustomerData.tsx';
import { customerErrorsOf, customerLabelKeys, fieldId } from './customerForm.ts';
import { Payment } from './Payment.tsx';
import { VerificationMethod } from './VerificationMethod.tsx';
import { VoucherEntry } from './VoucherEntry.tsx';

/**
 * The customer step (spec section 2): customer type and personal or company data, the connection address,
 * billing, payment and itemized bill, the voucher, terms and newsletter. After a failed "next" the error summary
 * leads to each field.
 */
export default function CustomerStep() {
  const { t } = useTranslation();
  const send = useOrderSend();
  // the connection address is entered in the address check: its summary link opens that
  const actionOf = (path: string) => (path === 'connectionAddress' ? () => send({ type: 'addressCheck.requested' }) : undefined);
  return (
    <div className="space-y-8" data-part="customer">
      <StepErrorSummary
        step="customer"
        errorsOf={customerErrorsOf}
        fieldIdOf={fieldId}
        labelOf={(path) => t(customerLabelKeys[path] ?? path)}
        actionOf={actionOf}
      />
      <CustomerData />
      <AfterFirstPaint>
        <VerificationMethod />
        <ConnectionAddress />
        <Billing />
        <Payment />
        <VoucherEntry />
        <Consents />
      </AfterFirstPaint>
    </div>
  );
}
