import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema, validateField } from '../../../domain/validation/index.ts';
import { Alert, Button, TextField } from '../../../ui/index.ts';
import { translateError } from '../../../steps/shared/connectionForm.ts';
import { useApi, useOrderActor, useOrderSend } from '../../OrderFormContext.tsx';

type Status = 'editing' | 'pending' | 'failed';

/**
 * "Save and send this configuration" (spec sections 1, 3, 7), a lazy chunk in the cart: an e-mail address
 * (validated), `POST plan-links` with the plan and its add-ons, then the link-created page.
 */
export default function PlanLinkForm() {
  const { t } = useTranslation();
  const api = useApi();
  const order = useOrderActor();
  const send = useOrderSend();
  const id = useId();
  const [email, setEmail] = useState('');
  const [shown, setShown] = useState(false);
  const [status, setStatus] = useState<Status>('editing');
  const error = validateField(emailSchema, email);

  const submit = async () => {
    setShown(true);
    const { plan, stepRules, form, language } = order.getSnapshot().context;
    if (error || !plan || !stepRules || status === 'pending') return;
    setStatus('pending');
    try {
      await api.createPlanLink(stepRules.buildPlanLink(plan, form.selectedCartAddons, email, language));
      send({ type: 'route.requested', route: { name: 'linkCreated', plan: plan.code } });
    } catch {
      setStatus('failed');
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      data-part="plan-link"
      className="space-y-3 border-t border-slate-200 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('planLink.title')}
      </h3>
      <TextField
        id={`${id}-email`}
        name="planLinkEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('planLink.email')}
        required
        maxLength={254}
        value={email}
        onChange={setEmail}
        onBlur={() => email !== '' && setShown(true)}
        error={shown && error ? translateError(t, error) : undefined}
      />
      <Button type="submit" variant="text" pending={status === 'pending'} pendingLabel={t('planLink.pending')}>
        {t('planLink.submit')}
      </Button>
      <div aria-live="polite">{status === 'failed' ? <Alert type="warning">{t('planLink.error')}</Alert> : null}</div>
    </form>
  );
}
