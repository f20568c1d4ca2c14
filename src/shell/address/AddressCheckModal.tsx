import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/index.ts';
import { useOrderSelector } from '../OrderFormContext.tsx';

/**
 * Spec sections 2 and 8: plan load 412 opens the address-availability modal, not dismissable. A lazy chunk of
 * its own; its content (autocomplete, manual form, result) comes with the address check, this is its frame.
 */
export default function AddressCheckModal() {
  const { t } = useTranslation();
  const open = useOrderSelector((snapshot) => snapshot.matches({ ready: { modal: 'addressCheck' } }));
  return (
    <Modal open={open} title={t('placeholder.addressCheck.title')} size="lg">
      <p data-placeholder="addressCheck" className="rounded-brand border border-dashed border-slate-300 p-4 text-slate-700">
        {t('placeholder.addressCheck.text')}
      </p>
    </Modal>
  );
}
