import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { submissionMachine } from '../../../machines/submission.machine.ts';
import type { SubmitOrderBody } from '../../api/index.ts';
import { submissionLogic } from '../../runtime/actors/submission.ts';
import { useOrderActor } from '../../shell/OrderFormContext.tsx';
import { useChildMachine } from '../../shell/useChildMachine.ts';
import { purchaseOf } from './purchase.ts';

/** What the order button's area tells while no answer came: nothing yet, still being sent (10 s), the retry (60 s). */
export type SubmitWait = 'none' | 'slow' | 'stalled';

const waitOf = (snapshot: SnapshotFrom<typeof submissionMachine>): SubmitWait =>
  snapshot.matches({ pending: { sending: 'started' } }) || !snapshot.matches('pending')
    ? 'none'
    : snapshot.matches({ pending: { sending: 'stalled' } })
      ? 'stalled'
      : 'slow';

/**
 * The submission child machine of the confirm step: a press hands it the body the domain's builder makes from the
 * root's data at that moment, and the machine decides what the press does (learns the key's fate first after an
 * answer that left the order open, else sends it under the order's key, a new one only for a changed body); its
 * reports go to the root machine as root events. The step reads what it shows, one value each.
 */
export function useSubmission() {
  const root = useOrderActor();
  const actor = useChildMachine(submissionLogic, {
    input: { orderKey: root.getSnapshot().context.form.orderKey },
    forward: {
      'submission.keyChanged': (event) => event,
      'order.submitted': ({ transactionId, verification, changedSteps }, { context }) => ({
        type: 'order.submitted',
        transactionId,
        verification,
        changedSteps,
        thankYouTarget: context.stepRules!.thankYouTargetOf(context.orderType),
        purchase: purchaseOf(transactionId, context.plan!, context.form.selectedCartAddons, context.form.voucher, context.language),
      }),
    },
  });
  const wait = useSelector(actor, waitOf);
  return {
    /** how often a submit without the acceptances asked for them */
    acceptancesShown: useSelector(actor, (snapshot) => snapshot.context.acceptancesShown),
    failure: useSelector(actor, (snapshot) => snapshot.context.failure),
    /** a request under way and nothing to press: the retry of a stalled submit can be pressed */
    pending: useSelector(actor, (snapshot) => snapshot.hasTag('pending')) && wait !== 'stalled',
    wait,
    /** The button or Enter: the stalled submit's retry (the same body, the same key), else a submit of the order as it stands. */
    submit(accepted: boolean) {
      if (actor.getSnapshot().can({ type: 'submission.retried' })) {
        actor.send({ type: 'submission.retried' });
        return;
      }
      const { context } = root.getSnapshot();
      const body = context.stepRules!.currentOrder(context.plan!, context) as SubmitOrderBody;
      actor.send({ type: 'submission.requested', accepted, body });
    },
  };
}
