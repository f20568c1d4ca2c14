import { useTranslation } from 'react-i18next';
import type { ConnectionLiveField } from '../../../domain/validation/connectionRules.ts';
import type { Salutation } from '../../../domain/schemas/customer.ts';
import { PhoneField, RadioGroup, TextField } from '../../../ui/index.ts';
import { fieldId, useConnectionEvents, useConnectionValue, useFieldError } from '../../shared/connectionForm.ts';
import { useLiveValidation } from '../../shared/useLiveValidation.ts';

const SALUTATIONS: readonly Salutation[] = ['Mr', 'Mrs', 'Company'];

/**
 * The previous tenant (spec sections 2, 5): known or not; if known the salutation, the company name for
 * Company or first and last name for Mr and Mrs, and an optional phone as area code and number with one
 * combined error under both. Names and area code are checked live.
 */
export function PreviousTenant() {
  const { t } = useTranslation();
  const { change } = useConnectionEvents();
  const isKnown = useConnectionValue((c) => c.previousTenant.isKnown);
  const salutation = useConnectionValue((c) => c.previousTenant.salutation);
  const salutationError = useFieldError('product', 'previousTenant.salutation');
  return (
    <section className="space-y-4" aria-labelledby="previous-tenant-title">
      <RadioGroup
        id={fieldId('previousTenant.isKnown')}
        legend={<span id="previous-tenant-title">{t('previousTenant.question')}</span>}
        name="previousTenant.isKnown"
        orientation="horizontal"
        value={isKnown === null ? '' : isKnown ? 'yes' : 'no'}
        onChange={(value) => change('previousTenant.isKnown', value === 'yes')}
        options={[
          { value: 'yes', label: t('common.yes') },
          { value: 'no', label: t('common.no') },
        ]}
      />
      {isKnown ? (
        <>
          <RadioGroup
            id={fieldId('previousTenant.salutation')}
            legend={t('previousTenant.salutation')}
            name="previousTenant.salutation"
            orientation="horizontal"
            value={salutation ?? ''}
            onChange={(value) => change('previousTenant.salutation', value)}
            error={salutationError}
            options={SALUTATIONS.map((value) => ({ value, label: t(`salutation.${value}`) }))}
          />
          {salutation === 'Company' ? <TenantName field="previousTenant.companyName" autoComplete="organization" /> : null}
          {salutation === 'Mr' || salutation === 'Mrs' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TenantName field="previousTenant.firstName" autoComplete="off" />
              <TenantName field="previousTenant.lastName" autoComplete="off" />
            </div>
          ) : null}
          {salutation !== null ? <TenantPhone /> : null}
        </>
      ) : null}
    </section>
  );
}

type NameField = Extract<ConnectionLiveField, 'previousTenant.companyName' | 'previousTenant.firstName' | 'previousTenant.lastName'>;

function TenantName({ field, autoComplete }: { field: NameField; autoComplete: string }) {
  const { t } = useTranslation();
  const { typeIn, touch } = useConnectionEvents();
  const key = field.split('.')[1] as 'companyName' | 'firstName' | 'lastName';
  const value = useConnectionValue((c) => c.previousTenant[key]);
  const status = useLiveValidation(field, value);
  return (
    <TextField
      id={fieldId(field)}
      label={t(field)}
      name={field}
      required
      autoComplete={autoComplete}
      value={value}
      onChange={(next) => typeIn(field, next)}
      onBlur={() => touch(field)}
      error={useFieldError('product', field)}
      status={status}
      pendingLabel={t('live.pending')}
      validLabel={t('live.valid')}
    />
  );
}

function TenantPhone() {
  const { t } = useTranslation();
  const { typeIn, touch } = useConnectionEvents();
  const prefix = useConnectionValue((c) => c.previousTenant.prefix);
  const number = useConnectionValue((c) => c.previousTenant.subscriberNumber);
  const status = useLiveValidation('previousTenant.prefix', prefix);
  return (
    <PhoneField
      id={fieldId('previousTenant.prefix')}
      name="previousTenant.phone"
      label={t('previousTenant.phone')}
      prefixLabel={t('previousTenant.prefixLabel')}
      numberLabel={t('previousTenant.numberLabel')}
      prefixPlaceholder={t('previousTenant.prefix.placeholder')}
      numberPlaceholder={t('previousTenant.number.placeholder')}
      prefix={prefix}
      number={number}
      onPrefixChange={(value) => typeIn('previousTenant.prefix', value)}
      onNumberChange={(value) => typeIn('previousTenant.subscriberNumber', value)}
      onBlur={() => touch('previousTenant.prefix')}
      error={useFieldError('product', 'previousTenant.prefix')}
      status={status === 'valid' && number.trim() === '' ? 'idle' : status}
      pendingLabel={t('live.pending')}
      validLabel={t('live.valid')}
    />
  );
}
