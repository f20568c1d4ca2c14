import { Billing } from './Billing.tsx';
import { ConnectionAddress } from './ConnectionAddress.tsx';
import { CustomerData } from './CustomerData.tsx';
import { CustomerErrorSummary } from './CustomerErrorSummary.tsx';
import { Payment } from './Payment.tsx';
import { VerificationMethod } from './VerificationMethod.tsx';
import { VoucherEntry } from './VoucherEntry.tsx';

/**
 * The customer step (spec section 2): customer type and personal or company data, the connection address,
 * billing, payment and itemized bill, the voucher. After a failed "next" the error summary leads to each field.
 */
export default function CustomerStep() {
  return (
    <div className="space-y-8" data-part="customer">
      <CustomerErrorSummary />
      <CustomerData />
      <VerificationMethod />
      <ConnectionAddress />
      <Billing />
      <Payment />
      <VoucherEntry />
    </div>
  );
}
