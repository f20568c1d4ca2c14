import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../../machines/order.machine.ts';
import { useOrderSelector, useOrderSend } from '../OrderFormContext.tsx';

/** The verified connection address as one line, number first for France (spec section 2); null when none. */
export const checkedAddressLineOf = (snapshot: OrderSnapshot): string | null => {
  const address = snapshot.context.form.customer.connectionAddress;
  if (!address.isApiValid || !address.street) return null;
  const street = address.country === 'FR' ? `${address.houseNumber} ${address.street}` : `${address.street} ${address.houseNumber}`;
  return `${street}, ${address.postalCode} ${address.region}`;
};

// Button's text variant, size sm. Importing src/ui's Button into the product step's chunk (which renders this) made the bundler move
// React and the order-form context out of the entry into shared chunks (+3.5 KB gzip before the plan list).
const textButtonClasses =
  'inline-flex items-center gap-1.5 px-3 py-1.5 text-sm rounded-brand font-semibold text-brand underline-offset-4 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/**
 * The checked address in the product step and the cart, with the way to change it (or to check one): opens the
 * address-availability modal. Its texts are order4's, so it shows before the modal's own texts have loaded.
 * `labelKey`: the cart names its copy apart, so the page's landmarks stay unique while the cart is open.
 */
export function CheckedAddress({ className, onRequest, labelKey = 'checkedAddress.title' }: { className?: string; onRequest?: () => void; labelKey?: string }) {
  const { t } = useTranslation();
  const send = useOrderSend();
  const line = useOrderSelector(checkedAddressLineOf);
  return (
    <section aria-label={t(labelKey)} data-checked-address={line ? 'verified' : 'none'} className={className}>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-brand border border-slate-200 bg-slate-50 p-3">
        <p className="min-w-0 text-slate-800">
          <span className="font-semibold">{t('checkedAddress.title')}: </span>
          {line ?? t('checkedAddress.none')}
        </p>
        <button type="button" className={textButtonClasses} onClick={() => {
            // a dialog showing it (the cart) closes first: one dialog at a time
            onRequest?.();
            send({ type: 'addressCheck.requested' });
          }}>
          {t(line ? 'checkedAddress.change' : 'checkedAddress.check')}
        </button>
      </div>
    </section>
  );
}
