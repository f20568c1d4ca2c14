import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import type { StepName } from '../../machines/routes.ts';
import { applicableSteps } from '../../machines/steps.ts';
import { Alert, Button, Modal, RadioGroup, StepIndicator } from '../ui/index.ts';
import { useOrderSelector, useOrderSend } from './OrderFormContext.tsx';
import { LoadingPlaceholder } from './Shell.tsx';

type FlowPhase = 'loading' | 'failed' | 'awaitingAddressCheck' | 'flow';

const phaseOf = (snapshot: OrderSnapshot): FlowPhase => {
  for (const phase of ['failed', 'awaitingAddressCheck', 'flow'] as const) {
    if (snapshot.matches({ ready: { page: { plan: phase } } })) return phase;
  }
  return 'loading';
};

/** A plan route: the plan loading, its load failure, the address check it needs first, or the steps. */
export function PlanFlow() {
  const phase = useOrderSelector(phaseOf);
  switch (phase) {
    case 'loading':
      return <LoadingPlaceholder />;
    case 'failed':
      return <PlanLoadFailed />;
    case 'awaitingAddressCheck':
      return <AddressCheckModal />;
    case 'flow':
      return <StepFrame />;
    default:
      return phase satisfies never;
  }
}

function PlanLoadFailed() {
  const { t } = useTranslation();
  const send = useOrderSend();
  return (
    <main className="mx-auto max-w-3xl p-6">
      <Alert type="error">{t('error.generic')}</Alert>
      <Button className="mt-4" onClick={() => send({ type: 'plan.retried' })}>
        {t('common.retry')}
      </Button>
    </main>
  );
}

/** Spec section 2: not dismissable. Its content (autocomplete, manual form, result) comes with the address check. */
function AddressCheckModal() {
  const { t } = useTranslation();
  const open = useOrderSelector((snapshot) => snapshot.matches({ ready: { modal: 'addressCheck' } }));
  return (
    <Modal open={open} title={t('addressCheck.title', { defaultValue: 'Verfügbarkeit prüfen' })}>
      <p>{t('placeholder.addressCheck')}</p>
    </Modal>
  );
}

function StepFrame() {
  const { t } = useTranslation();
  const send = useOrderSend();
  const step = useOrderSelector((snapshot) => (snapshot.context.route.name === 'step' ? snapshot.context.route.step : null));
  const steps = useOrderSelector((snapshot) => (snapshot.context.plan ? applicableSteps(snapshot.context.plan) : []), sameList);
  const highest = useOrderSelector((snapshot) => snapshot.context.flow.highestStep);
  const saving = useOrderSelector((snapshot) => snapshot.hasTag('pending'));
  const canGoBack = useOrderSelector((snapshot) => snapshot.can({ type: 'step.back' }));
  const apiError = useOrderSelector((snapshot) => snapshot.context.apiError);
  if (!step) return <LoadingPlaceholder />;
  return (
    <main className="mx-auto max-w-5xl p-6" part="step-frame">
      <StepIndicator
        label={t('steps.label', { defaultValue: 'Bestellschritte' })}
        steps={steps.map((name) => ({ id: name, label: t(`steps.${name}`) }))}
        currentId={step}
        {...(highest ? { highestReachedId: highest } : {})}
        onSelect={(id) => send({ type: 'step.selected', step: id as StepName })}
      />
      <h1 className="mt-6 text-2xl font-semibold">{t(`steps.${step}`)}</h1>
      {apiError && (
        <Alert type="error" className="mt-4">
          {t('error.orderSave')}
        </Alert>
      )}
      <div className="mt-4">{step === 'product' ? <ConnectionQuestion /> : <p>{t(`placeholder.step`)}</p>}</div>
      <div className="mt-8 flex justify-between">
        {canGoBack ? (
          <Button variant="text" onClick={() => send({ type: 'step.back' })}>
            {t('common.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button pending={saving} onClick={() => send({ type: 'step.next' })}>
          {t('common.next')}
        </Button>
      </div>
    </main>
  );
}

/** The product step's first question (spec section 2): is there an old or a new connection. */
function ConnectionQuestion() {
  const { t } = useTranslation();
  const send = useOrderSend();
  const oldConnection = useOrderSelector((snapshot) => snapshot.context.form.connection.oldConnection);
  return (
    <RadioGroup
      legend={t('connection.question')}
      name="oldConnection"
      value={oldConnection === null ? '' : oldConnection ? 'old' : 'new'}
      onChange={(value) => send({ type: 'field.changed', section: 'connection', path: 'oldConnection', value: value === 'old' })}
      options={[
        { value: 'new', label: t('connection.new') },
        { value: 'old', label: t('connection.old') },
      ]}
    />
  );
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
