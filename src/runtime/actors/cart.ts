import { fromPromise } from 'xstate';
import { cartMachine } from '../../../machines/cart.machine.ts';
import type { CartRequest } from '../../api/index.ts';
import type { OrderCart } from '../../domain/schemas/cart.ts';
import type { ChildRuntime } from './runtime.ts';

/** The cart panel: `POST cart` on every change of the selection. */
export function cartLogic({ api }: ChildRuntime) {
  return cartMachine.provide({
    actors: { updateCart: fromPromise<OrderCart, CartRequest>(({ input, signal }) => api.updateCart(input, { signal })) },
  });
}
