import { useTranslation } from 'react-i18next';
import { useOrderSend } from '../../shell/OrderFormContext.tsx';
import { Button, cx, errorMarkerClass } from '../../ui/index.ts';
import { useCustomerFieldError, useCustomerValue } from './customerForm.ts';

/**
 * The connection address from the address check, read-only (spec section 2). With one, "change address" reopens
 * the check; without one (a VoIP plan whose address was never checked) the action is "check address", and after
 * a failed "next" the section says the address is missing (the error summary's link opens the check too).
 */
export function ConnectionAddress() {
  const { t } = useTranslation();
  const send = useOrderSend();
  const address = useCustomerValue((c) => c.connectionAddress);
  const error = useCustomerFieldError('connectionAddress');
  const hasAddress = address.street.trim() !== '';
  return (
    <section
      aria-labelledby="customer-address-title"
      className={cx('space-y-2', error ? errorMarkerClass : null)}
      data-part="connection-address"
      data-state={hasAddress ? 'checked' : error ? 'missing' : 'none'}
    >
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
      {error ? (
        <p id="customer-connectionAddress-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <Button
        variant="text"
        size="sm"
        aria-describedby={error ? 'customer-connectionAddress-error' : undefined}
        onClick={() => send({ type: 'addressCheck.requested' })}
      >
        {t(hasAddress ? 'customer.address.change' : 'customer.address.check')}
      </Button>
    </section>
  );
}
