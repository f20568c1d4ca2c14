import { useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { planLinkFailureOf, planLinkStateOf } from '../../../../machines/planLink.machine.ts';
import { emailSchema, messageKey, validateField, type FieldError } from '../../../domain/validation/index.ts';
import { Alert, Button, TextField } from '../../../ui/index.ts';
import { translateError } from '../../../steps/shared/translateError.ts';
import { useOrderSelector, useOrderSend } from '../../OrderFormContext.tsx';
import { emailStateOf, usePlanLink } from './usePlanLink.ts';

/** The server refused the address (a 4xx naming the field): the field says so in its own words, never the server's. */
const refusedEmail: FieldError = { key: messageKey('email'), fallbackKey: 'validation.error.email', params: {} };

/**
 * "Save and send this configuration" (spec sections 1, 3, 7, 8), a lazy chunk in the cart: an e-mail address
 * (validated), `POST plan-links` with the plan and its add-ons, then the link-created page. The address lives in
 * the order (`form.planLinkEmail`), so closing the cart or a reload keeps it.
 */
export default function PlanLinkForm() {
  const { t } = useTranslation();
  const send = useOrderSend();
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const email = useOrderSelector((snapshot) => snapshot.context.form.planLinkEmail);
  const planLink = usePlanLink(email, () => fieldRef.current?.focus());

  const state = useSelector(planLink, planLinkStateOf);
  const failure = useSelector(planLink, planLinkFailureOf);
  const errorsShown = useSelector(planLink, (snapshot) => snapshot.hasTag('errorsShown'));
  const error = failure === 'emailRejected' ? refusedEmail : errorsShown ? validateField(emailSchema, email) : undefined;

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      data-part="plan-link"
      data-state={state}
      className="space-y-3 border-t border-slate-200 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        planLink.send({ type: 'planLink.submitted' });
      }}
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('planLink.title')}
      </h3>
      <TextField
        ref={fieldRef}
        id={`${id}-email`}
        name="planLinkEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('planLink.email')}
        required
        maxLength={254}
        value={email}
        onChange={(value) => {
          send({ type: 'planLinkEmail.changed', email: value });
          planLink.send({ type: 'planLink.emailChanged', ...emailStateOf(value) });
        }}
        onBlur={() => planLink.send({ type: 'planLink.emailLeft' })}
        error={error ? translateError(t, error) : undefined}
      />
      <Button type="submit" variant="text" pending={state === 'saving'} pendingLabel={t('planLink.pending')}>
        {t('planLink.submit')}
      </Button>
      <div aria-live="polite">{failure ? <Alert type="warning">{t('planLink.error')}</Alert> : null}</div>
    </form>
  );
}
