import { useTranslation } from 'react-i18next';
import { ReferenceNumberField } from './ReferenceNumberField.tsx';

/** A partner order's account step (spec sections 2, 6): the reference number, sent instead of a password. */
export function PartnerReferenceSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="account-reference-title" className="space-y-4">
      <h2 id="account-reference-title" className="text-xl font-semibold">
        {t('account.referenceNumber')}
      </h2>
      <ReferenceNumberField />
    </section>
  );
}
