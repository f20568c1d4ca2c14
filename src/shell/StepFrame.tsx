import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import { applicableSteps, type StepName } from '../../machines/steps.ts';
import { Alert, Button, StepIndicator } from '../ui/index.ts';
import { useOrderSelector, useOrderSend } from './OrderFormContext.tsx';
import { saveFailureMessage, type SaveFailureMessage } from './saveFailureMessage.ts';
import { StepScreen } from './steps/StepScreen.tsx';

const currentStepOf = (snapshot: OrderSnapshot): StepName | null =>
  snapshot.context.route.name === 'step' ? snapshot.context.route.step : null;

/** What a failed `PUT order` tells the visitor (./saveFailureMessage.ts). */
const saveErrorKeyOf = (snapshot: OrderSnapshot): SaveFailureMessage | null => {
  const { apiError } = snapshot.context;
  if (apiError === null) return null;
  const sessionEnded = snapshot.matches({ ready: { session: 'ended' } }) || snapshot.matches({ ready: { session: 'renewing' } });
  return saveFailureMessage(apiError, sessionEnded, snapshot.matches({ ready: { connection: 'offline' } }));
};

const stepsOf = (snapshot: OrderSnapshot): StepName[] => (snapshot.context.plan ? applicableSteps(snapshot.context.plan) : []);

/**
 * The wizard's frame (spec section 2): the step indicator, the step's heading and screen, back and next.
 * `part="step-frame"` for host styling; data-step names the step.
 */
export function StepFrame() {
  const { t } = useTranslation();
  const send = useOrderSend();
  const step = useOrderSelector(currentStepOf);
  const steps = useOrderSelector(stepsOf, sameList);
  const highest = useOrderSelector((snapshot) => snapshot.context.flow.highestStep);
  const saving = useOrderSelector((snapshot) => snapshot.hasTag('pending'));
  const canGoBack = useOrderSelector((snapshot) => snapshot.can({ type: 'step.back' }));
  const saveError = useOrderSelector(saveErrorKeyOf);
  if (!step) return null;
  const position = steps.indexOf(step) + 1;
  return (
    <div part="step-frame" data-step={step} className="mx-auto max-w-5xl p-4 sm:p-6">
      <StepIndicator
        label={t('steps.label')}
        steps={steps.map((name) => ({ id: name, label: t(`steps.${name}`) }))}
        currentId={step}
        {...(highest ? { highestReachedId: highest } : {})}
        onSelect={(id) => send({ type: 'step.selected', step: id as StepName })}
      />
      <p className="mt-6 text-sm text-slate-700">{t('steps.progress', { current: position, total: steps.length })}</p>
      <h1 className="mt-1 text-2xl font-semibold sm:text-3xl">{t(`steps.${step}`)}</h1>
      {saveError ? (
        <Alert type="error" className="mt-4">
          <p>{t(saveError)}</p>
          {/* the step kept everything: the same save again (a refused content reset it: nothing to send again) */}
          {saveError === 'save.refused' ? null : (
            <Button size="sm" className="mt-3" pending={saving} pendingLabel={t('common.loading')} onClick={() => send({ type: 'step.next' })}>
              {t('save.retry')}
            </Button>
          )}
        </Alert>
      ) : null}
      <div className="mt-6 space-y-6">
        <StepScreen step={step} next={steps[steps.indexOf(step) + 1]} />
      </div>
      <div part="step-actions" className="mt-8 flex items-center justify-between gap-4 border-t border-slate-200 pt-6">
        {canGoBack ? (
          <Button variant="text" onClick={() => send({ type: 'step.back' })}>
            {t('common.back')}
          </Button>
        ) : (
          <span />
        )}
        {/* the confirm step ends with its own submit button */}
        {step === 'confirm' ? null : (
          <Button pending={saving} pendingLabel={t('common.loading')} onClick={() => send({ type: 'step.next' })}>
            {t('common.next')}
          </Button>
        )}
      </div>
    </div>
  );
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
