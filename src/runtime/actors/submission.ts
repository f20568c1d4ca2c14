import { fromPromise } from 'xstate';
import { submissionMachine, type KeyedOrder } from '../../../machines/submission.machine.ts';
import type { SubmitOrderResponse } from '../../api/index.ts';
import type { ChildRuntime } from './runtime.ts';

/**
 * The final submit (spec sections 2, 7, 8; issue 48): `POST orders` under the order's `Idempotency-Key`, the key's
 * fate asked for with `GET orders/by-key/{key}` after a lost answer, then `DELETE order`.
 */
export function submissionLogic({ api }: ChildRuntime) {
  return submissionMachine.provide({
    actors: {
      submitOrder: fromPromise<SubmitOrderResponse, KeyedOrder>(({ input, signal }) => api.submitOrder(input.body, { idempotencyKey: input.idempotencyKey, signal })),
      findOrder: fromPromise<SubmitOrderResponse | null, { idempotencyKey: string }>(({ input, signal }) => api.findOrder({ idempotencyKey: input.idempotencyKey, signal })),
      deleteOrder: fromPromise<void>(({ signal }) => api.deleteOrder({ signal })),
    },
  });
}
