import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, Spinner } from '../../ui/index.ts';
import { useOrderSelector } from '../OrderFormContext.tsx';
import { preloadable } from '../preloadable.tsx';

/** The address-check chunk: its machine, screens and texts load when the modal first opens. */
const addressCheck = preloadable(() => import('./AddressCheckModal.tsx'));
export const preloadAddressCheck = addressCheck.preload;

/**
 * Opens the address-availability modal (spec section 2) when the root machine does. On a plan route its chunk is
 * fetched early: a line plan answers 412 until the address is known, and the steps offer the check.
 */
export function AddressCheckHost() {
  const open = useOrderSelector((snapshot) => snapshot.matches({ ready: { modal: 'addressCheck' } }));
  const planCode = useOrderSelector((snapshot) => {
    const { route } = snapshot.context;
    return 'plan' in route ? route.plan : null;
  });
  useEffect(() => {
    if (planCode) void preloadAddressCheck();
  }, [planCode]);
  if (!open) return null;
  return (
    <Suspense fallback={<AddressCheckLoading />}>
      <addressCheck.Component />
    </Suspense>
  );
}

/** While the chunk and its texts arrive: the modal frame with order4's loading text. */
function AddressCheckLoading() {
  const { t } = useTranslation();
  return (
    <Modal open title={t('checkedAddress.title')} size="xl">
      <p role="status" data-mode="loading" className="flex items-center gap-2 text-slate-700">
        <Spinner />
        {t('checkedAddress.loading')}
      </p>
    </Modal>
  );
}
