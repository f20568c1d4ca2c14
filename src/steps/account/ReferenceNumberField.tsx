import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { referenceNumberMachine, ReferenceNumberState } from '../../../machines/referenceNumber.machine.ts';
import { useOrderSelector } from '../../shell/OrderFormContext.tsx';
import { Button, TextField, type FieldStatus } from '../../ui/index.ts';
import { useReferenceNumber } from './useReferenceNumber.ts';

type Snapshot = SnapshotFrom<typeof referenceNumberMachine>;

/** The machine's state as one name: `invalid.taken`, `checking`, ... (the field's data-state). */
export const referenceStateOf = (snapshot: Snapshot): ReferenceNumberState => {
  const value = snapshot.value;
  return (typeof value === 'string' ? value : `invalid.${String(value.invalid)}`) as ReferenceNumberState;
};

const statusOf: Record<ReferenceNumberState, FieldStatus> = {
  loadingNext: 'pending',
  noOffer: 'idle',
  empty: 'idle',
  typing: 'idle',
  checking: 'pending',
  available: 'valid',
  // shown by the message (and the field's error marker)
  'invalid.taken': 'idle',
  'invalid.lookupFailed': 'idle',
};

/**
 * A partner order's reference number, sent instead of the password (spec sections 2, 6, 7, 8): the next free one of
 * the partner and agent is filled in, a typed one is checked for availability; taken or a failed lookup shows as
 * invalid. The root machine gets the available number (`referenceNumber.checked`), or none.
 */
export function ReferenceNumberField() {
  const partnerCode = useOrderSelector((snapshot) => snapshot.context.partner.partnerCode);
  // a partner order always has its code; without one there is nothing to look up
  return partnerCode ? <ReferenceNumberInput partnerCode={partnerCode} /> : null;
}

function ReferenceNumberInput({ partnerCode }: { partnerCode: string }) {
  const { t } = useTranslation();
  const actor = useReferenceNumber(partnerCode);
  const state = useSelector(actor, referenceStateOf);
  const value = useSelector(actor, (snapshot) => snapshot.context.value);
  const stepErrorsShown = useOrderSelector((root) => root.context.validated.includes('step.account'));

  const error =
    state === 'invalid.taken'
      ? t('account.referenceNumberInvalid')
      : state === 'invalid.lookupFailed'
        ? t('account.referenceNumberLookupFailed')
        : (state === 'empty' || state === 'noOffer') && stepErrorsShown
          ? t('validation.error.required')
          : undefined;
  const hint = state === 'noOffer' ? t('account.referenceNumberNoOffer') : t('account.referenceNumberHint');
  return (
    <div className="space-y-2" data-part="reference-number" data-state={state}>
      <TextField
        id="account-referenceNumber"
        name="referenceNumber"
        label={t('account.referenceNumber')}
        value={value}
        onChange={(typed) => actor.send({ type: 'reference.typed', value: typed })}
        autoComplete="off"
        maxLength={30}
        required
        hint={hint}
        status={statusOf[state]}
        pendingLabel={state === 'loadingNext' ? t('account.referenceNumberLoading') : t('account.referenceNumberChecking')}
        validLabel={t('account.referenceNumberAvailable')}
        {...(error ? { error } : {})}
      />
      {state === 'available' ? null : (
        <Button variant="text" size="sm" pending={state === 'loadingNext'} onClick={() => actor.send({ type: 'reference.nextRequested' })}>
          {t('account.referenceNumberNext')}
        </Button>
      )}
    </div>
  );
}
