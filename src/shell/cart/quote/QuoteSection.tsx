import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveValidationEmitted } from '../../../../machines/liveValidation.machine.ts';
import { isQuoteButtonEnabled, quoteIconOf, type QuoteSnapshot } from '../../../../machines/quote.machine.ts';
import { Alert, Button, Checkbox, Spinner, TextField } from '../../../ui/index.ts';
import { WarningIcon } from '../../../ui/internal/icons.tsx';
import { useLiveCheck } from '../../useLiveCheck.ts';
import { translateError } from '../../../i18n/translateError.ts';
import { useOrderRuntime, useOrderSelector, useOrderSend } from '../../OrderFormContext.tsx';
import { scrollToWithOffset } from './deliverPdf.ts';
import { quoteActorOf } from './quoteActor.ts';
import { QUOTE_FIELDS, quoteFormErrors, type QuoteField, type QuoteValues } from './quoteForm.ts';

/** Spec section 4: the revealed form is scrolled to with a 50 px offset. */
const REVEAL_OFFSET = 50;
/** Spec section 5: field validation runs 500 ms after touch. */
const VALIDATION_DELAY = 500;

const textFields = [
  { name: 'companyName', autoComplete: 'organization', maxLength: 60 },
  { name: 'firstName', autoComplete: 'given-name', maxLength: 30 },
  { name: 'lastName', autoComplete: 'family-name', maxLength: 30 },
  { name: 'email', autoComplete: 'email', maxLength: 254, type: 'email' as const, inputMode: 'email' as const },
] as const;

/**
 * The quote request of the cart (spec sections 2, 4, 5, 6, 8), a lazy chunk: the quote button and, for business
 * plans, the quote form it reveals; direct (partner portal, international) plans submit without the form. The PDF
 * is saved under its server name, with a link to open it again.
 */
export default function QuoteSection({ direct }: { direct: boolean }) {
  const { t } = useTranslation();
  const runtime = useOrderRuntime();
  const send = useOrderSend();
  const values = useOrderSelector((snapshot) => snapshot.context.form.quoteForm);
  const [validated, setValidated] = useState<ReadonlySet<QuoteField>>(new Set());
  const [phoneCheck, setPhoneCheck] = useState<LiveValidationEmitted | null>(null);
  const formRef = useRef<HTMLFieldSetElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);

  const planCode = useOrderSelector((snapshot) => snapshot.context.plan?.code ?? '');
  const quote = useMemo(() => quoteActorOf(runtime, planCode, direct), [runtime, planCode, direct]);
  useEffect(() => quote.send({ type: 'quote.modeChanged', direct }), [quote, direct]);

  const phoneStatus = useLiveCheck('phoneNumberQuote', 'contact.phoneNumber', direct ? '' : values.phoneNumberQuote, setPhoneCheck);
  const errors = useMemo(() => quoteFormErrors(values, phoneCheck), [values, phoneCheck]);
  const valid = Object.keys(errors).length === 0 && phoneStatus !== 'pending';
  useEffect(() => quote.send({ type: 'form.validityChanged', valid }), [quote, valid]);

  const [revealed, setRevealed] = useState(0);
  useEffect(() => {
    const subscriptions = [
      quote.on('quote.formRevealed', () => setRevealed((count) => count + 1)),
      quote.on('quote.formInvalid', () => setValidated(new Set(QUOTE_FIELDS))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [quote]);
  useEffect(() => {
    if (revealed === 0 || !formRef.current) return;
    scrollToWithOffset(formRef.current, REVEAL_OFFSET);
    firstFieldRef.current?.focus({ preventScroll: true });
  }, [revealed]);
  const file = useSelector(quote, (snapshot: QuoteSnapshot) => snapshot.context.file);
  const pdfUrl = useObjectUrl(file?.blob ?? null);

  const timers = useRef(new Map<QuoteField, ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const touch = useCallback((field: QuoteField) => {
    clearTimeout(timers.current.get(field));
    timers.current.set(field, setTimeout(() => setValidated((shown) => new Set(shown).add(field)), VALIDATION_DELAY));
  }, []);
  const change = <K extends QuoteField>(field: K, value: QuoteValues[K]) => send({ type: 'quoteForm.changed', values: { [field]: value } });
  const messageOf = (field: QuoteField) => {
    const error = errors[field];
    if (!error || !validated.has(field)) return undefined;
    return field === 'personalDataUseConsent' ? translateError(t, { ...error, params: { label: t('quote.personalDataUseConsent') } }) : translateError(t, error);
  };

  const formShown = useSelector(quote, (snapshot: QuoteSnapshot) => !snapshot.context.direct && snapshot.matches({ form: 'revealed' }));
  const enabled = useSelector(quote, isQuoteButtonEnabled);
  const icon = useSelector(quote, quoteIconOf);
  const failure = useSelector(quote, (snapshot) => snapshot.context.failure);
  const id = useId();
  const state = useSelector(quote, (snapshot) => (snapshot.matches({ request: 'idle' }) ? (formShown ? 'revealed' : 'hidden') : String((snapshot.value as { request: string }).request)));

  return (
    <section aria-labelledby={`${id}-title`} data-part="quote" data-state={state} className="space-y-4 border-t border-slate-200 pt-4">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('quote.title')}
      </h3>
      {formShown ? (
        <fieldset ref={formRef} className="space-y-3" data-part="quote-form">
          <legend className="sr-only">{t('quote.title')}</legend>
          {textFields.map((field, index) => (
            <TextField
              key={field.name}
              {...(index === 0 ? { ref: firstFieldRef } : {})}
              id={`${id}-${field.name}`}
              name={field.name}
              label={t(`quote.${field.name}`)}
              required
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              {...('type' in field ? { type: field.type, inputMode: field.inputMode } : {})}
              value={values[field.name]}
              onChange={(value) => change(field.name, value)}
              onBlur={() => touch(field.name)}
              error={messageOf(field.name)}
            />
          ))}
          <TextField
            id={`${id}-phoneNumberQuote`}
            name="phoneNumberQuote"
            type="tel"
            inputMode="tel"
            label={t('quote.phoneNumberQuote')}
            required
            autoComplete="tel"
            maxLength={30}
            value={values.phoneNumberQuote}
            onChange={(value) => change('phoneNumberQuote', value)}
            onBlur={() => touch('phoneNumberQuote')}
            error={messageOf('phoneNumberQuote')}
            status={phoneStatus}
            pendingLabel={t('live.pending')}
            validLabel={t('live.valid')}
          />
          <Checkbox
            id={`${id}-personalDataUseConsent`}
            name="personalDataUseConsent"
            required
            label={t('quote.personalDataUseConsent')}
            checked={values.personalDataUseConsent}
            onChange={(checked) => {
              change('personalDataUseConsent', checked);
              touch('personalDataUseConsent');
            }}
            error={messageOf('personalDataUseConsent')}
          />
        </fieldset>
      ) : null}
      <Button data-part="quote-button" disabled={!enabled} pending={icon === 'spinner'} pendingLabel={t('quote.pending')} onClick={() => quote.send({ type: 'quote.pressed' })}>
        {icon === 'download' ? <DownloadIcon /> : icon === 'warning' ? <WarningIcon className="size-5 shrink-0" /> : null}
        {t('quote.button')}
      </Button>
      <div aria-live="polite" className="space-y-2">
        {icon === 'spinner' ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner />
            {t('quote.pending')}
          </p>
        ) : null}
        {failure ? <Alert type="warning">{t(failure === 'pdf' ? 'quote.error.pdf' : 'quote.error.rejected')}</Alert> : null}
        {file && pdfUrl && icon === 'download' ? (
          <p className="text-sm">
            <a
              href={pdfUrl}
              download={file.filename}
              data-part="quote-link"
              className="inline-flex items-center gap-2 rounded-brand font-semibold text-brand underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <DownloadIcon />
              {t('quote.openAgain', { filename: file.filename })}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** An object URL of the blob while it is shown, revoked when it is not (made in an effect: render stays pure). */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

function DownloadIcon() {
  return (
    <svg className="size-5 shrink-0" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" data-icon="download">
      <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
