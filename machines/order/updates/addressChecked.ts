import type { OrderContext } from '../context.ts';
import type { AddressCheckCompleted } from '../events.ts';

/** Spec section 4: the checked address is the order's connection address (orderAddress), verified, with its bandwidth. */
export function addressChecked(context: OrderContext, completed: Pick<AddressCheckCompleted, 'address' | 'bandwidth'>): Partial<OrderContext> {
  const { address, bandwidth } = completed;
  return {
    form: {
      ...context.form,
      customer: {
        ...context.form.customer,
        connectionAddress: {
          street: address.street,
          houseNumber: address.houseNumber,
          postalCode: address.zipCode,
          region: address.city,
          country: address.country,
          isApiValid: true,
        },
      },
      bandwidth,
    },
  };
}
