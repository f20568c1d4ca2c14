import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authTokens, companies } from '../../../../demo/api/fixtures/catalogue.ts';
import type { ApiClient } from '../../../../src/api/index.ts';
import type { LiveValidationType } from '../../../../src/domain/index.ts';
import { renderShell } from '../../shell/support.tsx';
import { passing, renderStep } from '../support.tsx';

const wait = { timeout: 30_000 };

/** The calls of the customer step's child machines, recorded. */
function customerClient() {
  const validations: Array<{ type: LiveValidationType; value: string }> = [];
  const searches: string[] = [];
  const saved: unknown[] = [];
  const client = {
    validateOrderField: async (_: string, body: { type: LiveValidationType; value: string }) => {
      validations.push(body);
      return body.value === '0000000' ? { ...passing, isPhoneNumberValid: false } : passing;
    },
    searchCompanies: async ({ text }: { text: string }) => {
      searches.push(text);
      return companies.filter((company) => company.name.includes(text));
    },
    saveOrder: async (body: unknown) => (saved.push(body), body),
  } as unknown as ApiClient;
  return { client, validations, searches, saved };
}

describe('the customer step (spec sections 2, 4, 5, 7)', { timeout: 30_000 }, () => {
  it('the phone field: country code of the four countries, 0043 by default; the number checked live as contact.phoneNumber', async () => {
    // the keys of a word without a task between them: on a busy machine the 500 ms debounce cannot end mid-word
    const user = userEvent.setup({ delay: null });
    const { client, validations } = customerClient();
    const { actor } = renderStep('/plans/VOIPPRIV/?skip_to=customer', { client });
    const code = await screen.findByRole('combobox', { name: /Ländervorwahl/ }, wait);
    expect(code).toHaveProperty('value', '0043');
    expect(within(code).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['0043', '0033', '0049', '0031']);
    const phone = screen.getByRole('textbox', { name: /Telefonnummer/ });
    expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    expect(phone).toHaveAttribute('type', 'tel');
    await user.type(phone, '0000000');
    await user.tab();
    await waitFor(() => expect(validations).toEqual([{ type: 'contact.phoneNumber', value: '0000000' }]), wait);
    expect(await screen.findByText('Ungültige Telefonnummer', {}, wait)).toBeInTheDocument();
    expect(actor.getSnapshot().context.form.customer.phoneNumber).toBe('0000000');
  });

  it('a keystroke shows in its field at once and reaches the root machine after its frame; "next" sends what was typed first (issue 24)', async () => {
    const user = userEvent.setup();
    const { client } = customerClient();
    const { actor } = renderStep('/plans/VOIPPRIV/?skip_to=customer', { client });
    const lastName = await screen.findByRole('textbox', { name: 'Nachname' }, wait);
    const changes: string[] = [];
    const subscription = actor.subscribe((snapshot) => {
      const { lastName: typed } = snapshot.context.form.customer;
      if (changes.at(-1) !== typed) changes.push(typed);
    });
    lastName.focus();
    // A synchronous keystroke: user-event waits a task after each key, and on a busy machine the frame the
    // change waits for may have passed by then.
    fireEvent.change(lastName, { target: { value: 'S' } });
    // the field shows the key before the machine has it
    expect(lastName).toHaveProperty('value', 'S');
    expect(actor.getSnapshot().context.form.customer.lastName).toBe('');
    await waitFor(() => expect(actor.getSnapshot().context.form.customer.lastName).toBe('S'), wait);
    await user.keyboard('chmidt');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(actor.getSnapshot().context.form.customer.lastName).toBe('Schmidt'), wait);
    expect(lastName).toHaveProperty('value', 'Schmidt');
    subscription.unsubscribe();
    // every value the machine held was one the visitor had typed, in order
    expect('Schmidt'.startsWith(changes.at(-1)!)).toBe(true);
    expect(changes.every((typed, index) => index === 0 || typed.startsWith(changes[index - 1]!))).toBe(true);
  });

  it('the company combobox by keyboard: typed, searched once after the pause, chosen with arrow and Enter; the address saved', async () => {
    // the keys of a word without a task between them: on a busy machine the 500 ms debounce cannot end mid-word
    const user = userEvent.setup({ delay: null });
    const { client, searches, saved } = customerClient();
    const { actor } = renderStep('/plans/VOIPPRIV/?skip_to=customer', { client });
    const company = await screen.findByRole('combobox', { name: /Firmenname/ }, wait);
    await user.type(company, 'Isar');
    await screen.findByRole('option', { name: /Isar Software AG/ }, wait);
    expect(searches).toEqual(['Isar']);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(actor.getSnapshot().context.form.customer).toMatchObject({ companyName: 'Isar Software AG', crefoNumber: '8170555123' }), wait);
    expect(actor.getSnapshot().context.form.customer.connectionAddress).toMatchObject({ street: 'Marienplatz', houseNumber: '8', postalCode: '80331', region: 'München' });
    await waitFor(() => expect(saved).toEqual([expect.objectContaining({ orderAddress: { street: 'Marienplatz', houseNumber: '8', zipCode: '80331', city: 'München', country: 'DE' } })]), wait);
    await user.click(screen.getByRole('button', { name: 'Firma manuell eingeben' }));
    expect(actor.getSnapshot().context.form.customer.crefoNumber).toBe('');
    expect(actor.getSnapshot().context.form.customer.companyName).toBe('Isar Software AG');
  });

  it('a key in the company name shows at once and starts the search at once; the order has it after its frame (issue 24)', async () => {
    const { client } = customerClient();
    const { actor, container } = renderStep('/plans/VOIPPRIV/?skip_to=customer', { client });
    const company = await screen.findByRole('combobox', { name: /Firmenname/ }, wait);
    company.focus();
    // a synchronous keystroke, as in the test of the last name above
    fireEvent.change(company, { target: { value: 'M' } });
    expect(company).toHaveProperty('value', 'M');
    expect(container.querySelector('[data-part="company-search"]')).toHaveAttribute('data-state', 'debouncing');
    expect(actor.getSnapshot().context.form.customer.companyName).toBe('');
    await waitFor(() => expect(actor.getSnapshot().context.form.customer.companyName).toBe('M'), wait);
    expect(company).toHaveProperty('value', 'M');
  });

  it('terms and newsletter: both offered; the terms required only with an itemized bill', async () => {
    const user = userEvent.setup();
    const { client } = customerClient();
    const { actor } = renderStep('/plans/VOIPPRIV/?skip_to=customer', { client });
    const terms = await screen.findByRole('checkbox', { name: /Ich akzeptiere die AGB/ }, wait);
    const newsletter = screen.getByRole('checkbox', { name: /Newsletter/ });
    expect(terms).not.toBeRequired();
    await user.click(newsletter);
    expect(actor.getSnapshot().context.form.customer.newsletter).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Vollständig' }));
    expect(screen.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ })).toBeRequired();
    expect(screen.getByText('Für den Einzelverbindungsnachweis akzeptieren Sie bitte die AGB.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }));
    expect(actor.getSnapshot().context.form.customer).toMatchObject({ itemizedBill: 'full', acceptTerms: true, newsletter: true });
  });

  it('a partner order always sends the newsletter: its box shows checked and cannot be changed', async () => {
    const { client } = customerClient();
    renderStep('/plans/VOIPPRIV/?skip_to=customer#auth_token=demo-partner', { client }, { authenticate: async () => authTokens['demo-partner']! });
    const newsletter = await screen.findByRole('checkbox', { name: /Newsletter/ }, wait);
    await waitFor(() => expect(newsletter).toBeDisabled(), wait);
    expect(newsletter).toBeChecked();
  });

  it("the billing address's country: the four countries; its postal code follows the country, France puts the number first", async () => {
    const user = userEvent.setup();
    const { client } = customerClient();
    const { actor } = renderStep('/plans/VOIPPRIV/?skip_to=customer', { client });
    await user.click(await screen.findByRole('checkbox', { name: 'Abweichende Rechnungsadresse' }, wait));
    const country = screen.getByRole('combobox', { name: /Land \(Rechnung\)/ });
    expect(country).toHaveAttribute('autocomplete', 'billing country');
    expect(within(country).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['DE', 'AT', 'NL', 'FR']);
    await user.selectOptions(country, 'NL');
    const postalCode = screen.getByRole('textbox', { name: /PLZ/ });
    await user.type(postalCode, '1015 BS');
    await user.tab();
    expect(actor.getSnapshot().context.form.customer).toMatchObject({ billingCountry: 'NL', billingPostalCode: '1015 BS' });
    await user.selectOptions(country, 'AT');
    expect(await screen.findByText('Ungültige Postleitzahl', {}, wait)).toBeInTheDocument();
    await user.selectOptions(country, 'FR');
    const labels = within(screen.getByRole('region', { name: 'Rechnungsadresse' }))
      .getAllByRole('textbox')
      .map((input) => input.getAttribute('name'));
    expect(labels.indexOf('billingHouseNumber')).toBeLessThan(labels.indexOf('billingStreet'));
  });
});

describe('the customer step without a connection address (a VoIP plan whose address was never checked)', { timeout: 30_000 }, () => {
  /** Every field of a company customer paying by bank, but no address (the demo API answers the live checks). */
  function renderWithoutAddress() {
    const shell = renderShell('/plans/VOIPPRIV/?skip_to=customer');
    const fill = (path: string, value: unknown) => shell.actor.send({ type: 'field.changed', section: 'customer', path, value });
    return { ...shell, fill };
  }

  it('offers "check address", not "change address", for an address that does not exist yet', async () => {
    renderWithoutAddress();
    const region = await screen.findByRole('region', { name: 'Anschlussadresse' }, wait);
    expect(within(region).getByText('Noch keine Anschlussadresse geprüft.')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Adresse prüfen' })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Adresse ändern' })).toBeNull();
  });

  it('"next" with every other field valid names the missing address in the focused summary; its link opens the address check', async () => {
    const user = userEvent.setup();
    const { actor, calls, fill } = renderWithoutAddress();
    await screen.findByRole('region', { name: 'Anschlussadresse' }, wait);
    act(() => {
      fill('companyName', 'Isar Software AG');
      fill('firstName', 'Anna');
      fill('lastName', 'Schmidt');
      fill('phoneNumber', '6641234567');
      fill('email', 'anna@example.com');
      fill('accountOwner', 'Isar Software AG');
      fill('accountNumber', 'DE89370400440532013000');
      fill('accountBIC', 'COBADEFFXXX');
      fill('acceptDirectDebit', true);
    });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    const summary = await screen.findByRole('region', { name: 'Bitte prüfen Sie Ihre Angaben' }, wait);
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Anschlussadresse: Noch nicht geprüft: Bitte prüfen Sie die Verfügbarkeit an Ihrer Adresse.',
    ]);
    // the section says it too, next to its action
    const region = screen.getByRole('region', { name: 'Anschlussadresse' });
    expect(within(region).getByRole('button', { name: 'Adresse prüfen' })).toHaveAccessibleDescription('Noch nicht geprüft: Bitte prüfen Sie die Verfügbarkeit an Ihrer Adresse.');
    expect(calls.saveSection).toEqual([]);

    await user.click(within(summary).getByRole('link'));
    expect(await screen.findByRole('dialog', { name: 'Verfügbarkeit prüfen' }, wait)).toBeInTheDocument();
    expect(actor.getSnapshot().context.route).toMatchObject({ name: 'step', step: 'customer' });
  });
});
