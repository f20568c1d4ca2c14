import { useTranslation } from 'react-i18next';
import { Checkbox, Select } from '../../ui/index.ts';
import { CustomerText } from './CustomerText.tsx';
import { fieldId, useCustomerEvents, useCustomerFieldError, useCustomerValue } from './customerForm.ts';

/** The billing address lies in one of the four countries (spec section 1). */
const BILLING_COUNTRIES = ['DE', 'AT', 'NL', 'FR'] as const;

/**
 * An optional separate billing address (the manual-address rules of its country: the postal-code pattern, and in
 * France the number before the street) and billing e-mail (spec sections 2, 5).
 */
export function Billing() {
  const { t } = useTranslation();
  const { change, touch } = useCustomerEvents();
  const separateAddress = useCustomerValue((c) => c.hasSeparateBillingAddress);
  const separateEmail = useCustomerValue((c) => c.hasSeparateBillingEmail);
  const salutation = useCustomerValue((c) => c.billingSalutation);
  const country = useCustomerValue((c) => c.billingCountry);
  const salutationError = useCustomerFieldError('billingSalutation');
  const street = <CustomerText key="street" path="billingStreet" autoComplete="billing address-line1" maxLength={40} />;
  const houseNumber = <CustomerText key="houseNumber" path="billingHouseNumber" autoComplete="billing address-line2" maxLength={10} />;
  return (
    <section aria-labelledby="customer-billing-title" className="space-y-4" data-part="billing">
      <h2 id="customer-billing-title" className="text-lg font-semibold">
        {t('billing.title')}
      </h2>
      <Checkbox
        id={fieldId('hasSeparateBillingAddress')}
        name="hasSeparateBillingAddress"
        label={t('billing.separateAddress')}
        checked={separateAddress}
        onChange={(checked) => change('hasSeparateBillingAddress', checked)}
      />
      {separateAddress ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            id={fieldId('billingSalutation')}
            name="billingSalutation"
            label={t('billing.salutation')}
            required
            autoComplete="billing honorific-prefix"
            placeholder=""
            value={salutation ?? ''}
            options={(['Mr', 'Mrs', 'Company'] as const).map((value) => ({ value, label: t(`salutation.${value}`) }))}
            onChange={(value) => change('billingSalutation', value === '' ? null : value)}
            onBlur={() => touch('billingSalutation')}
            error={salutationError}
          />
          {salutation === 'Company' ? (
            <CustomerText path="billingCompanyName" autoComplete="billing organization" maxLength={60} />
          ) : (
            <>
              <CustomerText path="billingFirstName" autoComplete="billing given-name" maxLength={30} />
              <CustomerText path="billingLastName" autoComplete="billing family-name" maxLength={30} />
            </>
          )}
          <Select
            id={fieldId('billingCountry')}
            name="billingCountry"
            label={t('billing.country.label')}
            required
            autoComplete="billing country"
            value={country}
            options={BILLING_COUNTRIES.map((code) => ({ value: code, label: t(`billing.country.${code}`) }))}
            onChange={(value) => change('billingCountry', value)}
          />
          {/* As in the address check's manual form: in France the number comes before the street. */}
          {country === 'FR' ? [houseNumber, street] : [street, houseNumber]}
          <CustomerText
            path="billingPostalCode"
            autoComplete="billing postal-code"
            {...(country === 'NL' ? {} : { inputMode: 'numeric' as const })}
            maxLength={7}
          />
          <CustomerText path="billingRegion" autoComplete="billing address-level2" maxLength={40} />
        </div>
      ) : null}
      <Checkbox
        id={fieldId('hasSeparateBillingEmail')}
        name="hasSeparateBillingEmail"
        label={t('billing.separateEmail')}
        checked={separateEmail}
        onChange={(checked) => change('hasSeparateBillingEmail', checked)}
      />
      {separateEmail ? <CustomerText path="billingEmail" type="email" autoComplete="billing email" inputMode="email" maxLength={254} /> : null}
    </section>
  );
}
