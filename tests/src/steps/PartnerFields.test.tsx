import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { waitFor as waitForState } from 'xstate';
import { authTokens } from '../../../demo/api/fixtures/catalogue.ts';
import type { ApiClient } from '../../../src/api/index.ts';
import type { LiveValidationType } from '../../../src/domain/index.ts';
import { OrderFormProvider } from '../../../src/shell/OrderFormContext.tsx';
import { ReferenceNumberField } from '../../../src/steps/account/ReferenceNumberField.tsx';
import { startShell } from '../shell/support.tsx';
import { passing, renderStep } from './support.tsx';

const wait = { timeout: 30_000 };

/** The partner calls of the demo API: PARTNER01's next free number, REF-2026-0001 taken, 'BROKEN' failing. */
function partnerClient() {
  const asked: Array<{ call: string; partnerCode: string; number?: string; agentCode: string | null | undefined }> = [];
  const validations: Array<{ type: LiveValidationType; value: string }> = [];
  const client = {
    loadNextPartnerReference: async (partnerCode: string, { agentCode }: { agentCode?: string | null }) => {
      asked.push({ call: 'next', partnerCode, agentCode });
      return ['REF-2026-0002'];
    },
    checkPartnerReference: async (partnerCode: string, number: string, { agentCode }: { agentCode?: string | null }) => {
      asked.push({ call: 'check', partnerCode, number, agentCode });
      if (number === 'BROKEN') throw Object.assign(new Error('HTTP 500'), { status: 500 });
      return number !== 'REF-2026-0001';
    },
    validateOrderField: async (_: string, body: { type: LiveValidationType; value: string }) => (validations.push(body), passing),
    loadProviders: async () => [],
  } as unknown as ApiClient;
  return { client, asked, validations };
}

describe('the reference number of a partner order (spec sections 2, 6, 7, 8)', { timeout: 30_000 }, () => {
  it('fills in the next free number of the partner and agent; a taken one and a failed lookup show as invalid', async () => {
    const user = userEvent.setup();
    const { client, asked } = partnerClient();
    const { runtime, actor } = startShell('/plans/VOIPPRIV/#auth_token=demo-partner', { authenticate: async () => authTokens['demo-partner']! }, { client });
    await waitForState(actor, (s) => s.matches({ ready: { page: { plan: 'flow' } } }), wait);
    render(
      <OrderFormProvider runtime={runtime}>
        <ReferenceNumberField />
      </OrderFormProvider>,
    );
    const field = await screen.findByRole('textbox', { name: /Referenznummer/ }, wait);
    await waitFor(() => expect(field).toHaveValue('REF-2026-0002'), wait);
    expect(asked).toEqual([{ call: 'next', partnerCode: 'PARTNER01', agentCode: 'AG-007' }]);
    expect(actor.getSnapshot().context.form.referenceNumber).toBe('REF-2026-0002');

    await user.clear(field);
    await user.type(field, 'REF-2026-0001');
    expect(await screen.findByText('Diese Referenznummer ist bereits vergeben.', {}, wait)).toBeTruthy();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // one check, after the pause, not one per keystroke
    expect(asked.filter((call) => call.call === 'check')).toEqual([{ call: 'check', partnerCode: 'PARTNER01', number: 'REF-2026-0001', agentCode: 'AG-007' }]);
    expect(actor.getSnapshot().context.form.referenceNumber).toBeNull();

    await user.clear(field);
    await user.type(field, 'BROKEN');
    expect(await screen.findByText(/konnte nicht geprüft werden/, {}, wait)).toBeTruthy();
    expect(actor.getSnapshot().context.form.referenceNumber).toBeNull();

    await user.clear(field);
    await user.type(field, 'KD-4711');
    await waitFor(() => expect(actor.getSnapshot().context.form.referenceNumber).toBe('KD-4711'), wait);
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the verification method (spec sections 3, 5)', { timeout: 30_000 }, () => {
  it("is asked on a trusted partner's voice order, its comment for 'other' checked live as customer.verificationMethod.comment", async () => {
    const user = userEvent.setup();
    const { client, validations } = partnerClient();
    const { actor } = renderStep('/plans/VOIPPRIV/?skip_to=customer#auth_token=demo-partner', { client }, { authenticate: async () => authTokens['demo-partner']! });
    const group = await screen.findByRole('group', { name: /Wie wurde die Identität geprüft/ }, wait);
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['idCard', 'passport', 'other']);
    await user.click(within(group).getByRole('radio', { name: 'Sonstiges' }));
    const comment = await screen.findByRole('textbox', { name: /Bemerkung/ }, wait);
    await user.type(comment, 'Führerschein geprüft');
    await waitFor(() => expect(validations).toContainEqual({ type: 'customer.verificationMethod.comment', value: 'Führerschein geprüft' }), wait);
    expect(actor.getSnapshot().context.form.customer.verificationMethod).toEqual({ type: 'other', comment: 'Führerschein geprüft' });
  });

  it('"next" without it lists it in the error summary, linking to its question', async () => {
    const user = userEvent.setup();
    const { client } = partnerClient();
    renderStep('/plans/VOIPPRIV/?skip_to=customer#auth_token=demo-partner', { client }, { authenticate: async () => authTokens['demo-partner']! });
    await screen.findByRole('group', { name: /Wie wurde die Identität geprüft/ }, wait);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    const summary = await screen.findByRole('region', { name: 'Bitte prüfen Sie Ihre Angaben' }, wait);
    const link = within(summary).getByRole('link', { name: /Wie wurde die Identität geprüft/ });
    expect(link).toHaveAttribute('href', '#customer-verificationMethod-type');
  });

  it('is not asked of an untrusted partner', async () => {
    const { client } = partnerClient();
    renderStep('/plans/VOIPPRIV/?skip_to=customer#auth_token=demo-partner-untrusted', { client }, { authenticate: async () => authTokens['demo-partner-untrusted']! });
    await waitFor(() => expect(document.querySelector('[data-part="customer"]')).not.toBeNull(), wait);
    expect(document.querySelector('[data-part="verification-method"]')).toBeNull();
  });
});
