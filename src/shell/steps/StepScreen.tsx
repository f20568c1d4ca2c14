import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callModules } from '../../api/client.ts';
import type { StepName } from '../../../machines/steps.ts';
import { Alert, Button } from '../../ui/index.ts';
import { ChunkLoadBoundary } from '../ChunkLoadBoundary.tsx';
import { useStepScreens } from './stepScreens.ts';

/**
 * The current step's screen, a lazy chunk: a skeleton while it loads (rarely seen: the chunk is usually warmed),
 * a retry when it could not be loaded. The next step's chunk is fetched once this one shows. Memoized: the frame
 * around it re-renders when "next" starts saving (its button shows it), and the whole step rendered again there
 * would hold back the `PUT order` that is about to leave.
 */
export const StepScreen = memo(function StepScreen({ step, next }: { step: StepName; next: StepName | undefined }) {
  const [attempt, setAttempt] = useState(0);
  const { stepScreen, forgetStepScreen, preloadStep } = useStepScreens();
  const Screen = stepScreen(step);
  useEffect(() => {
    if (next) preloadStep(next);
    // "next" saves the step with PUT order: its call is there before the visitor presses it
    callModules.order().catch(() => undefined);
  }, [next, preloadStep]);
  return (
    <ChunkLoadBoundary
      key={`${step}:${attempt}`}
      failed={(retry) => <StepLoadFailed onRetry={retry} />}
      onRetry={() => {
        forgetStepScreen(step);
        setAttempt((count) => count + 1);
      }}
    >
      <Screen fallback={<StepSkeleton />} />
    </ChunkLoadBoundary>
  );
});

/** Stands where the step's fields will be, so the page does not jump when they arrive. */
export function StepSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" data-placeholder="step-loading" className="flex flex-col gap-4">
      <span className="sr-only">{t('common.loading')}</span>
      {[0, 1, 2].map((index) => (
        <div key={index} aria-hidden="true" className="flex flex-col gap-2">
          <div className="h-4 w-1/4 animate-pulse rounded-brand bg-slate-200 motion-reduce:animate-none" />
          <div className="h-11 animate-pulse rounded-brand border border-slate-200 bg-slate-50 motion-reduce:animate-none" />
        </div>
      ))}
    </div>
  );
}

/** A step's chunk that failed to load (offline, or a new release replaced it): say so and offer a retry. */
export function StepLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-placeholder="step-load-failed" className="flex flex-col items-start gap-4">
      <Alert type="error">{t('error.stepLoad')}</Alert>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}
