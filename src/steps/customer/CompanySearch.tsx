import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { CompanyListEntry } from '../../domain/schemas/company.ts';
import { useOrderSelector } from '../../shell/OrderFormContext.tsx';
import { Button, Combobox } from '../../ui/index.ts';
import { customerLabelKeys, fieldId, useCustomerEvents, useCustomerFieldError, useCustomerValue } from './customerForm.ts';
import { useCompanySearch } from './useCompanySearch.ts';

const label = (company: CompanyListEntry) => company.name;
const description = (company: CompanyListEntry) => [[company.street, company.houseNumber].filter(Boolean).join(' '), [company.zipCode, company.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/**
 * The company name as a search (spec sections 2, 4, 7): the company search machine looks up `GET companies`;
 * choosing one fills the name, the crefoNumber and the connection address and saves it as the order address
 * (`PUT order`); manual entry (always offered, and named after no or a failed search) clears the crefoNumber.
 */
export function CompanySearch() {
  const { t } = useTranslation();
  const { typeIn, touch } = useCustomerEvents();
  const companyName = useCustomerValue((c) => c.companyName);
  const country = useOrderSelector((snapshot) => (snapshot.context.plan?.code.endsWith('AT') ? 'AT' : 'DE'));
  const error = useCustomerFieldError('companyName');
  const actor = useCompanySearch(country);
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
  const companies = useSelector(actor, (snapshot) => snapshot.context.companies);
  const offered = state === 'results' ? companies : [];
  const offersManual = state === 'noResults' || state === 'failed';
  return (
    <div className="space-y-2" data-part="company-search" data-state={state}>
      <Combobox
        id={fieldId('companyName')}
        name="companyName"
        label={t(customerLabelKeys.companyName!)}
        required
        placeholder={t('customer.companySearch.placeholder')}
        inputValue={companyName}
        onInputChange={(text) => {
          // the name reaches the order a frame later, as every typed field's does; the search hears of it at once
          typeIn('companyName', text);
          actor.send({ type: 'company.typed', text });
        }}
        onBlur={() => touch('companyName')}
        options={offered.map((company, index) => ({ value: String(index), label: label(company), description: description(company), company }))}
        onSelect={(option) => actor.send({ type: 'company.selected', company: option.company })}
        loading={state === 'searching'}
        loadingText={t('customer.companySearch.loading')}
        emptyText={state === 'failed' ? t('customer.companySearch.failed') : t('customer.companySearch.none')}
        statusText={state === 'results' ? t('customer.companySearch.count', { count: offered.length }) : ''}
        error={error}
      />
      {offersManual ? (
        <p className="text-sm text-slate-700" role="status">
          {state === 'failed' ? t('customer.companySearch.failed') : t('customer.companySearch.none')}
        </p>
      ) : null}
      {state === 'manual' ? null : (
        <Button variant="text" size="sm" onClick={() => actor.send({ type: 'company.manualChosen' })}>
          {t('customer.companySearch.manual')}
        </Button>
      )}
    </div>
  );
}
