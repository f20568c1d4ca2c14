import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { voucherMachine } from '../../../machines/voucher.machine.ts';
import { voucherFromCheck } from '../../domain/voucher.ts';
import { useApi, useOrderActor, useOrderSend } from '../../shell/OrderFormContext.tsx';
import { useChildActor } from '../../shell/useChildActor.ts';
import { Alert, Button, TextField } from '../../ui/index.ts';

/**
 * The voucher entry (spec sections 2, 3, 7): the voucher machine checks the code with the cart's add-ons and
 * the connection address; its result goes to the root (`form.voucher`), where the cart shows the discount.
 */
export function VoucherEntry() {
  const { t } = useTranslation();
  const api = useApi();
  const root = useOrderActor();
  const send = useOrderSend();
  const actor = useChildActor(
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
    { input: { code: root.getSnapshot().context.voucherCode, voucher: root.getSnapshot().context.form.voucher } },
  );
  const snapshot = useSyncExternalStore(
    (onChange) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => actor.getSnapshot(),
  );

  useEffect(() => {
    const checked = actor.on('voucher.checked', ({ voucher }) => send({ type: 'voucher.checked', voucher }));
    const removed = actor.on('voucher.removed', () => send({ type: 'voucher.removed' }));
    return () => {
      checked.unsubscribe();
      removed.unsubscribe();
    };
  }, [actor, send]);

  const { code, voucher } = snapshot.context;
  const state = String(snapshot.value);
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
          {...(snapshot.hasTag('pending') ? { status: 'pending' as const, pendingLabel: t('voucher.checking') } : {})}
        />
        {state === 'valid' ? (
          <Button type="button" variant="text" onClick={() => actor.send({ type: 'voucher.removed' })}>
            {t('voucher.remove')}
          </Button>
        ) : (
          <Button type="submit" pending={snapshot.hasTag('pending')} pendingLabel={t('voucher.checking')}>
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
