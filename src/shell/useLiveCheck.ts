import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { liveValidationMachine, LiveValidationEmitted } from '../../machines/liveValidation.machine.ts';
import type { OrderEvent } from '../../machines/order.machine.ts';
import type { LiveValidationType } from '../domain/schemas/phoneValidation.ts';
import { liveValidationLogic } from '../runtime/actors/liveValidation.ts';
import type { FieldStatus } from '../ui/index.ts';
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
 * `checkAreaCode`: the local German landline area-code check runs first; when it cannot answer the field is not
 * marked invalid and the server's check decides (src/runtime/actors/liveValidation.ts reports the failure).
 */
export function useLiveCheck(
  field: string,
  type: LiveValidationType | null,
  value: string,
  completed: (result: LiveValidationEmitted) => OrderEvent | void,
  checkAreaCode = false,
): FieldStatus {
  const actor = useChildMachine((runtime) => liveValidationLogic(runtime, checkAreaCode), {
    input: { field, type },
    forward: { 'liveValidation.completed': (result) => completed(result) },
  });
  useEffect(() => actor.send({ type: 'value.changed', value }), [actor, value]);
  return useSelector(actor, statusOf);
}

