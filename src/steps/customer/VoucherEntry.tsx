import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField } from '../../ui/index.ts';
import { useVoucher } from './useVoucher.ts';

/**
 * The voucher entry (spec sections 2, 3, 7): the voucher machine checks the code with the cart's add-ons and
 * the connection address; its result goes to the root (`form.voucher`), where the cart shows the discount.
 */
export function VoucherEntry() {
  const { t } = useTranslation();
  const actor = useVoucher();
  const code = useSelector(actor, (snapshot) => snapshot.context.code);
  const voucher = useSelector(actor, (snapshot) => snapshot.context.voucher);
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
  const pending = useSelector(actor, (snapshot) => snapshot.hasTag('pending'));
  const message = voucher?.message ? t(voucher.message, { defaultValue: voucher.message }) : null;
  return (
    <section aria-labelledby="customer-voucher-title" className="space-y-3" data-part="voucher" data-state={state}>
      <h2 id="customer-voucher-title" className="text-lg font-semibold">
        {t('voucher.title')}
      </h2>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'voucher.submitted' });
        }}
      >
        <TextField
          id="customer-voucherCode"
          name="voucherCode"
          label={t('voucher.label')}
          autoComplete="off"
          className="flex-1"
          value={code}
          readOnly={state === 'valid'}
          onChange={(next) => actor.send({ type: 'voucher.entered', code: next })}
          {...(pending ? { status: 'pending' as const, pendingLabel: t('voucher.checking') } : {})}
        />
        {state === 'valid' ? (
          <Button type="button" variant="text" onClick={() => actor.send({ type: 'voucher.removed' })}>
            {t('voucher.remove')}
          </Button>
        ) : (
          <Button type="submit" pending={pending} pendingLabel={t('voucher.checking')}>
            {t('voucher.apply')}
          </Button>
        )}
      </form>
      {state === 'valid' && message ? <Alert type="success">{message}</Alert> : null}
      {(state === 'invalid' || state === 'expired') && message ? <Alert type="error">{message}</Alert> : null}
      {state === 'failed' ? <Alert type="error">{t('voucher.failed')}</Alert> : null}
    </section>
  );
}
