import type { CallOptions, Http } from '../http.ts';
import { CartResponse, type CartRequest } from '../schemas/order.ts';

/** `POST cart`: replaces the cart; cancel the previous one with its signal when a new one starts. */
export async function updateCart(http: Http, body: CartRequest, { signal }: CallOptions = {}) {
  const answer = await http.json('updateCart', CartResponse, 'cart', { method: 'post', json: body, ...(signal ? { signal } : {}) });
  return answer.data;
}
