import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anonymous, httpError } from '../../machines/support.ts';
import { axeViolations } from '../ui/axe.ts';
import { never, renderShell } from './support.tsx';

describe('the shell and its page switch (spec section 2)', () => {
  it('shows the loading placeholder while the form boots', async () => {
    renderShell('/', { authenticate: never });
    expect(await screen.findByRole('status')).toHaveTextContent('Bestellformular wird geladen …');
  });

  it('shows the bundled boot error when the translations fail, and boots again on retry', async () => {
    const user = userEvent.setup();
    let failures = 1;
    const { calls } = renderShell('/', {
      loadTranslations: async () => {
        if (failures-- > 0) throw httpError(503, 'loadTranslations');
        const { translationsFor } = await import('../../../demo/api/fixtures/translations/index.ts');
        return translationsFor('order4');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Bestellformular konnte nicht geladen werden');
    await user.click(screen.getByRole('button', { name: 'Erneut laden' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsere Tarife' })).toBeInTheDocument();
    expect(calls.loadTranslations).toBe(2);
  });

  it('shows error.token.invalid inside the element when access is refused, even before the texts loaded', async () => {
    renderShell('/plans/VOIPPRIV/', {
      authenticate: async () => ({ ...anonymous, isAuthenticated: true, parentCustomerId: '4711001', isCustomerPortal: false }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ihre Sitzung ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.');
  });

  it.each([
    ['/unsupported', 'Ihr Browser wird nicht unterstützt'],
    ['/nect', 'Identität bestätigen'],
    ['/plans/VOIPPRIV/thanks/', 'Vielen Dank für Ihre Bestellung!'],
    ['/plans/VOIPPRIV/link-created/', 'Ihr Link wurde gespeichert'],
    ['/somewhere/else', 'Seite nicht gefunden'],
  ])('shows the page of %s', async (url, title) => {
    renderShell(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('leaves the focus alone on the first page shown', async () => {
    renderShell('/');
    await screen.findByRole('heading', { level: 1, name: 'Unsere Tarife' });
    expect(document.activeElement).toBe(document.body);
  });

  it('links the not-found page to the plan list', async () => {
    const user = userEvent.setup();
    renderShell('/somewhere/else');
    const home = await screen.findByRole('link', { name: 'Zur Tarifübersicht' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsere Tarife' })).toBeInTheDocument();
  });

  it('shows the thank-you page; opened without an order just sent it names no order number', async () => {
    renderShell('/plans/VOIPPRIV/thanks/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('Sie erhalten in Kürze eine Bestätigung per E-Mail.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Tarifübersicht' })).toBeInTheDocument();
  });

  it('names the steps whose changes an order that had arrived before them does not hold (issue 48)', async () => {
    const { actor } = renderShell('/plans/VOIPPRIV/confirm/?skip_to=customer');
    await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    const purchase = { transactionId: 'T-7', value: 0, currency: 'EUR' as const, items: [] };
    act(() => actor.send({ type: 'order.submitted', transactionId: 'T-7', verification: null, thankYouTarget: 'thanks', purchase, changedSteps: ['customer', 'confirm'] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' }, { timeout: 30_000 })).toBeInTheDocument();
    const notice = screen.getByText(/Ihre Bestellung war schon bei uns eingegangen/).closest('[role]') as HTMLElement;
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Kundendaten', 'Bestätigung']);
    expect(notice).toHaveTextContent('Möchten Sie etwas an Ihrer Bestellung ändern, wenden Sie sich bitte mit Ihrer Auftragsnummer an uns.');
  });

  it('shows the loading placeholder while a chosen plan loads', async () => {
    const user = userEvent.setup();
    renderShell('/', { loadPlan: never });
    await screen.findByRole('heading', { level: 1, name: 'Unsere Tarife' });
    await user.click(within(screen.getByRole('article', { name: 'Festnetz Home' })).getByRole('link', { name: 'Jetzt bestellen' }));
    expect(await screen.findByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows a failed plan load with a retry that loads the plan again', async () => {
    const user = userEvent.setup();
    let failures = 1;
    const { calls } = renderShell('/plans/VOIPPRIV/product/', {
      loadPlan: async () => {
        if (failures-- > 0) throw httpError(500);
        const { voipPlan } = await import('../../machines/support.ts');
        return voipPlan;
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkt' })).toBeInTheDocument();
    expect(calls.loadPlan).toHaveLength(2);
  });
});

describe('the step frame (spec section 2)', () => {
  it('shows the step indicator, the position, the product step with its connection question and Next, no Back on the first step', async () => {
    const { container } = renderShell('/plans/TALPRIV100/product/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkt' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Bestellschritte' });
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1Produkt', '2Anschluss', '3Kundendaten', '4Kundenkonto', '5Bestätigung']);
    expect(screen.getByText('Schritt 1 von 5')).toBeInTheDocument();
    // the step's screen is a lazy chunk: it comes after the frame's heading
    expect(await screen.findByRole('group', { name: 'Haben Sie an dieser Adresse bereits einen Anschluss?' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zurück' })).toBeNull();
    expect(container.querySelector('[part="step-frame"]')).toHaveAttribute('data-step', 'product');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('goes on to the next step once the connection question is answered, and back again', async () => {
    const user = userEvent.setup();
    const { calls } = renderShell('/plans/TALPRIV100/product/');
    await screen.findByRole('heading', { level: 1, name: 'Produkt' });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Produkt' })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Nein, neuer Anschluss' }, { timeout: 30_000 }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anschluss' })).toBeInTheDocument();
    expect(calls.saveSection.map((call) => call.step)).toEqual(['product']);
    expect(await screen.findByRole('combobox', { name: 'Gebäudeart' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkt' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nein, neuer Anschluss' })).toBeChecked();
  });

  it('goes back to a reached step from the step indicator', async () => {
    const user = userEvent.setup();
    renderShell('/plans/TALPRIV100/product/');
    await screen.findByRole('heading', { level: 1, name: 'Produkt' });
    await user.click(screen.getByRole('radio', { name: 'Nein, neuer Anschluss' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await screen.findByRole('heading', { level: 1, name: 'Anschluss' });
    await user.click(within(screen.getByRole('navigation', { name: 'Bestellschritte' })).getByRole('button', { name: /Produkt/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkt' })).toBeInTheDocument();
  });

  it('a step whose save failed with a 5xx says it can be sent again, and keeps the choice: "next" again goes on', async () => {
    const user = userEvent.setup();
    let failures = 1;
    renderShell('/plans/TALPRIV100/product/', {
      saveSection: async () => {
        if (failures-- > 0) throw httpError(503, 'saveOrder');
        return {};
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Produkt' });
    await user.click(screen.getByRole('radio', { name: 'Nein, neuer Anschluss' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Beim Speichern ist auf unserer Seite ein Fehler aufgetreten. Ihre Angaben sind noch da: Bitte versuchen Sie es erneut.'));
    expect(screen.queryByText(/Bitte stellen Sie Ihren Tarif erneut zusammen/)).toBeNull();
    expect(screen.getByRole('radio', { name: 'Nein, neuer Anschluss' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anschluss' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('a step whose save got no answer while the browser is offline says there is no connection, and that it goes when the connection is back', async () => {
    const user = userEvent.setup();
    const { actor } = renderShell('/plans/TALPRIV100/product/', {
      saveSection: async () => Promise.reject(Object.assign(new Error('saveOrder failed: network error'), { call: 'saveOrder', code: 'ERR_NETWORK' })),
    });
    await screen.findByRole('heading', { level: 1, name: 'Produkt' });
    await user.click(screen.getByRole('radio', { name: 'Nein, neuer Anschluss' }));
    act(() => actor.send({ type: 'connection.lost' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Dieser Schritt konnte nicht gesendet werden: Es besteht keine Verbindung\./));
  });

  it('a step whose save was refused for its content (422) says why the plan is to be configured again, on the reset first step', async () => {
    const user = userEvent.setup();
    renderShell('/plans/TALPRIV100/product/', { saveSection: async () => Promise.reject(httpError(422, 'saveOrder')) });
    await screen.findByRole('heading', { level: 1, name: 'Produkt' });
    await user.click(screen.getByRole('radio', { name: 'Nein, neuer Anschluss' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Der Server hat Ihre Auswahl nicht angenommen\. Deshalb wurde die Konfiguration zurückgesetzt/));
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Nein, neuer Anschluss' })).not.toBeChecked();
  });

  it('frames a later step with its screen (customer, reached with skip_to)', async () => {
    renderShell('/plans/VOIPPRIV/?skip_to=customer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kundendaten' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Ihre Daten' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
  });
});
