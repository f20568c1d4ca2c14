import { useTranslation } from 'react-i18next';
import { useOrderSelector } from '../../shell/OrderFormContext.tsx';
import { Checkbox } from '../../ui/index.ts';
import { fieldId, useCustomerEvents, useCustomerFieldError, useCustomerValue } from './customerForm.ts';

/**
 * Terms acceptance and newsletter (spec section 2). The terms are always offered; the step needs them accepted
 * only when an itemized bill is chosen (spec section 4), so only then is the box required and its rule checked.
 * The newsletter is a free choice (sent as accountSettings.newsletterSetting); partner orders always send it on
 * (spec section 6), so for them the box shows checked and cannot be changed.
 */
export function Consents() {
  const { t } = useTranslation();
  const { change } = useCustomerEvents();
  const acceptTerms = useCustomerValue((c) => c.acceptTerms);
  const newsletter = useCustomerValue((c) => c.newsletter);
  const partnerOrder = useOrderSelector((snapshot) => snapshot.context.partner.isPartnerPortal);
  const termsNeeded = useCustomerValue((c) => c.itemizedBill !== 'none');
  const termsError = useCustomerFieldError('acceptTerms');
  return (
    <section aria-labelledby="customer-consents-title" className="space-y-3" data-part="consents">
      <h2 id="customer-consents-title" className="text-lg font-semibold">
        {t('terms.title')}
      </h2>
      <Checkbox
        id={fieldId('acceptTerms')}
        name="acceptTerms"
        label={t('terms.accept')}
        {...(termsNeeded ? { description: t('itemizedBill.termsNeeded') } : {})}
        required={termsNeeded}
        checked={acceptTerms}
        onChange={(checked) => change('acceptTerms', checked)}
        error={termsError}
      />
      <Checkbox
        id={fieldId('newsletter')}
        name="newsletter"
        label={t('terms.newsletter')}
        checked={partnerOrder || newsletter}
        disabled={partnerOrder}
        onChange={(checked) => change('newsletter', checked)}
      />
    </section>
  );
}
