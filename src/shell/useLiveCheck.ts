import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { liveValidationMachine, type LiveValidationEmitted } from '../../machines/liveValidation.machine.ts';
import type { OrderActor, OrderEvent } from '../../machines/order.machine.ts';
import type { ApiClient } from '../api/index.ts';
import { loadPhoneChecks } from '../domain/validation/phoneChecks.ts';
import type { LiveValidationType } from '../domain/schemas/phoneValidation.ts';
import type { FieldStatus } from '../ui/index.ts';
import { useApi, useOrderActor } from './OrderFormContext.tsx';
import { useChildMachine } from './useChildMachine.ts';

/**
 * The field's mark: pending from the first key of a burst (the debounce included) until the answer, so a form
 * that waits for the check (the quote form's button) is never sendable before it has one. The mark changes once
 * per burst of keys, not per key.
 */
const statusOf = (snapshot: SnapshotFrom<typeof liveValidationMachine>): FieldStatus =>
  snapshot.hasTag('pending') ? 'pending' : snapshot.matches('valid') ? 'valid' : 'idle';

/**
 * The live check of one field (a field's identity is fixed for the screen's life): `completed` turns each
 * completed check into a root event, or keeps it itself (the quote form keeps its own) and returns nothing.
 * `checkAreaCode`: the local German landline area-code check runs first; when it cannot answer (its chunk failed
 * to load, the library threw or failed its self-test) the field is not marked invalid, the server's check decides,
 * and the failure goes to the element's reporter.
 */
export function useLiveCheck(
  field: string,
  type: LiveValidationType | null,
  value: string,
  completed: (result: LiveValidationEmitted) => OrderEvent | void,
  checkAreaCode = false,
): FieldStatus {
  const api = useApi();
  const order = useOrderActor();
  const actor = useChildMachine(() => liveValidationLogic(api, order, checkAreaCode), {
    input: { field, type },
    forward: {
      'liveValidation.completed': (result) => completed(result),
      'liveValidation.localCheckUnavailable': ({ error }) => {
        api.reportFailure('phoneChecks', error);
      },
    },
  });
  useEffect(() => actor.send({ type: 'value.changed', value }), [actor, value]);
  return useSelector(actor, statusOf);
}

/**
 * The live validation machine with the element's actors, made once per field: the local area-code check and `POST
 * plans/{code}/order/validate` for the plan shown when the check starts.
 */
function liveValidationLogic(api: ApiClient, order: OrderActor, checkAreaCode: boolean) {
  return liveValidationMachine.provide({
    actors: {
      checkLocally: fromPromise(async ({ input }) => (checkAreaCode ? (await loadPhoneChecks()).isGermanLandlineCode(input.value) : true)),
      validateOnServer: fromPromise(({ input, signal }) => api.validateOrderField(order.getSnapshot().context.plan?.code ?? '', input, { signal })),
    },
  });
}
