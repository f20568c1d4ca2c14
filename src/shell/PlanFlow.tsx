import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import { Alert, Button, Modal } from '../ui/index.ts';
import { LoadingPlaceholder } from './LoadingPlaceholder.tsx';
import { useOrderSelector, useOrderSend } from './OrderFormContext.tsx';
import { StepFrame } from './StepFrame.tsx';

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
          <AddressCheckModal />
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

/**
 * Spec sections 2 and 8: plan load 412 opens the address-availability modal, not dismissable. Its content
 * (autocomplete, manual form, result) comes with the address check; this is its frame.
 */
function AddressCheckModal() {
  const { t } = useTranslation();
  const open = useOrderSelector((snapshot) => snapshot.matches({ ready: { modal: 'addressCheck' } }));
  return (
    <Modal open={open} title={t('placeholder.addressCheck.title')} size="lg">
      <p data-placeholder="addressCheck" className="rounded-brand border border-dashed border-slate-300 p-4 text-slate-700">
        {t('placeholder.addressCheck.text')}
      </p>
    </Modal>
  );
}
