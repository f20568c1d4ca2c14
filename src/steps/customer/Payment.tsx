import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bicFromTable, bicTableCountry } from '../../domain/bankCode.ts';
import { useApi, useOrderRuntime, useOrderSelector } from '../../shell/OrderFormContext.tsx';
import { Alert, Checkbox, RadioGroup } from '../../ui/index.ts';
import { loadBicTable } from './bicTables.ts';
import { CustomerText } from './CustomerText.tsx';
import { customerLabelKeys, fieldId, useCustomerEvents, useCustomerFieldError, useCustomerValue } from './customerForm.ts';
import { IbanField } from './IbanField.tsx';

/**
 * Payment (spec sections 2, 5, 9): bank (default) or invoice; for bank the account owner, IBAN and BIC (the BIC
 * found from the IBAN with the country's iban-to-bic table, fetched when its two letters are typed) and the
 * direct-debit mandate; the itemized bill (none by default), whose terms the consents section asks for. Bank details
 * removed after a time without activity (DESIGN.md, "Data at rest") are asked for again above them.
 */
export function Payment() {
  const { t } = useTranslation();
  const { change } = useCustomerEvents();
  const paymentType = useCustomerValue((c) => c.paymentType);
  const mandate = useCustomerValue((c) => c.acceptDirectDebit ?? false);
  const itemizedBill = useCustomerValue((c) => c.itemizedBill);
  const mandateError = useCustomerFieldError('acceptDirectDebit');

  return (
    <section aria-labelledby="customer-payment-title" className="space-y-4" data-part="payment">
      <h2 id="customer-payment-title" className="text-lg font-semibold">
        {t('payment.title')}
      </h2>
      <RadioGroup
        legend={t('payment.title')}
        name="paymentType"
        orientation="horizontal"
        value={paymentType}
        onChange={(value) => change('paymentType', value)}
        options={[
          { value: 'bank', label: t('payment.bank') },
          { value: 'invoice', label: t('payment.invoice') },
        ]}
      />
      {paymentType === 'bank' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <PaymentDataRemoved />
          <CustomerText path="accountOwner" autoComplete="name" maxLength={60} className="sm:col-span-2" />
          <IbanAndBic />
          <Checkbox
            id={fieldId('acceptDirectDebit')}
            name="acceptDirectDebit"
            className="sm:col-span-2"
            label={t('payment.mandate')}
            required
            checked={mandate}
            onChange={(checked) => change('acceptDirectDebit', checked)}
            error={mandateError}
          />
        </div>
      ) : null}
      <RadioGroup
        legend={t('itemizedBill.title')}
        name="itemizedBill"
        orientation="horizontal"
        value={itemizedBill}
        onChange={(value) => change('itemizedBill', value)}
        options={(['none', 'shortened', 'full'] as const).map((value) => ({ value, label: t(`itemizedBill.${value}`) }))}
      />
    </section>
  );
}

/** Until a bank detail is typed again: the bank details were removed from the browser after a time without activity. */
function PaymentDataRemoved() {
  const { t } = useTranslation();
  const removed = useOrderSelector((snapshot) => snapshot.context.form.paymentDataRemoved);
  const minutes = useOrderRuntime().attributes.paymentDataTtl;
  if (!removed) return null;
  return (
    <Alert type="warning" className="sm:col-span-2">
      {t('payment.removed', { minutes })}
    </Alert>
  );
}

/** The IBAN and the BIC found from it: a keystroke in the IBAN re-renders these two fields, not the section. */
function IbanAndBic() {
  const { t } = useTranslation();
  const { change, typeIn, touch } = useCustomerEvents();
  const iban = useCustomerValue((c) => c.accountNumber);
  const bic = useCustomerValue((c) => c.accountBIC);
  const ibanError = useCustomerFieldError('accountNumber');
  const derived = useDerivedBic(iban);

  useEffect(() => {
    if (derived && derived !== bic) change('accountBIC', derived);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [derived]);

  return (
    <>
      <IbanField
        id={fieldId('accountNumber')}
        name="accountNumber"
        label={t(customerLabelKeys.accountNumber!)}
        hint={t('payment.ibanHint')}
        required
        value={iban}
        onChange={(value) => typeIn('accountNumber', value)}
        onBlur={() => touch('accountNumber')}
        error={ibanError}
      />
      {derived ? (
        <CustomerText path="accountBIC" autoComplete="off" maxLength={11} hint={t('payment.bicDerived')} required={false} />
      ) : (
        <CustomerText path="accountBIC" autoComplete="off" maxLength={11} />
      )}
    </>
  );
}

/**
 * The BIC of the typed IBAN, from its country's table (loaded once its two letters are typed), or null. A table
 * that cannot load derives nothing: the BIC field asks for the BIC as it does for a bank the table does not list,
 * the IBAN is never marked for it, and the failure goes to the reporter.
 */
function useDerivedBic(iban: string): string | null {
  const api = useApi();
  const country = bicTableCountry(iban);
  const [table, setTable] = useState<{ country: string; bics: Readonly<Record<string, string>> } | null>(null);
  useEffect(() => {
    if (!country || table?.country === country) return;
    let current = true;
    loadBicTable(country).then(
      (bics) => current && setTable({ country, bics }),
      (error: unknown) => api.reportFailure('bicTable', error),
    );
    return () => {
      current = false;
    };
  }, [api, country, table?.country]);
  return table && table.country === country ? bicFromTable(iban, table.bics) : null;
}
