import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../domain/pricing/money.ts';
import { type Cents } from '../../domain/schemas/common.ts';
import { Alert, Spinner, Table } from '../../ui/index.ts';
import type { CartLine, CartView } from './cartView.ts';

/** Spec section 9: prices in the plan's locale (de-DE) and currency. */
const LOCALE = 'de-DE';
const money = (cents: Cents) => formatPrice(cents, LOCALE);
const minus = (cents: Cents) => `−${money(cents)}`;

/**
 * What the price cart shows (spec sections 2, 4): its lines (quantity in brackets above 1), then the server's
 * totals with their discounts, or the sum computed here with its VAT share; a pending state instead of stale
 * numbers, and a note while the server is asked; the note of a failed refresh and of a voucher not yet applied.
 * data-state: the cart's status.
 */
export function CartContents({ view }: { view: CartView }) {
  const { t } = useTranslation();
  const label = (line: CartLine) => (line.quantity > 1 ? `${line.label} ${t('cart.quantity', { quantity: line.quantity })}` : line.label);
  const columns = [
    { id: 'item', header: t('cart.item'), rowHeader: true },
    { id: 'monthly', header: t('cart.monthly'), align: 'end' as const },
    { id: 'once', header: t('cart.once'), align: 'end' as const },
  ];
  const { totals } = view;
  const totalRows =
    totals.kind === 'pending'
      ? []
      : totals.kind === 'server'
        ? [
            ...totals.discounts.map((line) => ({ id: line.id, cells: { item: line.label, monthly: minus(line.monthly), once: minus(line.once) } })),
            { id: 'total', cells: { item: <strong>{totals.label || t('cart.total')}</strong>, monthly: <strong>{money(totals.monthly)}</strong>, once: <strong>{money(totals.once)}</strong> } },
          ]
        : [
            ...(totals.voucher
              ? [{ id: 'voucher', cells: { item: t('cart.discounts'), monthly: minus(totals.voucher.monthly), once: minus(totals.voucher.once) } }]
              : []),
            {
              id: 'total',
              cells: {
                item: <strong>{t(totals.kind === 'gross' ? 'cart.sumGross' : 'cart.sumNet')}</strong>,
                monthly: <strong>{money(totals.monthly)}</strong>,
                once: <strong>{money(totals.once)}</strong>,
              },
            },
            { id: 'vat', cells: { item: t(totals.kind === 'gross' ? 'common.vatShare' : 'common.vatOnTop', { vat: totals.vatPercent }), monthly: money(totals.vatMonthly), once: money(totals.vatOnce) } },
          ];
  return (
    <div data-part="cart-contents" data-state={view.status} data-totals={totals.kind} className="space-y-4">
      {view.lines.length === 0 ? <p className="text-slate-700">{t('cart.empty')}</p> : null}
      <Table
        caption={t('cart.title')}
        captionHidden
        columns={columns}
        rows={[
          ...view.lines.map((line) => ({ id: `line-${line.id}`, cells: { item: label(line), monthly: money(line.monthly), once: money(line.once) } })),
          ...totalRows,
        ]}
      />
      <div aria-live="polite" className="space-y-2">
        {view.status === 'pending' ? (
          <p data-part="cart-pending" className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner />
            {t('cart.pending')}
          </p>
        ) : null}
        {view.status === 'failed' ? <Alert type="warning">{t('cart.refreshFailed')}</Alert> : null}
        {view.voucherPending ? <p className="text-sm text-slate-700">{t('cart.voucher.pending')}</p> : null}
      </div>
    </div>
  );
}
