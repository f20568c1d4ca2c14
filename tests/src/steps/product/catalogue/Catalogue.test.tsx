import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findPlan, planResponse } from '../../../../../demo/api/fixtures/plans.ts';
import { httpError } from '../../../../machines/support.ts';
import { demoPlanClasses, renderShell, untilStepComplete } from '../../../shell/support.tsx';

const demoPlans = {
  loadPlan: async ({ code }: { code: string }) => {
    const plan = findPlan(code);
    if (!plan) throw httpError(404);
    return planResponse(plan);
  },
  loadPlanClasses: demoPlanClasses,
};

async function productStep(code = 'VOIPPRIV') {
  const shell = renderShell(`/plans/${code}/product/`, demoPlans);
  await screen.findByRole('heading', { level: 2, name: 'Optionen' }, { timeout: 30_000 });
  await untilStepComplete();
  return shell;
}

const category = (name: string) => screen.getByRole('group', { name });
const output = (group: HTMLElement) => group.querySelector('output')!;

describe('the catalogue by input type and add-on type (spec section 2)', () => {
  it('groups the categories by section', async () => {
    await productStep();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Zusätzliche Rufnummern', 'Optionen', 'Hardware']);
  });

  it('checkbox x toggle_off: chosen by a check, with its signed monthly price', async () => {
    const { actor } = await productStep();
    const box = within(category('Telefonie-Optionen')).getByRole('checkbox', { name: 'Auslands-Flatrate EU' });
    expect(box).toHaveAccessibleDescription(/\+4,99\s€ mtl\. · 0,00\s€ einmalig/);
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(actor.getSnapshot().context.form.selectedCartAddons).toContainEqual({ id: 3112, quantity: 1 });
  });

  it('checkbox x toggle_on: on at the start, off by a click', async () => {
    await productStep();
    const box = screen.getByRole('checkbox', { name: 'Fax-to-Mail' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });

  it('checkbox x input: a quantity stepper within the offered quantities, the first item free', async () => {
    await productStep();
    const stepper = screen.getByRole('group', { name: 'Sprachbox' });
    expect(within(stepper).getByRole('button', { name: 'Weniger Sprachbox' })).toBeDisabled();
    expect(stepper).toHaveTextContent('Das erste ist inklusive');
    for (let i = 0; i < 5; i += 1) await userEvent.click(within(stepper).getByRole('button', { name: 'Mehr Sprachbox' }));
    expect(output(stepper)).toHaveTextContent('5');
    expect(within(stepper).getByRole('button', { name: 'Mehr Sprachbox' })).toBeDisabled();
    expect(stepper).toHaveTextContent(/\+6,00\s€ mtl\./);
  });

  it('checkbox x cart: always in the cart, checked and not removable', async () => {
    await productStep();
    const box = screen.getByRole('checkbox', { name: 'Bereitstellung' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(/Immer enthalten/);
  });

  it('select x cart: a chosen phone shows prepaid, and its parentAddon children appear only while it is chosen', async () => {
    await productStep();
    const select = screen.getByRole('combobox', { name: 'Telefone' });
    expect(screen.queryByRole('group', { name: 'Ersatzakku' })).toBeNull();
    await userEvent.selectOptions(select, '3132');
    expect(screen.getByText('Vorauszahlung')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Ersatzakku' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Wandhalterung' })).not.toBeChecked();
    await userEvent.selectOptions(select, '3131');
    expect(screen.queryByRole('group', { name: 'Ersatzakku' })).toBeNull();
  });

  it('select x input: the chosen quantity add-on steps within its bounds', async () => {
    await productStep();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Telefone' }), '3134');
    const stepper = screen.getByRole('group', { name: 'Anzahl Mobilteile Gigaset C575' });
    expect(output(stepper)).toHaveTextContent('1');
    expect(within(stepper).getByRole('button', { name: 'Weniger Mobilteile Gigaset C575' })).toBeDisabled();
    for (let i = 0; i < 3; i += 1) await userEvent.click(within(stepper).getByRole('button', { name: 'Mehr Mobilteile Gigaset C575' }));
    expect(output(stepper)).toHaveTextContent('4');
    expect(within(stepper).getByRole('button', { name: 'Mehr Mobilteile Gigaset C575' })).toBeDisabled();
  });

  it('radio x cart, radio_option, toggle_off and input: one answer, a quantity for the input', async () => {
    await productStep();
    const router = category('Router');
    expect(within(router).getByRole('radio', { name: 'Eigener Router' })).toBeChecked();
    await userEvent.click(within(router).getByRole('radio', { name: 'FRITZ!Box 7530 (Miete)' }));
    expect(within(router).getByRole('radio', { name: 'Eigener Router' })).not.toBeChecked();
    await userEvent.click(within(router).getByRole('radio', { name: 'FRITZ!Box 7530 mit VPN (Miete)' }));
    expect(within(router).getByRole('radio', { name: 'FRITZ!Box 7530 (Miete)' })).not.toBeChecked();
    await userEvent.click(within(router).getByRole('radio', { name: 'Telefonadapter (ATA)' }));
    expect(output(within(router).getByRole('group', { name: 'Anzahl Telefonadapter (ATA)' }))).toHaveTextContent('1');
  });

  it('radio_option x radio_option: cards of one question, with the signed difference to the current choice', async () => {
    await productStep();
    const packages = category('Gesprächspakete');
    const allnet = within(packages).getByRole('radio', { name: 'Allnet (Festnetz und Mobil)' });
    expect(allnet).toHaveAccessibleDescription(/\+9,99\s€ mtl\./);
    await userEvent.click(allnet);
    expect(allnet).toBeChecked();
    const standard = within(packages).getByRole('radio', { name: 'Standard (Festnetz-Flatrate)' });
    expect(standard).toHaveAccessibleDescription(/-9,99\s€ mtl\./);
    await userEvent.click(standard);
    expect(allnet).not.toBeChecked();
  });

  it('radio_option x input and cart: a quantity and an included add-on beside the cards', async () => {
    await productStep();
    const packages = category('Gesprächspakete');
    expect(within(packages).getByRole('checkbox', { name: 'Premium-Support' })).toBeDisabled();
    await userEvent.click(within(packages).getByRole('button', { name: /Mehr Auslandsminuten/ }));
    expect(output(within(packages).getByRole('group', { name: /Auslandsminuten/ }))).toHaveTextContent('1');
  });
});

describe('rules in the catalogue (spec sections 2, 3)', () => {
  it('disables: the option stays visible, disabled, with the reason next to it', async () => {
    await productStep();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sperre für Auslandsgespräche' }));
    const flat = screen.getByRole('checkbox', { name: 'Auslands-Flatrate EU' });
    expect(flat).toBeDisabled();
    expect(flat).toHaveAccessibleDescription(/Nicht kombinierbar mit: Sperre für Auslandsgespräche/);
  });

  it('excludes: a chosen option leaves, and a polite live region says so', async () => {
    await productStep();
    const status = document.querySelector('[data-part="rule-notice"]')!;
    expect(status).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Analog-Adapter für Ihr Faxgerät' }));
    expect(screen.queryByRole('checkbox', { name: 'Fax-to-Mail' })).toBeNull();
    expect(status).toHaveTextContent('Entfernt, weil nicht mit Ihrer neuen Auswahl kombinierbar: Fax-to-Mail');
  });

  it('forces_plan: the order moves to the forced plan and the user is told why', async () => {
    const { actor } = await productStep();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cloud-Telefonanlage mit Durchwahlen' }));
    await waitFor(() => expect(actor.getSnapshot().context.plan?.code).toBe('VOIPBIZ'), { timeout: 30_000 });
    expect(await screen.findByText(/gibt es nur im Tarif Cloud-Telefonanlage Business/, {}, { timeout: 30_000 })).toBeVisible();
  });

  it('a selection naming a missing add-on shows the translated error and keeps the rest', async () => {
    const { actor } = await productStep();
    const before = actor.getSnapshot().context.form.selectedCartAddons;
    actor.send({ type: 'addon.toggled', addonId: 4242, on: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Schalter 4242 wurde nicht gefunden.');
    expect(actor.getSnapshot().context.form.selectedCartAddons).toEqual(before);
  });
});
