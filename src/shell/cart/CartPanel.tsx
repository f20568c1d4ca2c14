import '../../styles/fullStyles.ts';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { CartSnapshot } from '../../../machines/cart.machine.ts';
import type { OrderSnapshot } from '../../../machines/order.machine.ts';
import { formatPrice } from '../../domain/pricing/money.ts';
import { Dialog, usePortalRoot } from '../../ui/index.ts';
import { CloseIcon } from '../../ui/internal/icons.tsx';
import { useOrderSelector } from '../OrderFormContext.tsx';
import { CheckedAddress } from '../address/CheckedAddress.tsx';
import { CartContents } from './CartContents.tsx';
import { cartView, isCartHidden, type CartStatus } from './cartView.ts';
import { useMediaQuery } from './useMediaQuery.ts';
import { PlanLinkRestorer } from './planLink/PlanLinkRestorer.tsx';
import { hasCartQuoteForm } from './quote/quoteMode.ts';
import { useCart } from './useCart.ts';
import { planLinkForm, quoteSection } from './formChunks.ts';

/** The quote form (spec section 2) and the plan link form: lazy chunks of their own. */
const QuoteSection = quoteSection.Component;
const PlanLinkForm = planLinkForm.Component;

/** What the cart shows below its contents: the quote form of business plans, the plan link form. */
function CartExtras() {
  const withQuote = useOrderSelector(hasCartQuoteForm);
  return (
    <>
      {withQuote ? <QuoteSection direct={false} /> : null}
      <PlanLinkForm />
    </>
  );
}

/** Spec section 9: the cart opens by itself above 1780 px when a connection address exists. */
const WIDE_SCREEN = '(min-width: 1781px)';

const statusOf = (snapshot: CartSnapshot): CartStatus => {
  for (const status of ['updating', 'synced', 'failed'] as const) {
    if (snapshot.matches({ totals: status })) return status === 'updating' ? 'pending' : status;
  }
  return 'idle';
};

const isHiddenFor = (snapshot: OrderSnapshot) => isCartHidden(snapshot.context.route, snapshot.context.plan);

const hasConnectionAddressOf = (snapshot: OrderSnapshot) => {
  const address = snapshot.context.form.customer.connectionAddress;
  return address.street.trim() !== '' && address.postalCode.trim() !== '';
};

/**
 * The price cart (spec section 2), a lazy chunk mounted on plan routes: the header's cart button, its dialog and,
 * on wide screens with a connection address, the same cart open beside the page. It creates the cart machine,
 * which posts the cart on every change of the selection (only the latest answer shows).
 */
export default function CartPanel() {
  const { t } = useTranslation();
  const cart = useCart();
  const plan = useOrderSelector((snapshot) => snapshot.context.plan);
  const selection = useOrderSelector((snapshot) => snapshot.context.form.selectedCartAddons);
  const voucher = useOrderSelector((snapshot) => snapshot.context.form.voucher);
  const language = useOrderSelector((snapshot) => snapshot.context.language);
  const today = useOrderSelector((snapshot) => snapshot.context.today);
  const hidden = useOrderSelector(isHiddenFor);
  const hasAddress = useOrderSelector(hasConnectionAddressOf);
  const wide = useMediaQuery(WIDE_SCREEN);
  const [besideDismissed, setBesideDismissed] = useState(false);

  // The language changes the add-on names only: the server's totals need no new post for it.
  // the step rules (loaded with the plan) hold the order builder the body is made with; a new plan's selection is
  // its preselected add-ons once its flow starts: no post for the empty selection before them
  const stepRules = useOrderSelector((snapshot) => snapshot.context.stepRules);
  const selectionPending = useOrderSelector((snapshot) => snapshot.context.selectionPending);
  const request = useMemo(
    () => (plan && stepRules && !selectionPending ? stepRules.cartRequestOf(plan, selection, 'de', today, voucher) : null),
    [plan, stepRules, selectionPending, selection, today, voucher],
  );
  // After the order (the thanks route) the emptied selection is no cart to price: the server's order is deleted.
  const ordered = useOrderSelector((snapshot) => snapshot.context.route.name === 'thanks');
  useEffect(() => {
    if (request && !ordered) cart.send({ type: 'cart.changed', request });
  }, [cart, request, ordered]);

  const status = useSelector(cart, statusOf);
  // the latest answer, also while a later post is under way (cartView decides what a pending cart shows)
  const orderCart = useSelector(cart, (snapshot) => snapshot.context.lastOrderCart);
  const open = useSelector(cart, (snapshot) => snapshot.matches({ panel: 'open' }));
  const view = useMemo(() => (plan ? cartView(plan, selection, orderCart, status, voucher, language) : null), [plan, selection, orderCart, status, voucher, language]);
  if (!plan || !view || hidden) return <PlanLinkRestorer />;

  const title = t(plan.isCustomizationMode ? 'cart.titleCustomization' : 'cart.title');
  const total = view.monthlyTotal === null ? t('cart.pending') : formatPrice(view.monthlyTotal, 'de-DE');
  return (
    <>
      <PlanLinkRestorer />
      <button
        type="button"
        part="cart-button"
        data-part="cart-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => cart.send({ type: 'cart.opened' })}
        className="relative flex cursor-pointer items-center gap-2 rounded-brand px-2 py-1.5 text-slate-800 hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <CartIcon />
        {/* the name says what the short visible figures mean */}
        <span className="sr-only">
          {t('cart.button', { count: view.lines.length, total })}
          {/* the figure stays while the server is asked (cartView): the name says it is being updated */}
          {view.status === 'pending' && view.monthlyTotal !== null ? `, ${t('cart.pending')}` : null}
        </span>
        <span aria-hidden="true" className="rounded-full bg-brand px-1.5 text-xs font-semibold text-brand-contrast">
          {view.lines.length}
        </span>
        <span aria-hidden="true" className="hidden text-sm font-semibold whitespace-nowrap md:inline">
          {total}
        </span>
      </button>
      <Dialog open={open} title={title} size="md" onClose={() => cart.send({ type: 'cart.closed' })} closeLabel={t('common.close')}>
        <CheckedAddress className="mb-4" labelKey="cart.checkedAddress" onRequest={() => cart.send({ type: 'cart.closed' })} />
        <CartContents view={view} />
        {open ? <CartExtras /> : null}
      </Dialog>
      {wide && hasAddress && !open && !besideDismissed ? (
        <CartBeside title={title} closeLabel={t('common.close')} onClose={() => setBesideDismissed(true)}>
          <CheckedAddress className="mb-4" labelKey="cart.checkedAddress" />
          <CartContents view={view} />
          <CartExtras />
        </CartBeside>
      ) : null}
    </>
  );
}

/** The cart open beside the page on wide screens: not modal, the page stays usable. */
function CartBeside({ title, closeLabel, onClose, children }: { title: string; closeLabel: string; onClose: () => void; children: React.ReactNode }) {
  const portalRoot = usePortalRoot();
  const target = portalRoot ?? (typeof document === 'undefined' ? null : document.body);
  if (!target) return null;
  return createPortal(
    <aside
      aria-label={title}
      data-part="cart-beside"
      className="fixed top-20 right-4 z-20 max-h-[calc(100dvh-6rem)] w-96 overflow-y-auto rounded-brand border border-slate-200 bg-white p-6 text-slate-900 shadow-xl"
    >
      <h2 className="pr-10 text-xl font-semibold">{title}</h2>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="absolute top-4 right-4 cursor-pointer rounded-full p-1.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <CloseIcon className="size-5" />
      </button>
      <div className="mt-4">{children}</div>
    </aside>,
    target,
  );
}

function CartIcon() {
  return (
    <svg className="size-6 shrink-0" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="17" cy="20" r="1.5" />
    </svg>
  );
}
