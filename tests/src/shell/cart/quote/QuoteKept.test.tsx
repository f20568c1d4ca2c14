import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoPlans, openCart, preloadCartChunks, renderShell, stubPdfSaving } from '../../support.tsx';

beforeAll(preloadCartChunks, 120_000);

// the quote form is a lazy chunk: its first import waits on the transform, seconds on a busy 2-core machine
const slow = { timeout: 30_000 };

async function closeCart(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  stubPdfSaving();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the quote request outlives the cart dialog (spec sections 2, 4)', () => {
  it('keeps the revealed form and what was typed when the cart is closed and opened again', async () => {
    const user = userEvent.setup();
    const { runtime } = renderShell('/plans/VOIPBIZ/product/', demoPlans);
    let dialog = await openCart();
    await user.click(await within(dialog).findByRole('button', { name: 'Angebot anfordern' }, slow));
    await user.type(await within(dialog).findByLabelText(/^Firmenname/, {}, slow), 'Nordwind Logistik GmbH');
    await user.type(within(dialog).getByLabelText(/^Vorname/), 'Jana');
    await closeCart(dialog);

    dialog = await openCart();
    expect(await within(dialog).findByLabelText(/^Firmenname/, {}, slow)).toHaveValue('Nordwind Logistik GmbH');
    expect(within(dialog).getByLabelText(/^Vorname/)).toHaveValue('Jana');
    expect(runtime.actor.getSnapshot().context.form.quoteForm).toMatchObject({ companyName: 'Nordwind Logistik GmbH', firstName: 'Jana' });
  }, 90_000);

  it('keeps the link to the PDF after the cart was closed', async () => {
    const user = userEvent.setup();
    renderShell('/plans/VOIPBIZ/product/', demoPlans);
    let dialog = await openCart();
    const button = await within(dialog).findByRole('button', { name: 'Angebot anfordern' }, slow);
    await user.click(button);
    await user.type(await within(dialog).findByLabelText(/^Firmenname/, {}, slow), 'Nordwind Logistik GmbH');
    await user.type(within(dialog).getByLabelText(/^Vorname/), 'Jana');
    await user.type(within(dialog).getByLabelText(/^Nachname/), 'Weiß');
    await user.type(within(dialog).getByLabelText(/^E-Mail-Adresse/), 'jana@example.com');
    await user.type(within(dialog).getByLabelText(/^Telefonnummer/), '030 1234567');
    await user.click(within(dialog).getByRole('checkbox', { name: /Verarbeitung meiner Daten/ }));
    await waitFor(() => expect(button).toBeEnabled(), slow);
    await user.click(button);
    await within(dialog).findByRole('link', { name: /Angebot erneut öffnen/ }, slow);
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1);
    await closeCart(dialog);

    dialog = await openCart();
    const again = await within(dialog).findByRole('link', { name: /Angebot erneut öffnen \(Angebot-Nordwind Logistik GmbH\.pdf\)/ }, slow);
    expect(again).toHaveAttribute('download', 'Angebot-Nordwind Logistik GmbH.pdf');
    // reopening the cart does not save the PDF a second time
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1);
  }, 90_000);
});
