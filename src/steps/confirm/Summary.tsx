import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../../machines/order.machine.ts';
import { applicableSteps, type StepName } from '../../../machines/steps.ts';
import { useOrderSelector, useOrderSend } from '../../shell/OrderFormContext.tsx';
import { AfterFirstPaint } from '../shared/AfterFirstPaint.tsx';
import { CartContents } from '../../shell/cart/CartContents.tsx';
import { cartView } from '../../shell/cart/cartView.ts';

const stepsBeforeConfirm = (snapshot: OrderSnapshot): string =>
  (snapshot.context.plan ? applicableSteps(snapshot.context.plan) : []).filter((step) => step !== 'confirm').join();

/**
 * A check-your-answers page (spec section 2, confirm step): one group per step, each with a "change" link that
 * returns to the step and, once it is completed again, back here.
 */
export function Summary() {
  const { t } = useTranslation();
  const steps = useOrderSelector(stepsBeforeConfirm).split(',').filter(Boolean) as StepName[];
  return (
    <section aria-labelledby="confirm-summary" className="space-y-4">
      <h2 id="confirm-summary" className="text-xl font-semibold">
        {t('confirm.summary')}
      </h2>
      {steps.map((step, index) => {
        const group = (
          <SummaryGroup key={step} step={step}>
            {step === 'product' ? <PlanSummary /> : step === 'activation' ? <ActivationSummary /> : step === 'customer' ? <CustomerSummary /> : <AccountSummary />}
          </SummaryGroup>
        );
        // the first group fills the first screenful
        return index === 0 ? group : <AfterFirstPaint key={step}>{group}</AfterFirstPaint>;
      })}
      {steps.includes('product') ? null : (
        <SummaryGroup step={null}>
          <PlanSummary />
        </SummaryGroup>
      )}
    </section>
  );
}

function SummaryGroup({ step, children }: { step: StepName | null; children: ReactNode }) {
  const { t } = useTranslation();
  const send = useOrderSend();
  const title = step ? t(`steps.${step}`) : t('confirm.plan');
  return (
    <div className="rounded-brand border border-slate-200 p-4" data-summary={step ?? 'plan'}>
      <div className="flex items-baseline justify-between gap-4">
        <h3 className="text-lg font-semibold">{title}</h3>
        {step ? (
          <button
            type="button"
            onClick={() => send({ type: 'step.changeRequested', step })}
            className="cursor-pointer rounded-brand font-semibold text-brand underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <span aria-hidden="true">{t('confirm.change')}</span>
            <span className="sr-only">{t('confirm.changeStep', { step: title })}</span>
          </button>
        ) : null}
      </div>
      <div className="mt-3">{children}</div>
    </div>
  );
}

/** The plan, add-ons and totals as the cart shows them (its sum, computed from the selection). */
function PlanSummary() {
  const plan = useOrderSelector((snapshot) => snapshot.context.plan);
  const selection = useOrderSelector((snapshot) => snapshot.context.form.selectedCartAddons);
  const voucher = useOrderSelector((snapshot) => snapshot.context.form.voucher);
  const language = useOrderSelector((snapshot) => snapshot.context.language);
  if (!plan) return null;
  return <CartContents view={cartView(plan, selection, null, 'idle', voucher, language)} />;
}

function Entries({ entries }: { entries: Array<[string, string]> }) {
  const shown = entries.filter(([, value]) => value.trim() !== '');
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-700">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ActivationSummary() {
  const { t } = useTranslation();
  const oldConnection = useOrderSelector((snapshot) => snapshot.context.form.connection.oldConnection);
  return <Entries entries={[[t('steps.activation'), oldConnection === null ? '' : t(oldConnection ? 'connection.old' : 'connection.new')]]} />;
}

function CustomerSummary() {
  const { t } = useTranslation();
  const customer = useOrderSelector((snapshot) => snapshot.context.form.customer);
  const address = customer.connectionAddress;
  return (
    <Entries
      entries={[
        [t('customer.companyName'), customer.customerType === 'company' ? customer.companyName : ''],
        [t('customer.firstName'), customer.firstName],
        [t('customer.lastName'), customer.lastName],
        [t('customer.email'), customer.email],
        [t('customer.phone'), customer.phoneNumber ? `${customer.countryCode} ${customer.phoneNumber}` : ''],
        [t('customer.address.title'), [`${address.street} ${address.houseNumber}`.trim(), `${address.postalCode} ${address.region}`.trim()].filter(Boolean).join(', ')],
        [t('payment.title'), t(customer.paymentType === 'bank' ? 'payment.bank' : 'payment.invoice')],
        [t('payment.iban'), customer.paymentType === 'bank' ? maskedIban(customer.accountNumber) : ''],
      ]}
    />
  );
}

/** The password is never shown back; a partner order's reference number is. */
function AccountSummary() {
  const { t } = useTranslation();
  const isPartnerOrder = useOrderSelector((snapshot) => snapshot.context.partner.isPartnerPortal);
  const referenceNumber = useOrderSelector((snapshot) => snapshot.context.form.referenceNumber ?? '');
  return <Entries entries={isPartnerOrder ? [[t('account.referenceNumber'), referenceNumber]] : [[t('account.password'), '••••••••']]} />;
}

function maskedIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '');
  return compact.length > 4 ? `•••• ${compact.slice(-4)}` : compact;
}
