import { fromPromise } from 'xstate';
import { voucherMachine } from '../../../machines/voucher.machine.ts';
import { voucherFromCheck } from '../../domain/voucher.ts';
import { useApi, useOrderActor } from '../../shell/OrderFormContext.tsx';
import { useChildMachine } from '../../shell/useChildMachine.ts';

/**
 * The voucher machine of the customer step, checking the code with the cart's add-ons and the connection address
 * (`POST vouchers/check`, spec section 7); its verdict goes to the root (`form.voucher`), where the cart shows the
 * discount.
 */
export function useVoucher() {
  const api = useApi();
  const root = useOrderActor();
  const { voucherCode, form } = root.getSnapshot().context;
  return useChildMachine(
    () =>
      voucherMachine.provide({
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
      }),
    { input: { code: voucherCode, voucher: form.voucher }, forward: ['voucher.checked', 'voucher.removed'] },
  );
}
