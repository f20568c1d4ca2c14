import * as z from 'zod/mini';
import { LocalizedText } from '../../domain/schemas/common.ts';
import { OrderCart } from '../../domain/schemas/cart.ts';
import { Order, OrderAddress, OrderContact, OrderCustomer, OrderSelection } from '../../domain/schemas/order.ts';
import { QuoteRequest as DomainQuoteRequest } from '../../domain/schemas/quote.ts';

/** `PUT order` body: any part of the order of spec section 3 (src/domain's `Order`, every block optional). */
export const OrderBody = Order;
export type OrderBody = z.infer<typeof OrderBody>;

/** `PUT order` answers, and `GET order` reads, the order saved in the session so far. */
export const SavedOrderResponse = z.object({ data: Order });
export type SavedOrderResponse = z.infer<typeof SavedOrderResponse>;

/** `GET order` optional comma-list filter (e.g. `fields=orderAddress,bandwidth`). */
export const OrderQuery = z.object({ fields: z.optional(z.string()) });
export type OrderQuery = z.infer<typeof OrderQuery>;

/** `POST orders`: the final order must carry the order lines, the customer, the contact and the address. */
export const SubmitOrderBody = z.extend(Order, {
  customer: OrderCustomer,
  contact: OrderContact,
  orderAddress: OrderAddress,
  order: OrderSelection,
});
export type SubmitOrderBody = z.infer<typeof SubmitOrderBody>;

/** `POST orders` answer: `verificationType` and `url` are used afterwards (identity verification). */
export const SubmitOrderResponse = z.object({
  transactionId: z.string(),
  verificationType: z.nullish(z.string()),
  url: z.nullish(z.string()),
});
export type SubmitOrderResponse = z.infer<typeof SubmitOrderResponse>;

/** `GET orders/by-key/{idempotencyKey}` answer (ours, issue 48): the order placed under the key, or null. */
export const FoundOrderResponse = z.object({ data: z.nullable(SubmitOrderResponse) });
export type FoundOrderResponse = z.infer<typeof FoundOrderResponse>;

/** `POST cart`: customer and order body; answers the server's order cart (totals and discounts). */
export const CartRequest = z.object({
  customer: z.optional(OrderCustomer),
  order: OrderSelection,
  voucherCode: z.optional(z.string()),
});
export type CartRequest = z.infer<typeof CartRequest>;

export const CartResponse = z.object({ data: OrderCart });
export type CartResponse = z.infer<typeof CartResponse>;

/** `POST quotes` (spec section 3, "Quote request"); the answer is the quote PDF. */
export const QuoteRequest = DomainQuoteRequest;
export type QuoteRequest = z.infer<typeof QuoteRequest>;

/** The body of a 4xx: a message and field errors (keyed by the order path, messages per locale or as a list). */
export const ServerErrors = z.object({
  message: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.union([z.array(z.string()), LocalizedText]))),
  issues: z.optional(z.array(z.unknown())),
});
export type ServerErrors = z.infer<typeof ServerErrors>;
