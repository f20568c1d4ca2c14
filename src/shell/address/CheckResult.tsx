import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { AddressCheckActor, AddressCheckSnapshot } from '../../../machines/addressCheck.machine.ts';
import type { Language } from '../../domain/schemas/common.ts';
import { Alert, Button, Spinner, Table } from '../../ui/index.ts';
import { AVAILABILITY_NAMESPACE } from './availabilityTexts.ts';
import { formatMbit } from './formatMbit.ts';

export type CheckState = 'idle' | 'checking' | 'available' | 'notAvailable' | 'serverError';

export const checkStateOf = (snapshot: AddressCheckSnapshot): CheckState => {
  for (const state of ['checking', 'available', 'notAvailable', 'serverError'] as const) {
    if (snapshot.matches({ open: { check: state } })) return state;
  }
  return 'idle';
};

/**
 * The check of the entered address (spec section 2): the spinner, available with its providers, not available, or
 * the check failed (said as such, or that it took too long; the autocomplete's own failure is the search's message).
 */
export function CheckResult({ actor }: { actor: AddressCheckActor }) {
  const { t, i18n } = useTranslation(AVAILABILITY_NAMESPACE);
  const { t: tOrder } = useTranslation();
  const state = useSelector(actor, checkStateOf);
  const answer = useSelector(actor, (snapshot) => snapshot.context.answer);
  const saveFailed = useSelector(actor, (snapshot) => snapshot.context.saveFailed);
  const timedOut = useSelector(actor, (snapshot) => snapshot.context.timedOut);
  const language = i18n.language as Language;
  switch (state) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <p role="status" data-check="checking" className="flex items-center gap-2 text-slate-700">
          <Spinner />
          {t('addressCheck.checking')}
        </p>
      );
    case 'notAvailable':
      return (
        <div data-check="notAvailable" className="space-y-3">
          <Alert type="warning" title={t('validateAddress.message.notAvailable')}>
            <p>{t('validateAddress.message.notAvailableDescription')}</p>
          </Alert>
          <Button onClick={() => actor.send({ type: 'check.retried' })}>{t('addressCheck.tryAgain')}</Button>
        </div>
      );
    case 'serverError':
      // The check itself failed (a 5xx, no answer, or past its 30 s): not the address search, whose message differs.
      return (
        <div data-check="serverError" className="space-y-3">
          <Alert type="error">{t(timedOut ? 'validateAddress.error.availabilityTimeout' : 'validateAddress.error.availability')}</Alert>
          <Button onClick={() => actor.send({ type: 'check.retried' })}>{tOrder('common.retry')}</Button>
        </div>
      );
    case 'available': {
      const providers = answer?.kind === 'provider' ? (answer.result.providers ?? []) : [];
      const numbers = answer?.kind === 'apc' ? answer.result.numbers : null;
      const mbit = (value: number | null | undefined) => (typeof value === 'number' ? t('addressCheck.table.mbit', { value: formatMbit(value, language) }) : '–');
      return (
        <div data-check="available" className="space-y-3">
          <Alert type="success" title={t('addressCheck.available.title')}>
            {answer?.kind === 'provider' ? <p>{t('addressCheck.available.subtitle')}</p> : null}
            {answer?.kind === 'apc' ? (
              <p>{t(answer.result.code === 200 && numbers?.geographic !== false ? 'addressCheck.international.geographic' : 'addressCheck.international.nomadic')}</p>
            ) : null}
          </Alert>
          {providers.length > 0 ? (
            <Table
              caption={t('addressCheck.available.subtitle')}
              captionHidden
              columns={[
                { id: 'technology', header: t('addressCheck.table.technology'), rowHeader: true },
                { id: 'download', header: t('addressCheck.table.download'), align: 'end' },
                { id: 'upload', header: t('addressCheck.table.upload'), align: 'end' },
              ]}
              rows={providers.map((provider, index) => ({
                id: `${index}-${provider.name}`,
                cells: {
                  technology: provider.name,
                  download: mbit(provider.bandwidth.download.maxBandwidthMbit),
                  upload: mbit(provider.bandwidth.upload.maxBandwidthMbit),
                },
              }))}
            />
          ) : null}
          {saveFailed ? <Alert type="error">{tOrder('error.generic')}</Alert> : null}
          <Button onClick={() => actor.send({ type: 'order.continued' })}>{t('addressCheck.available.continue')}</Button>
        </div>
      );
    }
    default:
      return state satisfies never;
  }
}
