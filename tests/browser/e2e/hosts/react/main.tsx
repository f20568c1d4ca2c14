import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { OrderForm } from 'order-form/react';

/**
 * A partner's back office in React 19, with the packed package installed (tests/browser/e2e/packageHosts.ts builds it with
 * Vite): the element through order-form/react, its events as typed callbacks, shown by the host's own React.
 */
function BackOffice() {
  const [step, setStep] = useState('');
  const [orders, setOrders] = useState<string[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <main>
      <h1>Partnerportal</h1>
      <p>
        Schritt: <output aria-label="Schritt">{step}</output>
      </p>
      <p>
        Bestellungen: <output aria-label="Bestellungen">{orders.join(', ')}</output>
      </p>
      <output aria-label="Reporter">{errors.join(', ')}</output>
      <OrderForm
        lang="de"
        basePath="/react/"
        storageKey="react-host"
        onStep={(event) => setStep(event.detail.step)}
        onSubmitted={(event) => setOrders((placed) => [...placed, `${event.detail.transactionId} (${event.detail.currency})`])}
        reporter={{ captureException: (error) => setErrors((seen) => [...seen, String(error)]) }}
      />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BackOffice />
  </StrictMode>,
);
