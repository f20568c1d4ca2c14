import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createDemoApp } from '../../../../demo/api/app.ts';
import { DemoState, type FaultRequest } from '../../../../demo/api/state.ts';
import { httpError } from '../../../machines/support.ts';
import { axeViolations } from '../../ui/axe.ts';
import { demoApiClient } from '../demoApi.ts';
import { renderShell } from '../support.tsx';

// The address-check chunk calls the demo API (texts, auto-address, availability, PUT order) with the test
// runtime's client; the root machine's own actors are the shell's fakes.

const slow = { timeout: 30_000 };

/** Opens the modal on a TAL plan's 412; `faults` are injected into the demo API the address check's chunk calls. */
async function openOn412(faults: FaultRequest[] = []) {
  const user = userEvent.setup();
  let checked = false;
  const state = new DemoState();
  for (const fault of faults) state.addFault(fault);
  const shell = renderShell(
    '/plans/TALPRIV100/product/',
    {
      loadPlan: async () => {
        if (!checked) throw httpError(412);
        const { planResponse, TALPRIV100 } = await import('../../../../demo/api/fixtures/plans.ts');
        return planResponse(TALPRIV100);
      },
    },
    { client: demoApiClient(createDemoApp({ state })) },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Verfügbarkeit prüfen' }, slow);
  const search = await within(dialog).findByRole('combobox', { name: 'Adresse suchen' }, slow);
  return { ...shell, user, dialog, search, markChecked: () => (checked = true) };
}

describe('the address-check modal (spec sections 2, 4, 8)', () => {
  it('opens on a plan load 412, is not dismissable, and is axe clean', async () => {
    const { user, dialog } = await openOn412();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Verfügbarkeit prüfen' })).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte geben Sie die Adresse ein, an der Sie den Anschluss wünschen.')).toBeInTheDocument();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('by keyboard alone: type, wait for the suggestions, Down/Up move, Escape closes the list only, Enter checks', async () => {
    const { user, dialog, search } = await openOn412();
    // The dialog puts the focus into the search: no pointer needed.
    await waitFor(() => expect(search).toHaveFocus(), slow);
    await user.keyboard('Friedrichstr');
    expect(await within(dialog).findByText('Bitte geben Sie auch die Hausnummer ein.', {}, slow)).toBeInTheDocument();
    await user.keyboard(' 123');
    const option = await within(dialog).findByRole('option', { name: 'Friedrichstraße 123, 10117 Berlin' }, slow);
    expect(search).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{ArrowUp}');
    // one suggestion: Up wraps onto the same one
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Verfügbarkeit prüfen' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await within(dialog).findByText('Gute Nachrichten: Ihr Anschluss ist verfügbar!', {}, slow)).toBeInTheDocument();
    const table = within(dialog).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Technologie', 'Download', 'Upload']);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['FTTH', 'VDSL2 Vectoring']);
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1.000 Mbit/s', '200 Mbit/s', '250 Mbit/s', '40 Mbit/s']);
  });

  it('no results offer manual entry; typing resets a shown result', async () => {
    const { user, dialog, search } = await openOn412();
    await user.click(search);
    await user.keyboard('Nirgendwoweg 99');
    expect(await within(dialog).findByText('Wir konnten diese Adresse nicht finden.', {}, slow)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Adresse manuell eingeben' }));
    expect(within(dialog).getByRole('button', { name: 'Verfügbarkeit prüfen' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Straße' }), 'Marienplatz');
    await user.type(within(dialog).getByRole('textbox', { name: 'Hausnummer' }), '8');
    await user.type(within(dialog).getByRole('textbox', { name: 'PLZ' }), '80331');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ort' }), 'München');
    await user.click(within(dialog).getByRole('button', { name: 'Verfügbarkeit prüfen' }));
    expect(await within(dialog).findByText('Gute Nachrichten: Ihr Anschluss ist verfügbar!', {}, slow)).toBeInTheDocument();
    expect(within(within(dialog).getByRole('table')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['16 Mbit/s', '2,4 Mbit/s']);
    await user.type(within(dialog).getByRole('textbox', { name: 'Hausnummer' }), 'a');
    await waitFor(() => expect(within(dialog).queryByText('Gute Nachrichten: Ihr Anschluss ist verfügbar!')).toBeNull(), slow);
  });

  it('a failed address search says the search is not reachable', async () => {
    const { user, dialog, search } = await openOn412([{ path: 'auto-address', status: 503 }]);
    await user.click(search);
    await user.keyboard('Friedrichstr 123');
    expect(await within(dialog).findByText('Die Adresssuche ist gerade nicht erreichbar.', {}, slow)).toBeInTheDocument();
  });

  it('a failed availability check (5xx) says the check failed, not the search; "try again" checks again', async () => {
    const { user, dialog, search } = await openOn412([{ path: 'provider-availabilities/*', status: 502 }]);
    await user.click(search);
    await user.keyboard('Friedrichstr 123');
    await within(dialog).findByRole('option', { name: 'Friedrichstraße 123, 10117 Berlin' }, slow);
    await user.keyboard('{ArrowDown}{Enter}');
    const alert = await within(dialog).findByText('Die Verfügbarkeit an dieser Adresse konnte gerade nicht geprüft werden. Bitte versuchen Sie es erneut.', {}, slow);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(within(dialog).queryByText('Die Adresssuche ist gerade nicht erreichbar.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await within(dialog).findByText('Gute Nachrichten: Ihr Anschluss ist verfügbar!', {}, slow)).toBeInTheDocument();
  });

  it('an availability check without an answer says the check failed too', async () => {
    const { user, dialog, search } = await openOn412([{ path: 'provider-availabilities/*', network: true }]);
    await user.click(search);
    await user.keyboard('Friedrichstr 123');
    await within(dialog).findByRole('option', { name: 'Friedrichstraße 123, 10117 Berlin' }, slow);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await within(dialog).findByText(/^Die Verfügbarkeit an dieser Adresse konnte gerade nicht geprüft werden\./, {}, slow)).toBeInTheDocument();
  });

  it('continue stores the address and closes the modal once the plan loaded', async () => {
    const { user, dialog, search, actor, markChecked } = await openOn412();
    await user.click(search);
    await user.keyboard('Königsallee 60');
    await within(dialog).findByRole('option', { name: 'Königsallee 60, 40212 Düsseldorf' }, slow);
    await user.keyboard('{ArrowDown}{Enter}');
    await within(dialog).findByText('Gute Nachrichten: Ihr Anschluss ist verfügbar!', {}, slow);
    markChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Weiter zur Bestellung' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(actor.getSnapshot().context.form.customer.connectionAddress).toMatchObject({ street: 'Königsallee', postalCode: '40212', region: 'Düsseldorf', isApiValid: true });
    const region = await screen.findByRole('region', { name: 'Anschlussadresse' }, slow);
    expect(region).toHaveTextContent('Königsallee 60, 40212 Düsseldorf');
    // Changing it: the modal opens again, dismissable now.
    await user.click(within(region).getByRole('button', { name: 'Adresse ändern' }));
    await screen.findByRole('dialog', { name: 'Verfügbarkeit prüfen' }, slow);
    await act(async () => user.keyboard('{Escape}'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
  });
});
