import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine, type SubmissionEvent } from '../../../machines/submission.machine.ts';
import type { SubmitOrderBody, SubmitOrderResponse } from '../../api/index.ts';
import { useApi, useOrderActor } from '../../shell/OrderFormContext.tsx';
import { useChildMachine } from '../../shell/useChildMachine.ts';
import { purchaseOf } from './purchase.ts';

/**
 * The submission child machine of the confirm step: `POST orders` with the body the domain's builder makes from
 * the root's data at the moment of the send, under the order's key (the stored one after a reload, else a new
 * one); its reports go to the root machine as root events. The step reads what it shows, one value each.
 */
export function useSubmission() {
  const api = useApi();
  const root = useOrderActor();
  const [idempotencyKey] = useState(() => root.getSnapshot().context.form.submissionKey ?? crypto.randomUUID());
  const actor = useChildMachine(
    () =>
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
    {
      input: { idempotencyKey },
      forward: {
        'submission.started': (event) => event,
        'order.submitted': ({ transactionId, verification }, { context }) => ({
          type: 'order.submitted',
          transactionId,
          verification,
          thankYouTarget: context.stepRules!.thankYouTargetOf(context.orderType),
          purchase: purchaseOf(transactionId, context.plan!, context.form.selectedCartAddons, context.form.voucher, context.language),
        }),
      },
    },
  );
  return {
    /** how often a submit without the acceptances asked for them */
    acceptancesShown: useSelector(actor, (snapshot) => snapshot.context.acceptancesShown),
    failure: useSelector(actor, (snapshot) => snapshot.context.failure),
    pending: useSelector(actor, (snapshot) => snapshot.hasTag('pending')),
    send: (event: SubmissionEvent) => actor.send(event),
  };
}
