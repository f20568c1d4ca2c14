import { cartLogic } from '../../runtime/actors/cart.ts';
import { useChildMachine } from '../useChildMachine.ts';

/**
 * The cart machine of the cart panel: `POST cart` on every change of the selection (only the latest answer
 * shows); an answer that applied the voucher syncs it in the root (`voucher.synced`).
 */
export function useCart() {
  return useChildMachine(cartLogic, { forward: ['voucher.synced'] });
}
