import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyCustomer } from '../../../../demo/api/fixtures/customers.ts';
import { emptyOrderForm } from '../../../../machines/order/form.ts';
import { emptyPartnerState } from '../../../../machines/order/context.ts';
import type { ApiClient, SubmitOrderBody, SubmitOrderResponse } from '../../../../src/api/index.ts';
import { emptyCustomerForm } from '../../../../src/domain/index.ts';
import { demoPlans, renderShell, testApiClient } from '../../shell/support.tsx';

const slow = { timeout: 30_000 };

/** A company customer of VOIPPRIV who has reached confirm and ticked every acceptance. */
const restored = {
  form: {
    ...emptyOrderForm(),
    customer: {
      ...emptyCustomerForm(),
      ...companyCustomer,
      accountBIC: 'COBADEFFXXX',
      password: 'geheim-2026',
      repeatPassword: 'geheim-2026',
      accountAccept1: true,
      accountAccept2: true,
      accountAccept3: true,
      accountAccept4: true,
      acceptTerms: true,
    },
  },
  flow: { highestStep: 'confirm' as const, cameFromPlanList: true, skippedSteps: ['product' as const] },
  planCode: 'VOIPPRIV',
  partner: emptyPartnerState(),
};

/** The demo API in process, but `POST orders` never answers until the test says so. */
function hangingOrders() {
  const sent: Array<{ body: SubmitOrderBody; idempotencyKey: string; signal?: AbortSignal | undefined }> = [];
  const answers: Array<(answer: SubmitOrderResponse) => void> = [];
  const api = testApiClient();
  const client = new Proxy(api, {
    get(target, key: keyof ApiClient) {
      if (key !== 'submitOrder') return target[key];
      return (body: SubmitOrderBody, options: { idempotencyKey: string; signal?: AbortSignal }) => {
        sent.push({ body, ...options });
        return new Promise<SubmitOrderResponse>((resolve) => answers.push(resolve));
      };
    },
  });
  return { client, sent, answers };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the confirm step while the order is not answered (issue 41)', () => {
  it('says the order is still being sent after 10 s, offers to send it again after 60 s, and a late answer ends on thanks', { timeout: 90_000 }, async () => {
    const orders = hangingOrders();
    renderShell('/plans/VOIPPRIV/confirm/', demoPlans, { restored, client: orders.client });
    const submit = await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' }, slow);
    const message = document.querySelector('[data-part="submit-wait"]')!;
    expect(message.getAttribute('aria-live')).toBe('polite');

    // only the machine's timers are faked, after the step is on screen: React and the lazy chunks run as usual
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(submit);
    expect(submit.dataset.state).toBe('pending');
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(message.textContent).toBe('');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(message.textContent).toBe('Ihre Bestellung wird noch gesendet. Bitte schließen Sie diese Seite nicht.');
    expect(screen.queryByRole('button', { name: 'Erneut senden' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(message.textContent).toMatch(/^Wir haben noch keine Antwort erhalten\. Sie können die Bestellung erneut senden/);
    const retry = screen.getByRole('button', { name: 'Erneut senden' });
    expect(retry.dataset.state).toBe('idle');
    fireEvent.click(retry);
    expect(orders.sent).toHaveLength(2);
    expect(orders.sent[1]!.idempotencyKey).toBe(orders.sent[0]!.idempotencyKey);
    expect(orders.sent[1]!.body).toEqual(orders.sent[0]!.body);
    expect(orders.sent[0]!.signal?.aborted).toBe(false);
    expect(screen.getByRole('button', { name: /Zahlungspflichtig bestellen|Erneut senden/ }).dataset.state).toBe('pending');

    vi.useRealTimers();
    // the first request's late answer
    await act(async () => orders.answers[0]!({ transactionId: 'T-late', verificationType: null, url: null }));
    expect(await screen.findByText(/T-late/, {}, slow)).toBeTruthy();
    await waitFor(() => expect(orders.sent[1]!.signal?.aborted).toBe(true));
  });
});
