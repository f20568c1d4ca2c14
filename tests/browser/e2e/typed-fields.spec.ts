import type { Page } from '@playwright/test';
import { expect, orderForm, test } from './fixtures.ts';

/*
 * What a person types for the shortest private VoIP order: from the plan list to the page after the order (the
 * demo's VOIPPRIV asks for an identity check afterwards: /nect), the address found by the autocomplete, no
 * optional field, every choice made by a click (radios, a select, checkboxes). Every field that receives typed
 * text is counted once; the count and the fields are printed, and docs/TESTING.md states the number.
 */

const MOST_TYPED_FIELDS = 12;

const form = (page: Page) => orderForm(page);
const next = (page: Page) => form(page).getByRole('button', { name: 'Weiter', exact: true }).click();
const wait = { timeout: 15_000 };

/** Records, in the page, every text field (inside the element's shadow root too) that receives an input event. */
async function recordTypedFields(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const typed: string[] = [];
    (window as unknown as { typedFields: string[] }).typedFields = typed;
    const choices = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color', 'hidden']);
    document.addEventListener(
      'input',
      (event) => {
        const field = event.composedPath()[0];
        const isText = field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !choices.has(field.type));
        if (!isText) return;
        // its label as a person reads it (a generated id says nothing), the id for the fields that have a stable one
        const label = (field.labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? '').trim();
        const name = /^_/.test(field.id) || !field.id ? label || field.name || '(unnamed)' : field.id;
        if (!typed.includes(name)) typed.push(name);
      },
      true,
    );
  });
  return () => page.evaluate(() => [...(window as unknown as { typedFields: string[] }).typedFields]);
}

test('the shortest private VoIP order needs at most 12 typed fields', async ({ page }) => {
  test.slow();
  const typedFields = await recordTypedFields(page);
  const email = `typed-${Date.now()}@example.com`;

  // the plan list: the plan by a click
  await page.goto('/');
  await form(page).locator('article[data-plan="VOIPPRIV"]').getByRole('link').last().click(wait);

  // product: a new connection, the previous tenant not known
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/product\/$/, wait);
  await form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check();
  await form(page).getByRole('group', { name: 'Kennen Sie den Vormieter?' }).getByRole('radio', { name: 'Nein' }).check();
  await next(page);

  // customer: private, the address by the autocomplete, then the required fields only
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/$/, wait);
  await form(page).getByRole('radio', { name: 'Privatkunde' }).check();
  await form(page).getByRole('region', { name: 'Anschlussadresse' }).getByRole('button', { name: 'Adresse prüfen' }).click();
  const dialog = form(page).getByRole('dialog', { name: 'Verfügbarkeit prüfen' });
  const search = dialog.getByRole('combobox', { name: 'Adresse suchen' });
  await search.fill('Friedrichstr 123', { timeout: 20_000 });
  await dialog.getByRole('option', { name: 'Friedrichstraße 123, 10117 Berlin' }).click(wait);
  await dialog.getByRole('button', { name: 'Weiter zur Bestellung' }).click(wait);
  await expect(form(page).getByRole('region', { name: 'Anschlussadresse' })).toContainText('Friedrichstraße 123, 10117 Berlin', wait);
  await form(page).getByLabel(/^Anrede/).selectOption('Mrs');
  await form(page).getByLabel(/^Vorname/).fill('Petra');
  await form(page).getByLabel(/^Nachname/).fill('Privat');
  await form(page).getByLabel(/^Geburtsdatum/).fill('15.04.1985');
  await form(page).getByLabel(/^Telefonnummer/).fill('6641234567');
  await form(page).getByLabel(/^E-Mail-Adresse/).fill(email);
  const owner = form(page).getByLabel(/^Kontoinhaber/);
  if ((await owner.inputValue()) === '') await owner.fill('Petra Privat');
  await form(page).getByLabel(/^IBAN/).fill('DE89370400440532013000');
  await expect(form(page).getByLabel(/^BIC/)).toHaveValue('COBADEFFXXX', wait);
  await form(page).getByRole('checkbox', { name: /Lastschriftmandat/ }).check();
  await next(page);

  // account: the password twice
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/account\/$/, wait);
  await form(page).getByLabel(/^Passwort$/).fill('privat-2026');
  await form(page).getByLabel(/^Passwort wiederholen/).fill('privat-2026');
  await next(page);

  // confirm: the acceptances by clicks, then the order
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/confirm\/$/, wait);
  for (const name of [/Verkehrsdaten/, /Störungen/, /Rechnung online/, /Telefonbuch/, /AGB/]) await form(page).getByRole('checkbox', { name }).check();
  await form(page).getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/nect$/, wait);

  const fields = await typedFields();
  console.log(`typed fields for the shortest private VoIP order: ${fields.length} (${fields.join(', ')})`);
  expect(fields.length).toBeLessThanOrEqual(MOST_TYPED_FIELDS);
  // the ones a person cannot be spared: the address search, names, birth date, phone, e-mail, IBAN, the password twice
  expect(fields).toEqual(expect.arrayContaining(['customer-firstName', 'customer-lastName', 'customer-birthDate', 'customer-phoneNumber', 'customer-email', 'customer-accountNumber']));
});
