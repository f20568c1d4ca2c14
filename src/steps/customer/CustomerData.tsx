import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '../../domain/countries.ts';
import { useOrderSelector } from '../../shell/OrderFormContext.tsx';
import { RadioGroup, Select } from '../../ui/index.ts';
import { useLiveValidation } from '../shared/useLiveValidation.ts';
import { CompanySearch } from './CompanySearch.tsx';
import { CustomerText } from './CustomerText.tsx';
import { fieldId, useCustomerEvents, useCustomerFieldError, useCustomerValue } from './customerForm.ts';

/**
 * Customer type and personal or company data (spec sections 2, 3, 9): company by default; a company its name
 * (searched for VoIP plans) and VAT id, a private customer salutation and birth date; names, phone with the
 * country code of the four countries (0043 by default), e-mail, client reference. Phone and VAT id are also
 * checked live by the server.
 */
export function CustomerData() {
  const { t } = useTranslation();
  const { change, touch } = useCustomerEvents();
  const customerType = useCustomerValue((c) => c.customerType);
  const salutation = useCustomerValue((c) => c.salutation);
  const countryCode = useCustomerValue((c) => c.countryCode);
  const isVoip = useOrderSelector((snapshot) => snapshot.context.plan?.category === 'VOIP');
  const salutationError = useCustomerFieldError('salutation');
  const isCompany = customerType === 'company';
  return (
    <section aria-labelledby="customer-personal-title" className="space-y-4" data-part="customer-data">
      <h2 id="customer-personal-title" className="text-lg font-semibold">
        {t('customer.title')}
      </h2>
      <RadioGroup
        legend={t('customer.type.label')}
        name="customerType"
        orientation="horizontal"
        value={customerType}
        onChange={(value) => change('customerType', value)}
        options={[
          { value: 'company', label: t('customer.type.company') },
          { value: 'private', label: t('customer.type.private') },
        ]}
      />
      {isCompany ? isVoip ? <CompanySearch /> : <CustomerText path="companyName" autoComplete="organization" maxLength={60} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {isCompany ? null : (
          <Select
            id={fieldId('salutation')}
            name="salutation"
            label={t('customer.salutation')}
            required
            autoComplete="honorific-prefix"
            placeholder=""
            value={salutation ?? ''}
            options={(['Mr', 'Mrs'] as const).map((value) => ({ value, label: t(`salutation.${value}`) }))}
            onChange={(value) => change('salutation', value === '' ? null : value)}
            onBlur={() => touch('salutation')}
            error={salutationError}
          />
        )}
        <CustomerText path="title" autoComplete="honorific-suffix" required={false} maxLength={20} />
        <CustomerText path="firstName" autoComplete="given-name" maxLength={30} />
        <CustomerText path="lastName" autoComplete="family-name" maxLength={30} />
        {isCompany ? null : <CustomerText path="birthDate" autoComplete="bday" inputMode="numeric" maxLength={10} />}
      </div>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <Select
          id={fieldId('countryCode')}
          name="countryCode"
          label={t('customer.countryCode')}
          required
          autoComplete="tel-country-code"
          value={countryCode}
          options={COUNTRIES.map((country) => ({ value: country.phoneCode, label: `${country.alpha2} ${country.phoneCode}` }))}
          onChange={(value) => change('countryCode', value)}
        />
        <PhoneNumber />
      </div>
      <CustomerText path="email" type="email" autoComplete="email" inputMode="email" maxLength={254} />
      {isCompany ? <VatId /> : null}
      <CustomerText path="clientReferenceNumber" autoComplete="off" required={false} maxLength={30} />
    </section>
  );
}

/* The fields checked live select their own value: a keystroke in them re-renders the field, not the section. */

function PhoneNumber() {
  const status = useLiveValidation('phoneNumber', useCustomerValue((c) => c.phoneNumber), 'customer');
  return <CustomerText path="phoneNumber" type="tel" autoComplete="tel-national" inputMode="tel" maxLength={30} status={status} />;
}

function VatId() {
  const status = useLiveValidation('vatID', useCustomerValue((c) => c.vatID), 'customer');
  return <CustomerText path="vatID" autoComplete="off" required={false} maxLength={15} status={status} />;
}
