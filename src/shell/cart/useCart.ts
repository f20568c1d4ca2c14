import { fromPromise } from 'xstate';
import { cartMachine } from '../../../machines/cart.machine.ts';
import type { CartRequest } from '../../api/index.ts';
import type { OrderCart } from '../../domain/schemas/cart.ts';
import { useApi } from '../OrderFormContext.tsx';
import { useChildMachine } from '../useChildMachine.ts';

/**
 * The cart machine of the cart panel: `POST cart` on every change of the selection (only the latest answer
 * shows); an answer that applied the voucher syncs it in the root (`voucher.synced`).
 */
export function useCart() {
  const api = useApi();
  return useChildMachine(
    () =>
      cartMachine.provide({
        actors: { updateCart: fromPromise<OrderCart, CartRequest>(({ input, signal }) => api.updateCart(input, { signal })) },
      }),
    { forward: ['voucher.synced'] },
  );
}
