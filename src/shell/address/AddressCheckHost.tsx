import { useOrderSelector } from '../OrderFormContext.tsx';
import { preloadable } from '../preloadable.tsx';

/** The address-check chunk: its machine, screens and texts load when the modal first opens. */
const addressCheck = preloadable(() => import('./AddressCheckModal.tsx'), 'addressCheckModal');

/**
 * Opens the address-availability modal (spec section 2) when the root machine does; its chunk (7 KB gzip) and
 * texts are fetched then. Nothing shows while they are on the way: a frame from src/ui here made the bundler move
 * React out of the entry into shared chunks (+3.5 KB gzip before the plan list).
 */
export function AddressCheckHost() {
  const open = useOrderSelector((snapshot) => snapshot.matches({ ready: { modal: 'addressCheck' } }));
  if (!open) return null;
  return <addressCheck.Component />;
}
