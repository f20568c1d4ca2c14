import { useTranslation } from 'react-i18next';
import { useOrderSend } from '../../shell/OrderFormContext.tsx';
import { Button } from '../../ui/index.ts';
import { useCustomerValue } from './customerForm.ts';

/** The connection address from the address check, read-only, with "change" reopening the check (spec section 2). */
export function ConnectionAddress() {
  const { t } = useTranslation();
  const send = useOrderSend();
  const address = useCustomerValue((c) => c.connectionAddress);
  const hasAddress = address.street.trim() !== '';
  return (
    <section aria-labelledby="customer-address-title" className="space-y-2" data-part="connection-address">
      <h2 id="customer-address-title" className="text-lg font-semibold">
        {t('customer.address.title')}
      </h2>
      {hasAddress ? (
        <p id="customer-connectionAddress">
          {address.street} {address.houseNumber}, {address.postalCode} {address.region}
        </p>
      ) : (
        <p id="customer-connectionAddress" className="text-slate-700">
          {t('customer.address.missing')}
        </p>
      )}
      <Button variant="text" size="sm" onClick={() => send({ type: 'addressCheck.requested' })}>
        {t('customer.address.change')}
      </Button>
    </section>
  );
}
