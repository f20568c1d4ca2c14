import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { companySearchMachine } from '../../../machines/companySearch.machine.ts';
import type { CompanyListEntry } from '../../domain/schemas/company.ts';
import { useApi, useOrderSelector } from '../../shell/OrderFormContext.tsx';
import { useChildActor } from '../../shell/useChildActor.ts';
import { Button, Combobox } from '../../ui/index.ts';
import { customerLabelKeys, fieldId, useCustomerEvents, useCustomerFieldError, useCustomerValue } from './customerForm.ts';

const label = (company: CompanyListEntry) => company.name;
const description = (company: CompanyListEntry) => [[company.street, company.houseNumber].filter(Boolean).join(' '), [company.zipCode, company.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/**
 * The company name as a search (spec sections 2, 4, 7): the company search machine looks up `GET companies`;
 * choosing one fills the name, the crefoNumber and the connection address and saves it as the order address
 * (`PUT order`); manual entry (always offered, and named after no or a failed search) clears the crefoNumber.
 */
export function CompanySearch() {
  const { t } = useTranslation();
  const api = useApi();
  const { change, touch } = useCustomerEvents();
  const companyName = useCustomerValue((c) => c.companyName);
  const country = useOrderSelector((snapshot) => (snapshot.context.plan?.code.endsWith('AT') ? 'AT' : 'DE'));
  const error = useCustomerFieldError('companyName');
  const actor = useChildActor(
    companySearchMachine.provide({
      actors: {
        searchCompanies: fromPromise(({ input, signal }) => api.searchCompanies({ text: input.text, country }, { signal })),
        saveOrderAddress: fromPromise(({ input: { company } }) =>
          api.saveOrder({
            orderAddress: { street: company.street ?? '', houseNumber: company.houseNumber ?? '', zipCode: company.zipCode ?? '', city: company.city ?? '', country },
            // Spec section 5: company customers are sent with salutation Company and birthday 1970-01-01.
            customer: { salutation: 'Company', companyName: company.name, birthday: '1970-01-01', ...(company.crefoNumber ? { crefoNumber: company.crefoNumber } : {}) },
          }),
        ),
      },
    }),
  );
  const snapshot = useSyncExternalStore(
    (onChange) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => actor.getSnapshot(),
  );

  useEffect(() => {
    const chosen = actor.on('company.chosen', ({ company }) => {
      change('companyName', company.name);
      change('crefoNumber', company.crefoNumber ?? '');
      change('connectionAddress', {
        street: company.street ?? '',
        houseNumber: company.houseNumber ?? '',
        postalCode: company.zipCode ?? '',
        region: company.city ?? '',
        country,
        isApiValid: true,
      });
    });
    const manual = actor.on('company.manualEntered', () => change('crefoNumber', ''));
    return () => {
      chosen.unsubscribe();
      manual.unsubscribe();
    };
    // change is a fresh closure each render over the same send
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, country]);

  const companies = snapshot.matches('results') ? snapshot.context.companies : [];
  const offersManual = snapshot.matches('noResults') || snapshot.matches('failed');
  return (
    <div className="space-y-2" data-part="company-search" data-state={String(snapshot.value)}>
      <Combobox
        id={fieldId('companyName')}
        name="companyName"
        label={t(customerLabelKeys.companyName!)}
        required
        placeholder={t('customer.companySearch.placeholder')}
        inputValue={companyName}
        onInputChange={(text) => {
          change('companyName', text);
          actor.send({ type: 'company.typed', text });
        }}
        onBlur={() => touch('companyName')}
        options={companies.map((company, index) => ({ value: String(index), label: label(company), description: description(company), company }))}
        onSelect={(option) => actor.send({ type: 'company.selected', company: option.company })}
        loading={snapshot.matches('searching')}
        loadingText={t('customer.companySearch.loading')}
        emptyText={snapshot.matches('failed') ? t('customer.companySearch.failed') : t('customer.companySearch.none')}
        statusText={snapshot.matches('results') ? t('customer.companySearch.count', { count: companies.length }) : ''}
        error={error}
      />
      {offersManual ? (
        <p className="text-sm text-slate-700" role="status">
          {snapshot.matches('failed') ? t('customer.companySearch.failed') : t('customer.companySearch.none')}
        </p>
      ) : null}
      {snapshot.matches('manual') ? null : (
        <Button variant="text" size="sm" onClick={() => actor.send({ type: 'company.manualChosen' })}>
          {t('customer.companySearch.manual')}
        </Button>
      )}
    </div>
  );
}
