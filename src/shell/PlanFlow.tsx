import '../styles/fullStyles.ts';
import { AddressCheckHost } from './address/AddressCheckHost.tsx';
import { flowPhaseOf } from './flowPhase.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { LoadingPlaceholder } from './LoadingPlaceholder.tsx';
import { useOrderSelector, useOrderSend } from './OrderFormContext.tsx';
import { StepFrame } from './StepFrame.tsx';
import { quoteSection } from './cart/formChunks.ts';
import { isDirectQuote } from './cart/quote/quoteMode.ts';

/** The quote button of partner-portal and international plans (spec sections 4, 6): a lazy chunk. */
const QuoteSection = quoteSection.Component;

/**
 * A plan route: the plan loading, its load failure, the address check it needs first, or the steps. A lazy chunk
 * (with the step frame), warmed while the visitor looks at the plan list. The address-check modal (a chunk of its
 * own) opens over any of them: on a plan load 412, or from the steps.
 */
export default function PlanFlow() {
  return (
    <>
      <PlanPhase />
      <AddressCheckHost />
    </>
  );
}

function PlanPhase() {
  const phase = useOrderSelector(flowPhaseOf);
  switch (phase) {
    case 'loading':
      return <LoadingPlaceholder />;
    case 'failed':
      return <PlanLoadFailed />;
    case 'awaitingAddressCheck':
      return <LoadingPlaceholder />;
    case 'flow':
      return (
        <>
          <StepFrame />
          <DirectQuote />
        </>
      );
    default:
      return phase satisfies never;
  }
}

/** Partner agents and international plans get their quote PDF without the contact form. */
function DirectQuote() {
  const direct = useOrderSelector(isDirectQuote);
  if (!direct) return null;
  return (
    <div className="mx-auto max-w-3xl px-4 pb-6 sm:px-6">
      <QuoteSection direct />
    </div>
  );
}

/** Spec section 8: another plan load error is stored as an api-call error; the visitor may load it again. */
function PlanLoadFailed() {
  const send = useOrderSend();
  const network = useOrderSelector((snapshot) => snapshot.context.apiError?.code === 'ERR_NETWORK');
  return <LoadFailed page="planLoadFailed" messageKey={network ? 'error.network' : 'error.generic'} onRetry={() => send({ type: 'plan.retried' })} />;
}
