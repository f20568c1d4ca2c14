import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import { Alert, Button } from '../ui/index.ts';
import { LoadingPlaceholder } from './LoadingPlaceholder.tsx';
import { useOrderSelector, useOrderSend } from './OrderFormContext.tsx';
import { StepFrame } from './StepFrame.tsx';

/** The address check is a chunk of its own (spec sections 2 and 8: a plan load 412 opens it). */
const AddressCheckModal = lazy(() => import('./address/AddressCheckModal.tsx'));

export type FlowPhase = 'loading' | 'failed' | 'awaitingAddressCheck' | 'flow';

export const flowPhaseOf = (snapshot: OrderSnapshot): FlowPhase => {
  for (const phase of ['failed', 'awaitingAddressCheck', 'flow'] as const) {
    if (snapshot.matches({ ready: { page: { plan: phase } } })) return phase;
  }
  return 'loading';
};

/** A plan route: the plan loading, its load failure, the address check it needs first, or the steps. */
export function PlanFlow() {
  const phase = useOrderSelector(flowPhaseOf);
  switch (phase) {
    case 'loading':
      return <LoadingPlaceholder />;
    case 'failed':
      return <PlanLoadFailed />;
    case 'awaitingAddressCheck':
      return (
        <>
          <LoadingPlaceholder />
          <Suspense fallback={null}>
            <AddressCheckModal />
          </Suspense>
        </>
      );
    case 'flow':
      return <StepFrame />;
    default:
      return phase satisfies never;
  }
}

/** Spec section 8: another plan load error is stored as an api-call error; the visitor may load it again. */
function PlanLoadFailed() {
  const { t } = useTranslation();
  const send = useOrderSend();
  const network = useOrderSelector((snapshot) => snapshot.context.apiError?.code === 'ERR_NETWORK');
  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-6" data-page="planLoadFailed">
      <Alert type="error">{t(network ? 'error.network' : 'error.generic')}</Alert>
      <Button className="mt-4" onClick={() => send({ type: 'plan.retried' })}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
