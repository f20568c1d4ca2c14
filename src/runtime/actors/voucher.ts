import { fromPromise } from 'xstate';
import { voucherMachine } from '../../../machines/voucher.machine.ts';
import { voucherFromCheck } from '../../domain/voucher.ts';
import type { ChildRuntime } from './runtime.ts';

/** The voucher of the customer step (spec section 7): `POST vouchers/check` with the cart's add-ons and the connection address. */
export function voucherLogic({ api, actor: root }: ChildRuntime) {
  return voucherMachine.provide({
    actors: {
      checkVoucher: fromPromise(async ({ input, signal }) => {
        const { plan, form } = root.getSnapshot().context;
        const address = form.customer.connectionAddress;
        const check = await api.checkVoucher(
          plan?.id ?? '',
          {
            voucherCode: input.code,
            street: address.street,
            houseNumber: address.houseNumber,
            zipCode: address.postalCode,
            city: address.region,
            cartAddons: form.selectedCartAddons.map((addon) => ({ id: addon.id, quantity: addon.quantity })),
          },
          { signal },
        );
        return voucherFromCheck(check);
      }),
    },
  });
}
