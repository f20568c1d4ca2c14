import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStep } from '../support.tsx';

const wait = { timeout: 30_000 };
const iban = 'DE89 3704 0044 0532 0130 00';

describe('the bank details asked for again after a time without activity (DESIGN.md, "Data at rest")', { timeout: 60_000 }, () => {
  it('says so above the emptied bank fields, keeps the rest, and goes once a bank detail is typed again', async () => {
    const user = userEvent.setup();
    const { actor } = renderStep('/plans/VOIPPRIV/?skip_to=customer');
    await screen.findByRole('textbox', { name: /^IBAN/ }, wait);
    act(() => {
      for (const [path, value] of Object.entries({ firstName: 'Zoë', accountOwner: 'Zoë Łukasiewicz', accountNumber: iban, accountBIC: 'COBADEFFXXX' }))
        actor.send({ type: 'field.changed', section: 'customer', path, value });
    });
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => actor.send({ type: 'paymentData.expired' }));
    const message = await screen.findByRole('alert', {}, wait);
    expect(message).toHaveTextContent(
      'Zu Ihrer Sicherheit wurde Ihre Bankverbindung nach 30 Minuten ohne Eingabe gelöscht. Bitte geben Sie Kontoinhaber, IBAN und BIC erneut ein; alle anderen Angaben sind erhalten.',
    );
    expect(screen.getByRole('textbox', { name: /^IBAN/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Kontoinhaber/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Zoë');
    // the message stands right above the bank fields it asks for
    expect(message.compareDocumentPosition(screen.getByRole('textbox', { name: /^Kontoinhaber/ })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /^IBAN/ }), 'DE89');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), wait);
  });

  it('names the time the payment-data-ttl attribute sets, in the visitor language', async () => {
    const { actor } = renderStep('/plans/VOIPPRIV/?skip_to=customer', { attributes: { paymentDataTtl: '10' }, language: 'en' });
    await screen.findByRole('textbox', { name: /^IBAN/ }, wait);
    act(() => {
      actor.send({ type: 'field.changed', section: 'customer', path: 'accountNumber', value: iban });
      actor.send({ type: 'paymentData.expired' });
    });
    expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent('your bank details were removed after 10 minutes without activity');
  });
});
