import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../../machines/order.machine.ts';
import { Button } from '../../ui/index.ts';
import { useOrderSelector, useOrderSend } from '../OrderFormContext.tsx';

/** The verified connection address as one line, number first for France (spec section 2); null when none. */
export const checkedAddressLineOf = (snapshot: OrderSnapshot): string | null => {
  const address = snapshot.context.form.customer.connectionAddress;
  if (!address.isApiValid || !address.street) return null;
  const street = address.country === 'FR' ? `${address.houseNumber} ${address.street}` : `${address.street} ${address.houseNumber}`;
  return `${street}, ${address.postalCode} ${address.region}`;
};

/**
 * The checked address in the product step and the cart, with the way to change it (or to check one): opens the
 * address-availability modal. Its texts are order4's, so it shows before the modal's own texts have loaded.
 */
export function CheckedAddress({ className }: { className?: string }) {
  const { t } = useTranslation();
  const send = useOrderSend();
  const line = useOrderSelector(checkedAddressLineOf);
  return (
    <section aria-label={t('checkedAddress.title')} data-checked-address={line ? 'verified' : 'none'} className={className}>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-brand border border-slate-200 bg-slate-50 p-3">
        <p className="text-slate-800">
          <span className="font-semibold">{t('checkedAddress.title')}: </span>
          {line ?? t('checkedAddress.none')}
        </p>
        <Button variant="text" size="sm" onClick={() => send({ type: 'addressCheck.requested' })}>
          {t(line ? 'checkedAddress.change' : 'checkedAddress.check')}
        </Button>
      </div>
    </section>
  );
}
