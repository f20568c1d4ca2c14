import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../../machines/order.machine.ts';
import { useOrderSelector, useOrderSend } from '../../shell/OrderFormContext.tsx';
import { Alert, Button, Checkbox, ErrorSummary } from '../../ui/index.ts';
import { AfterFirstPaint } from '../shared/AfterFirstPaint.tsx';
import { ContractSummary } from './ContractSummary.tsx';
import { SubmitWaitMessage } from './SubmitWaitMessage.tsx';
import { Summary } from './Summary.tsx';
import { useSubmission } from './useSubmission.ts';

/** The acceptances of the confirm step (spec sections 2, 3), each required, with its own message. */
const acceptances = ['accountAccept1', 'accountAccept2', 'accountAccept3', 'accountAccept4', 'acceptTerms'] as const;
type Acceptance = (typeof acceptances)[number];
const labelKeys: Record<Acceptance, string> = {
  accountAccept1: 'account.accept1',
  accountAccept2: 'account.accept2',
  accountAccept3: 'account.accept3',
  accountAccept4: 'account.accept4',
  acceptTerms: 'confirm.acceptTerms',
};
const acceptanceId = (name: Acceptance) => `confirm-${name}`;
const SUBMIT_ID = 'confirm-submit';

const acceptedOf = (snapshot: OrderSnapshot) => acceptances.filter((name) => snapshot.context.form.customer[name]).join();

/**
 * The confirm step (spec sections 2, 4, 7, 8): the summary, the acceptances, the contract summary and the final
 * submit, which its child machine sends once per order; a failure keeps everything and says so beside the button
 * and in the error summary; a submit without an answer says so below the button and, after 60 s, offers to send
 * it again.
 */
export default function ConfirmStep() {
  const { t } = useTranslation();
  const send = useOrderSend();
  const submission = useSubmission();
  const accepted = useOrderSelector(acceptedOf).split(',');
  const { acceptancesShown, failure, pending, wait } = submission;
  const missing = acceptances.filter((name) => !accepted.includes(name));
  const errorOf = (name: Acceptance) => (acceptancesShown > 0 && missing.includes(name) ? t('confirm.acceptRequired') : undefined);
  const summary = [
    ...(acceptancesShown > 0 ? missing.map((name) => ({ fieldId: acceptanceId(name), message: t(labelKeys[name]) })) : []),
    ...(failure ? [{ fieldId: SUBMIT_ID, message: t('confirm.error') }] : []),
  ];
  const submit = () => submission.submit(missing.length === 0);

  return (
    <form
      noValidate
      className="space-y-8"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {summary.length > 0 ? <ErrorSummary title={t('confirm.errorsTitle')} errors={summary} focusKey={`${acceptancesShown}:${failure ? 'failed' : ''}`} /> : null}
      <Summary />
      <AfterFirstPaint>
        <ContractSummary />
        <fieldset className="space-y-3">
          <legend className="text-xl font-semibold">{t('confirm.acceptances')}</legend>
          {acceptances.map((name) => {
            const error = errorOf(name);
            return (
              <Checkbox
                key={name}
                id={acceptanceId(name)}
                name={name}
                required
                label={t(labelKeys[name])}
                checked={accepted.includes(name)}
                {...(error ? { error } : {})}
                onChange={(checked) => send({ type: 'field.changed', section: 'customer', path: name, value: checked })}
              />
            );
          })}
        </fieldset>
        <div className="space-y-3">
          {failure ? (
            <Alert type="error">
              {t('confirm.error')}
            </Alert>
          ) : null}
          <Button id={SUBMIT_ID} type="submit" size="lg" pending={pending} pendingLabel={t('confirm.submitting')}>
            {failure || wait === 'stalled' ? t('confirm.retry') : t('confirm.submit')}
          </Button>
          <SubmitWaitMessage wait={wait} />
        </div>
      </AfterFirstPaint>
    </form>
  );
}
