import { Suspense, useEffect } from 'react';
import { useOrderSelector } from '../OrderFormContext.tsx';
import { preloadable } from '../preloadable.tsx';

/** The address-check chunk: its machine, screens and texts load when the modal first opens. */
const addressCheck = preloadable(() => import('./AddressCheckModal.tsx'));
export const preloadAddressCheck = addressCheck.preload;

/**
 * Opens the address-availability modal (spec section 2) when the root machine does. On a plan route its chunk is
 * fetched early: a line plan answers 412 until the address is known, and the steps offer the check. Nothing shows
 * while the chunk or its texts are on the way: a frame from src/ui here would make the bundler move React out of
 * the entry into shared chunks (+3.5 KB gzip before the plan list).
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
    <Suspense fallback={null}>
      <addressCheck.Component />
    </Suspense>
  );
}
