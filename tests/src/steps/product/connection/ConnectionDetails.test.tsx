import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../ui/axe.ts';
import { renderStep } from '../../support.tsx';

const wait = { timeout: 30_000 };
const next = () => screen.getByRole('button', { name: 'Weiter' });

describe('the connection part of the product step (spec sections 2, 4)', { timeout: 30_000 }, () => {
  it('says so when a changed old/new answer drops what was entered', async () => {
    const user = userEvent.setup();
    renderStep('/plans/VOIPPRIV/product/');
    await user.click(await screen.findByRole('radio', { name: 'Ja, bestehender Anschluss' }, wait));
    await user.type(screen.getByRole('textbox', { name: 'Rufnummer 1' }), '1234567');
    await user.click(screen.getByRole('radio', { name: 'Nein, neuer Anschluss' }));
    expect(screen.getByText(/Ihre Angaben zu Rufnummernmitnahme, Anbieter, Terminen und Vormieter wurden entfernt/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Ja, bestehender Anschluss' }));
    expect(screen.getByRole('textbox', { name: 'Rufnummer 1' })).toHaveValue('');
  });

  it('chooses the previous provider from GET providers by keyboard, never free text', async () => {
    const user = userEvent.setup();
    const { actor } = renderStep('/plans/VOIPPRIV/product/');
    await user.click(await screen.findByRole('radio', { name: 'Ja, bestehender Anschluss' }, wait));
    const provider = screen.getByRole('combobox', { name: 'Bisheriger Anbieter' });
    await user.type(provider, 'tele');
    const list = await screen.findByRole('listbox', {}, wait);
    await waitFor(() => expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Telekom Deutschland GmbH', 'Telefónica Germany GmbH & Co. OHG', 'M-net Telekommunikations GmbH']), wait);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(provider).toHaveValue('Telekom Deutschland GmbH');
    expect(actor.getSnapshot().context.form.connection.previousEKPID).toBe('D001');
    await user.type(provider, 'x');
    expect(actor.getSnapshot().context.form.connection.previousEKPID).toBeNull();
  });

  it('adds and removes single numbers and refuses a number twice', async () => {
    const user = userEvent.setup();
    const { actor } = renderStep('/plans/VOIPPRIV/product/');
    await user.click(await screen.findByRole('radio', { name: 'Ja, bestehender Anschluss' }, wait));
    await user.type(screen.getByRole('textbox', { name: 'Vorwahl' }), '030');
    await user.type(screen.getByRole('textbox', { name: 'Rufnummer 1' }), '1234567');
    await user.click(screen.getByRole('button', { name: 'Weitere Rufnummer hinzufügen' }));
    await user.type(screen.getByRole('textbox', { name: 'Rufnummer 2' }), '1234567');
    await user.tab();
    expect(await screen.findByText('Diese Rufnummer wurde bereits hinzugefügt', {}, wait)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rufnummer 2 entfernen' }));
    expect(screen.queryByRole('textbox', { name: 'Rufnummer 2' })).toBeNull();
    expect(actor.getSnapshot().context.form.connection.portingNumbers).toEqual([{ prefix: '030', number: '1234567' }]);
  });

  it('shows the error summary on next, focused, with a link per missing answer', async () => {
    const user = userEvent.setup();
    renderStep('/plans/VOIPPRIV/product/');
    await user.click(await screen.findByRole('radio', { name: 'Ja, bestehender Anschluss' }, wait));
    await user.click(next());
    const summary = await screen.findByRole('region', { name: 'Bitte prüfen Sie Ihre Angaben' }, wait);
    await waitFor(() => expect(summary).toHaveFocus(), wait);
    const links = within(summary).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Bisheriger Anbieter: Pflichtfeld', 'Vorwahl: Pflichtfeld', 'Rufnummer 1: Pflichtfeld']);
    // where the page scrolls to (the first error towards the centre, the summary below the header) needs a layout:
    // tests/browser/e2e/focus.spec.ts measures it in Chromium
    await user.click(within(summary).getByRole('link', { name: 'Vorwahl: Pflichtfeld' }));
    expect(screen.getByRole('textbox', { name: 'Vorwahl' })).toHaveFocus();
    expect(await axeViolations(document.querySelector('[part="step-frame"]')!)).toEqual([]);
  });

  it('checks the previous tenant’s names live: a spinner while pending, a checkmark when valid', async () => {
    // the keys of a word without a task between them: on a busy machine the 500 ms debounce cannot end mid-word
    const user = userEvent.setup({ delay: null });
    let answer: (flags: null | Record<string, boolean>) => void = () => undefined;
    const { validations, container } = renderStep('/plans/TALPRIV100/product/', { validate: () => new Promise((resolve) => (answer = resolve)) });
    await user.click(await screen.findByRole('radio', { name: 'Nein, neuer Anschluss' }, wait));
    await user.click(within(screen.getByRole('group', { name: 'Kennen Sie den Vormieter?' })).getByRole('radio', { name: 'Ja' }));
    await user.click(screen.getByRole('radio', { name: 'Herr' }));
    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Jürgen');
    await waitFor(() => expect(validations).toEqual([{ planCode: 'TALPRIV100', type: 'previousTenant.firstName', value: 'Jürgen' }]), wait);
    expect(container.querySelector('[data-mark="pending"]')).not.toBeNull();
    answer({ isMinLengthValid: true, isMaxLengthValid: true, isPatternValid: true });
    await waitFor(() => expect(container.querySelector('[data-mark="valid"]')).not.toBeNull(), wait);
  });

  it('ignores a failed live check: no mark, no message', async () => {
    // the keys of a word without a task between them: on a busy machine the 500 ms debounce cannot end mid-word
    const user = userEvent.setup({ delay: null });
    const { validations, container } = renderStep('/plans/TALPRIV100/product/', { validate: async () => null });
    await user.click(await screen.findByRole('radio', { name: 'Nein, neuer Anschluss' }, wait));
    await user.click(within(screen.getByRole('group', { name: 'Kennen Sie den Vormieter?' })).getByRole('radio', { name: 'Ja' }));
    await user.click(screen.getByRole('radio', { name: 'Firma' }));
    await user.type(screen.getByRole('textbox', { name: 'Firma' }), 'Müller GmbH');
    await user.tab();
    await waitFor(() => expect(validations).toHaveLength(1), wait);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-mark]')).toBeNull();
    expect(screen.queryByText('Bitte einen gültigen Namen eingeben')).toBeNull();
  });

  it('lets the time slot be chosen only while more than one remains, morning by default', async () => {
    const user = userEvent.setup();
    renderStep('/plans/TALPRIV100/product/');
    // the catalogue shows the express installation under the same category name; the slots are the connection part's
    await screen.findByRole('radio', { name: 'Vormittags (8–12 Uhr)' }, wait);
    const slots = document.getElementById('connection-technicianTimeSlot')!;
    expect(slots).toHaveAccessibleName('Wunschzeitfenster für den Technikertermin');
    expect(within(slots).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['morning', 'afternoon', 'evening']);
    expect(within(slots).getByRole('radio', { name: 'Vormittags (8–12 Uhr)' })).toBeChecked();
    await user.click(within(slots).getByRole('radio', { name: 'Abends (16–20 Uhr)' }));
    expect(within(slots).getByRole('radio', { name: 'Abends (16–20 Uhr)' })).toBeChecked();
  });

  it('shows additional numbers for a private line plan with a new connection only, and puts them in the cart', async () => {
    const user = userEvent.setup();
    const { actor } = renderStep('/plans/TALPRIV100/product/');
    await user.click(await screen.findByRole('radio', { name: 'Ja, bestehender Anschluss' }, wait));
    expect(screen.queryByRole('combobox', { name: 'Anzahl zusätzlicher Rufnummern' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Nein, neuer Anschluss' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Anzahl zusätzlicher Rufnummern' }), '2');
    expect(screen.getByRole('combobox', { name: 'Anzahl zusätzlicher Rufnummern' })).toHaveValue('2');
    expect(actor.getSnapshot().context.form.connection.additionalNumbers).toBe(2);
    expect(actor.getSnapshot().context.form.selectedCartAddons).toContainEqual(expect.objectContaining({ id: 1141, quantity: 2 }));
  });

  it('defaults the installation date past the Christmas window and replaces an earlier typed date', async () => {
    const user = userEvent.setup();
    const { actor } = renderStep('/plans/TALPRIV100/product/', { today: '2026-12-15' });
    await user.click(await screen.findByRole('radio', { name: 'Nein, neuer Anschluss' }, wait));
    expect(screen.getByText('Frühestmöglicher Termin: 2. Jan. 2027')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Wunschtermin wählen' }));
    const date = screen.getByLabelText('Wunschtermin');
    expect(date).toHaveValue('2027-01-02');
    // the native input writes the date in the browser's order: it is also written out, as its description
    expect(date).toHaveAccessibleDescription('Samstag, 2. Januar 2027 Zwischen 2. Jan. 2027 und 13. Juni 2027');
    expect(date).toHaveAttribute('min', '2027-01-02');
    expect(date).toHaveAttribute('max', '2027-06-13');
    await user.clear(date);
    await user.type(date, '2026-12-28');
    await user.tab();
    expect(date).toHaveValue('2027-01-02');
    expect(screen.getByText('Das Datum lag vor dem frühestmöglichen Termin und wurde auf den 2. Jan. 2027 gesetzt.')).toBeInTheDocument();
    expect(actor.getSnapshot().context.form.connection.wantedDate).toBe('2027-01-02');
  });

  it.each([
    ['de', 'Nein, neuer Anschluss', 'Frühestmöglicher Termin: 2. Jan. 2027'],
    ['en', 'No, new connection', 'Earliest possible date: 2 Jan 2027'],
    ['nl', 'Nee, nieuwe aansluiting', 'Vroegst mogelijke datum: 2 jan 2027'],
    ['fr', 'Non, nouvelle ligne', 'Première date possible : 2 janv. 2027'],
  ] as const)('writes the earliest possible date with the month by name in %s: day and month never swap', async (language, newConnection, earliest) => {
    const user = userEvent.setup();
    renderStep('/plans/TALPRIV100/product/', { today: '2026-12-15', language });
    await user.click(await screen.findByRole('radio', { name: newConnection }, wait));
    expect(screen.getByText(earliest)).toBeInTheDocument();
  });
});
