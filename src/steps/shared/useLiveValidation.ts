import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { liveValidationMachine, type LiveValidationEmitted } from '../../../machines/liveValidation.machine.ts';
import { CONNECTION_LIVE_FIELDS, type ConnectionLiveField } from '../../domain/validation/connectionRules.ts';
import { CUSTOMER_LIVE_FIELDS, type CustomerLiveField } from '../../domain/validation/customerRules.ts';
import { loadPhoneChecks } from '../../domain/validation/phoneChecks.ts';
import type { LiveValidationType } from '../../domain/schemas/phoneValidation.ts';
import type { FieldStatus } from '../../ui/index.ts';
import { useApi, useOrderSelector, useOrderSend } from '../../shell/OrderFormContext.tsx';

/** Area codes must be German landline codes (spec section 5): checked with libphonenumber before the server. */
const AREA_CODE_FIELDS: ReadonlySet<ConnectionLiveField> = new Set(['previousTenant.prefix', 'portingNumbers.prefix', 'portingBlock.nationalDestinationCode']);

type LiveValidationActor = ActorRefFrom<typeof liveValidationMachine>;

const statusOf = (snapshot: SnapshotFrom<typeof liveValidationMachine>): FieldStatus =>
  snapshot.hasTag('pending') ? 'pending' : snapshot.matches('valid') ? 'valid' : 'idle';

type LiveField = { section: 'connection'; field: ConnectionLiveField } | { section: 'customer'; field: CustomerLiveField };

const liveTypeOf = (live: LiveField): LiveValidationType | null =>
  live.section === 'connection' ? CONNECTION_LIVE_FIELDS[live.field] : CUSTOMER_LIVE_FIELDS[live.field];

/**
 * One live validation actor for a connection (or customer) field (spec sections 4, 7), created in the step's chunk with the
 * element's api client; its results go to the root machine (`liveValidation.completed`), which the step
 * validity reads. Returns the field's mark: pending (spinner) or valid (checkmark).
 */
export function useLiveValidation(field: ConnectionLiveField, value: string): FieldStatus;
export function useLiveValidation(field: CustomerLiveField, value: string, section: 'customer'): FieldStatus;
export function useLiveValidation(field: ConnectionLiveField | CustomerLiveField, value: string, section: 'connection' | 'customer' = 'connection'): FieldStatus {
  const send = useOrderSend();
  const type = liveTypeOf({ section, field } as LiveField);
  const checkLocally = section === 'connection' && AREA_CODE_FIELDS.has(field as ConnectionLiveField);
  const report = useCallback(
    (result: LiveValidationEmitted) => send({ type: 'liveValidation.completed', section, field: result.field, value: result.value, valid: result.valid, flags: result.flags }),
    [send, section],
  );
  return useLiveCheck(field, type, value, report, checkLocally);
}

/**
 * The live check of one field whose result the caller keeps (the quote form keeps its own): `report` gets each
 * completed check. `checkAreaCode`: the local German landline area-code check runs first; when it cannot answer
 * (its chunk failed to load, the library threw or failed its self-test) the field is not marked invalid, the
 * server's check decides, and the failure goes to the element's reporter.
 */
export function useLiveCheck(field: string, type: LiveValidationType | null, value: string, report: (result: LiveValidationEmitted) => void, checkAreaCode = false): FieldStatus {
  const api = useApi();
  const planCode = useOrderSelector((snapshot) => snapshot.context.plan?.code ?? '');
  const [actor, setActor] = useState<LiveValidationActor | null>(null);

  // Created in an effect (not with useActorRef, whose hook alone would split the first screen's shared code
  // into separate chunks): one actor per mounted field, stopped with it.
  useEffect(() => {
    const created = createActor(
      liveValidationMachine.provide({
        actors: {
          checkLocally: fromPromise(async ({ input }) => (checkAreaCode ? (await loadPhoneChecks()).isGermanLandlineCode(input.value) : true)),
          validateOnServer: fromPromise(({ input, signal }) => api.validateOrderField(planCode, input, { signal })),
        },
      }),
      { input: { field, type } },
    );
    const reports = created.on('liveValidation.completed', report);
    // The phone checks could not answer (chunk, library, self-test): the server decided instead; tell the reporter.
    const failures = created.on('liveValidation.localCheckUnavailable', ({ error }) => api.reportFailure('phoneChecks', error));
    created.start();
    setActor(created);
    return () => {
      reports.unsubscribe();
      failures.unsubscribe();
      created.stop();
    };
  }, [api, report, planCode, field, type, checkAreaCode]);

  useEffect(() => actor?.send({ type: 'value.changed', value }), [actor, value]);

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => undefined;
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => (actor ? statusOf(actor.getSnapshot()) : 'idle'));
}
