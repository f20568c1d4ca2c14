import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressCheckActor, ManualField } from '../../../machines/addressCheck.machine.ts';
import { genericMessage, validateForm, type FieldError } from '../../domain/validation/messages.ts';
import { manualAddressSchema } from '../../domain/validation/addressRules.ts';
import { Button, Select, TextField } from '../../ui/index.ts';
import { AVAILABILITY_NAMESPACE } from './availabilityTexts.ts';

/**
 * The manual address form of spec section 5: street, house number (before the street for France), postal code,
 * city, and for international plans the country with its phone prefix. Messages show once a field was left;
 * the submit stays disabled while the form is invalid.
 */
export function ManualAddressForm({ actor }: { actor: AddressCheckActor }) {
  const { t } = useTranslation(AVAILABILITY_NAMESPACE);
  const { t: tOrder } = useTranslation();
  const manual = useSelector(actor, (snapshot) => snapshot.context.manual);
  const touched = useSelector(actor, (snapshot) => snapshot.context.touched);
  const plan = useSelector(actor, (snapshot) => snapshot.context.plan);
  const { country, ...fields } = manual;
  const errors = validateForm(manualAddressSchema(country, plan.isInternational), fields);
  const invalid = Object.keys(errors).length > 0;

  const message = (error: FieldError | undefined) => (error ? tOrder(error.key, { ...error.params, defaultValue: genericMessage(error) }) : undefined);
  const field = (name: Exclude<ManualField, 'country'>, label: string, autoComplete?: string) => (
    <TextField
      key={name}
      label={label}
      name={name}
      value={manual[name]}
      autoComplete={autoComplete}
      required
      onChange={(value) => actor.send({ type: 'manual.changed', field: name, value })}
      onBlur={() => actor.send({ type: 'manual.touched', field: name })}
      error={touched.includes(name) ? message(errors[name]) : undefined}
    />
  );
  const street = field('street', t('manualAddress.street'), 'address-line1');
  const houseNumber = field('houseNumber', t('manualAddress.houseNumber'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'manual.submitted' });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3" data-country={country}>
      {plan.isInternational ? (
        <Select
          label={t('manualAddress.country.label')}
          name="country"
          autoComplete="country"
          value={country}
          options={plan.countries.map((code) => ({ value: code, label: t(`manualAddress.country.${code}`) }))}
          onChange={(value) => actor.send({ type: 'manual.changed', field: 'country', value })}
        />
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        {/* Spec section 2: in France the number comes before the street. */}
        {country === 'FR' ? [houseNumber, street] : [street, houseNumber]}
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
        {field('zipCode', t('manualAddress.postalCode'), 'postal-code')}
        {field('city', t('manualAddress.city'), 'address-level2')}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={invalid}>
          {t('manualAddress.submit')}
        </Button>
        <Button variant="text" size="sm" onClick={() => actor.send({ type: 'autocomplete.requested' })}>
          {t('autocomplete.backToSearch')}
        </Button>
      </div>
    </form>
  );
}
