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
