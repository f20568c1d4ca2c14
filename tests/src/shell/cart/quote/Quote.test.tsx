import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../ui/axe.ts';
import { demoPlans, openCart, preloadCartChunks, renderShell, stubPdfSaving } from '../../support.tsx';

beforeAll(preloadCartChunks, 120_000);

// the quote form is a lazy chunk: its first import waits on the transform, seconds on a busy 2-core machine
const slow = { timeout: 30_000 };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  stubPdfSaving();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the quote form in the cart (spec sections 2, 4, 5, 8)', () => {
  it('is hidden at first; the first press reveals it and focuses its first field; it submits once valid and saves the PDF', async () => {
    const user = userEvent.setup();
    const { runtime } = renderShell('/plans/VOIPBIZ/product/', demoPlans);
    const dialog = await openCart();
    const button = await within(dialog).findByRole('button', { name: 'Angebot anfordern' }, slow);
    expect(within(dialog).queryByLabelText(/^Firmenname/)).toBeNull();
    await user.click(button);
    const company = await within(dialog).findByLabelText(/^Firmenname/, {}, slow);
    await waitFor(() => expect(company).toHaveFocus(), slow);
    expect(button).toBeDisabled();

    await user.type(within(dialog).getByLabelText(/^E-Mail-Adresse/), 'kein-mail');
    await user.tab();
    expect(await within(dialog).findByText('Ungültige E-Mail-Adresse', {}, slow)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^E-Mail-Adresse/));
    await user.type(within(dialog).getByLabelText(/^E-Mail-Adresse/), 'jana@example.com');
    await user.type(company, 'Nordwind Logistik GmbH');
    await user.type(within(dialog).getByLabelText(/^Vorname/), 'Jana');
    await user.type(within(dialog).getByLabelText(/^Nachname/), 'Weiß');
    await user.type(within(dialog).getByLabelText(/^Telefonnummer/), '030 1234567');
    await user.click(within(dialog).getByRole('checkbox', { name: /Verarbeitung meiner Daten/ }));
    await waitFor(() => expect(button).toBeEnabled(), slow);
    expect(await axeViolations(dialog)).toEqual([]);

    await user.click(button);
    const link = await within(dialog).findByRole('link', { name: /Angebot erneut öffnen \(Angebot-Nordwind Logistik GmbH\.pdf\)/ }, slow);
    expect(link).toHaveAttribute('href', 'blob:quote-pdf');
    expect(link).toHaveAttribute('download', 'Angebot-Nordwind Logistik GmbH.pdf');
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled();
    expect(runtime.actor.getSnapshot().matches({ ready: { quoteStatus: 'initial' } })).toBe(true);
  }, 90_000);

  it('is not offered for private plans; the plan link form is', async () => {
    renderShell('/plans/VOIPPRIV/product/', demoPlans);
    const dialog = await openCart();
    expect(await within(dialog).findByRole('button', { name: 'Link senden' }, slow)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Angebot anfordern' })).toBeNull();
  });
});
