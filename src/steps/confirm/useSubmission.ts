import { useEffect, useState, useSyncExternalStore } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { submissionMachine } from '../../../machines/submission.machine.ts';
import type { SubmitOrderBody, SubmitOrderResponse } from '../../api/index.ts';
import { useApi, useOrderActor } from '../../shell/OrderFormContext.tsx';
import { useChildActor } from '../../shell/useChildActor.ts';
import { purchaseOf } from './purchase.ts';

type Snapshot = SnapshotFrom<typeof submissionMachine>;

/**
 * The submission child machine of the confirm step: `POST orders` with the body the domain's builder makes from
 * the root's data at the moment of the send, under the order's key (the stored one after a reload, else a new
 * one); its reports go to the root machine as root events.
 */
export function useSubmission() {
  const api = useApi();
  const root = useOrderActor();
  const [idempotencyKey] = useState(() => root.getSnapshot().context.form.submissionKey ?? crypto.randomUUID());
  const actor = useChildActor(
    submissionMachine.provide({
      actors: {
        submitOrder: fromPromise<SubmitOrderResponse, { idempotencyKey: string }>(({ input, signal }) => {
          const { context } = root.getSnapshot();
          const rules = context.stepRules!;
          const body = rules.currentOrder(context.plan!, context) as SubmitOrderBody;
          return api.submitOrder(body, { idempotencyKey: input.idempotencyKey, signal });
        }),
        deleteOrder: fromPromise<void>(({ signal }) => api.deleteOrder({ signal })),
      },
    }),
    { input: { idempotencyKey } },
  );
  useEffect(() => {
    const started = actor.on('submission.started', (event) => root.send(event));
    const submitted = actor.on('order.submitted', ({ transactionId, verification }) => {
      const { context } = root.getSnapshot();
      root.send({
        type: 'order.submitted',
        transactionId,
        verification,
        thankYouTarget: context.stepRules!.thankYouTargetOf(context.orderType),
        purchase: purchaseOf(transactionId, context.plan!, context.form.selectedCartAddons, context.form.voucher, context.language),
      });
    });
    return () => {
      started.unsubscribe();
      submitted.unsubscribe();
    };
  }, [actor, root]);
  const snapshot = useSyncExternalStore(
    (onChange) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => actor.getSnapshot(),
  ) as Snapshot;
  return { snapshot, send: actor.send.bind(actor) };
}
