import type { CartRequest } from '../../src/api/index.ts';
import type { OrderCart } from '../../src/domain/index.ts';

/** A `POST cart` body for the demo plan VOIPPRIV with these add-ons. */
export function cartRequest(addonIds: number[]): CartRequest {
  return {
    order: {
      plan: { id: 3001, code: 'VOIPPRIV', name: 'Festnetz Home', quantity: 1, value: 9.99, category: 'VOIP' },
      addons: addonIds.map((id) => ({ id, quantity: 1, tracking_name: `addon${id}`, name: `Add-on ${id}`, value: 1, category: 'phone_options' })),
    },
  };
}

/** An order cart whose total names the add-ons it was computed for. */
export function orderCartFor(request: CartRequest): OrderCart {
  const count = request.order.addons.length;
  return {
    totals: [{ label: { de: `Gesamt ${count}`, en: `Total ${count}` }, monthly_cost: 9.99 + count, one_time_cost: 0 }],
    categories: [],
  };
}

/** A `POST cart` body with a voucher code. */
export function cartRequestWithVoucher(addonIds: number[], voucherCode: string): CartRequest {
  return { ...cartRequest(addonIds), voucherCode };
}

/** An order cart whose discount items carry the voucher's discount, labelled with its code as the demo server does. */
export function orderCartWithVoucher(request: CartRequest, voucherCode: string): OrderCart {
  const cart = orderCartFor(request);
  return {
    ...cart,
    categories: [
      {
        name: 'discounts',
        items: [{ type: 'discount', label: { de: `Gutschein ${voucherCode}`, en: `Voucher ${voucherCode}` }, monthly_cost: 1, one_time_cost: 0 }],
      },
    ],
  };
}
