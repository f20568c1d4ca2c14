import * as z from 'zod/mini';
import { Id, LocalizedText } from './common.ts';

/**
 * Cart entry (spec section 3), computed on the client. Prices are the line's integer cents
 * (unit price x price quantity), so sums never drift.
 */
export const CartEntry = z.object({
  category_id: z.nullable(Id),
  id: Id,
  translation_key: z.nullish(z.string()),
  quantity: z.number(),
  monthly_price: z.number().check(z.int()),
  one_time_price: z.number().check(z.int()),
});
export type CartEntry = z.infer<typeof CartEntry>;

/** Cart totals (spec section 3), integer cents. */
export const CartTotals = z.object({
  totalMonthly: z.number().check(z.int()),
  totalOnce: z.number().check(z.int()),
  totalMonthlyDiscounted: z.number().check(z.int()),
  totalOnceDiscounted: z.number().check(z.int()),
});
export type CartTotals = z.infer<typeof CartTotals>;

/** One line of the server's order cart: costs are euro decimals. */
export const OrderCartLine = z.object({
  label: LocalizedText,
  monthly_cost: z.nullish(z.number()),
  one_time_cost: z.nullish(z.number()),
});
export type OrderCartLine = z.infer<typeof OrderCartLine>;

export const OrderCartItem = z.object({
  type: z.string(),
  label: LocalizedText,
  monthly_cost: z.nullish(z.number()),
  one_time_cost: z.nullish(z.number()),
});
export type OrderCartItem = z.infer<typeof OrderCartItem>;

/** Order cart (spec section 3), as `POST cart` answers it; items of type discount are read. */
export const OrderCart = z.object({
  totals: z.array(OrderCartLine),
  categories: z.array(
    z.object({
      name: z.nullish(z.string()),
      items: z.array(OrderCartItem),
    }),
  ),
});
export type OrderCart = z.infer<typeof OrderCart>;

/** A chosen add-on and its quantity (session key selectedCartAddons; voucher query cartAddons[n]). */
export const SelectedAddon = z.object({
  id: Id,
  quantity: z.number().check(z.int(), z.nonnegative()),
});
export type SelectedAddon = z.infer<typeof SelectedAddon>;
