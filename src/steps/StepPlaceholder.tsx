import { useTranslation } from 'react-i18next';
import type { StepName } from '../../machines/steps.ts';

/** A step whose screen is not built yet, named as a placeholder on screen so nobody takes it for a finished step. */
export function StepPlaceholder({ step }: { step: StepName }) {
  const { t } = useTranslation();
  return (
    <p data-placeholder="step" className="rounded-brand border border-dashed border-slate-300 bg-slate-50 p-6 text-slate-700">
      {t('placeholder.step', { step: t(`steps.${step}`) })}
    </p>
  );
}
