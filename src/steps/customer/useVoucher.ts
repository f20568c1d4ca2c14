import { voucherLogic } from '../../runtime/actors/voucher.ts';
import { useOrderActor } from '../../shell/OrderFormContext.tsx';
import { useChildMachine } from '../../shell/useChildMachine.ts';

/**
 * The voucher machine of the customer step, checking the code with the cart's add-ons and the connection address
 * (`POST vouchers/check`, spec section 7); its verdict goes to the root (`form.voucher`), where the cart shows the
 * discount.
 */
export function useVoucher() {
  const { voucherCode, form } = useOrderActor().getSnapshot().context;
  return useChildMachine(voucherLogic, { input: { code: voucherCode, voucher: form.voucher }, forward: ['voucher.checked', 'voucher.removed'] });
}
