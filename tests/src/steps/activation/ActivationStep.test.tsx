import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { OrderSnapshot } from '../../../../machines/order.machine.ts';
import { axeViolations } from '../../ui/axe.ts';
import { renderStep } from '../support.tsx';

const wait = { timeout: 30_000 };

/** A visitor who answered the product step: the activation step of the TAL plan. */
async function atActivation() {
  const user = userEvent.setup();
  const rendered = renderStep('/plans/TALPRIV100/product/');
  await user.click(await screen.findByRole('radio', { name: 'Nein, neuer Anschluss' }, wait));
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  await screen.findByRole('combobox', { name: 'Gebäudeart' }, wait);
  return { user, ...rendered };
}

const connectionOf = (snapshot: OrderSnapshot) => snapshot.context.form.connection;

describe('the activation step (spec sections 2, 4, 9)', { timeout: 30_000 }, () => {
  it('asks an apartment for building detail, storey and flat location, and cannot continue without them', async () => {
    // jsdom has no layout: the scroll to the first error goes nowhere
    Element.prototype.scrollIntoView = () => undefined;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const { user, calls } = await atActivation();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gebäudeart' }), 'apartment');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(calls.saveSection.map((call) => call.step)).toEqual(['product']);
    const summary = await screen.findByRole('region', { name: 'Bitte prüfen Sie Ihre Angaben' }, wait);
    expect([...summary.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Gebäudeteil: Pflichtfeld',
      'Etage: Pflichtfeld',
      'Lage der Wohnung: Pflichtfeld',
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Gebäudeteil' }), 'Hinterhaus');
    await user.type(screen.getByRole('textbox', { name: 'Etage' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Lage der Wohnung' }), 'links');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(calls.saveSection.map((call) => call.step)).toEqual(['product', 'activation']), wait);
    expect(calls.saveSection[1]!.body.taeLocation).toEqual({ buildingType: 'apartment', buildingSection: 'Hinterhaus', storey: '3', flatLocation: 'links' });
  });

  it.each(['detachedHouse', 'semiDetachedHouse', 'townHouse'])('hides detail, storey and flat location for %s', async (type) => {
    const { user } = await atActivation();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gebäudeart' }), type);
    expect(screen.queryByRole('textbox', { name: 'Etage' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Gebäudeteil' })).toBeNull();
  });

  it('checks the technician phone and the ids live, with the server’s types', async () => {
    const { user, validations, actor } = await atActivation();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gebäudeart' }), 'townHouse');
    await user.click(screen.getByRole('checkbox', { name: 'Der Techniker soll mich unter einer anderen Nummer erreichen' }));
    await user.type(screen.getByRole('textbox', { name: 'Telefon für den Techniker' }), '0151 23456789');
    await user.type(screen.getByRole('textbox', { name: /Modem-ID/ }), 'ABCD-EFGH-1234');
    await waitFor(
      () =>
        expect(validations.map(({ type, value }) => ({ type, value }))).toEqual(
          expect.arrayContaining([
            { type: 'phoneNumberOnActivationDay', value: '0151 23456789' },
            { type: 'taeLocation.ftthModemId', value: 'ABCD-EFGH-1234' },
          ]),
        ),
      wait,
    );
    await waitFor(() => expect(actor.getSnapshot().context.liveChecks.connection.modemId).toMatchObject({ value: 'ABCD-EFGH-1234', valid: true }), wait);
    expect(connectionOf(actor.getSnapshot()).technicianContactPhone).toBe('0151 23456789');
    expect(await axeViolations(document.querySelector('[part="step-frame"]')!)).toEqual([]);
  });
});
