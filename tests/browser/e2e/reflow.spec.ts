import type { Page } from '@playwright/test';
import { expect, orderForm, test } from './fixtures.ts';
import { chooseLanguage, expectNoSidewaysScroll, languages, nextButton, setElementLanguage } from './screens.ts';

/*
 * WCAG 2.2 1.4.10 Reflow: at 320 CSS px (1280 px at 400 % zoom) nothing scrolls sideways. Every step of a line plan
 * (product, activation, customer, account, confirm) and both dialogs (the address check, the cart) are looked at
 * in all four languages, with the longest names a visitor may type: a 38-letter street without a hyphen, a company
 * name of 60 characters, a 27-letter surname and a long e-mail address, all of which the summary and the dialogs
 * repeat. One journey in German; on each screen the language is switched through all four (the header's menu where
 * it offers the language, else the element's lang attribute, as a host page's switch does): no page load per language.
 */

const form = (page: Page) => orderForm(page);
const wait = { timeout: 15_000 };

const longStreet = 'Rindfleischetikettierungsüberwachungsweg';
const longCompany = 'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbau AG';
const longFirstName = 'Maximiliane-Friederike';
const longLastName = 'Leutheusser-Schnarrenberger';
const longEmail = 'maximiliane-friederike.leutheusser-schnarrenberger@rindfleischetikettierung.example';

/** The screen as it is, in each language in turn (the menu stays in the header, which every screen keeps). */
async function inEveryLanguage(page: Page, screen: string, look: (language: string) => Promise<void> = async () => undefined) {
  for (const language of languages) {
    await chooseLanguage(page, language);
    await look(language);
    await expectNoSidewaysScroll(page, `${screen} (${language})`);
  }
  await chooseLanguage(page, 'de');
}

/** The cart dialog over the current step, in every language; closed again with Escape. */
async function cartInEveryLanguage(page: Page, step: string) {
  for (const language of languages) {
    await chooseLanguage(page, language);
    await form(page).locator('[data-part="cart-button"]').click();
    const cart = form(page).getByRole('dialog');
    await expect(cart).toBeVisible();
    await expect(cart.locator('[data-checked-address="verified"]')).toContainText(longStreet);
    await expectNoSidewaysScroll(page, `the cart over ${step} (${language})`);
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
  }
  await chooseLanguage(page, 'de');
}

/** The address check opened again from the product step's checked address, in every language; closed with its close button. */
async function addressCheckInEveryLanguage(page: Page) {
  for (const language of languages) {
    await chooseLanguage(page, language);
    await form(page).locator('main, [part="step-frame"]').locator('[data-checked-address="verified"] button').first().click();
    const dialog = form(page).getByRole('dialog');
    await expect(dialog.locator('[data-address="verified"]')).toContainText(longStreet, wait);
    await expectNoSidewaysScroll(page, `the address check with a verified address (${language})`);
    await dialog.locator('button[aria-label]').first().click();
    await expect(dialog).toBeHidden();
  }
  await chooseLanguage(page, 'de');
}

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 }, actionTimeout: 20_000, expectedApiErrors: [/^412 GET \/api\/plans\/TALPRIV100$/] });

  test('a line plan from the address check to confirm, and the cart and address dialogs, in four languages with long names: nothing scrolls sideways', async ({ page }) => {
    test.slow();
    await page.goto('/plans/TALPRIV100/');
    const dialog = form(page).getByRole('dialog', { name: 'Verfügbarkeit prüfen' });
    const search = dialog.getByRole('combobox', { name: 'Adresse suchen' });
    await expect(search).toBeVisible({ timeout: 20_000 });
    await expectNoSidewaysScroll(page, 'the address check, empty (de)');
    await search.fill(`${longStreet} 12 Berlin`);
    await expect(dialog.getByRole('option', { name: new RegExp(longStreet) })).toBeVisible(wait);
    await expectNoSidewaysScroll(page, 'the address check with its suggestions (de)');
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(dialog.getByRole('table')).toBeVisible(wait);
    // the modal keeps the header's menu out of reach: the host page's switch (the lang attribute) changes the language
    for (const language of languages) {
      await setElementLanguage(page, language);
      await expect(form(page).getByRole('dialog').getByRole('table')).toBeVisible();
      await expectNoSidewaysScroll(page, `the address check with the available result (${language})`);
    }
    await setElementLanguage(page, 'de');
    await dialog.getByRole('button', { name: 'Weiter zur Bestellung' }).click();
    await expect(page).toHaveURL(/\/plans\/TALPRIV100\/product\/$/, wait);

    await form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check();
    await form(page).getByRole('group', { name: 'Kennen Sie den Vormieter?' }).getByRole('radio', { name: 'Ja' }).check();
    await form(page).getByRole('radio', { name: 'Firma' }).check();
    await form(page).getByRole('textbox', { name: 'Firma', exact: true }).fill(longCompany);
    await inEveryLanguage(page, 'the product step');
    await addressCheckInEveryLanguage(page);
    await cartInEveryLanguage(page, 'the product step');
    await nextButton(page).click();
    await expect(page).toHaveURL(/\/plans\/TALPRIV100\/activation\/$/, wait);

    await form(page).getByLabel('Gebäudeart').selectOption('apartment');
    await form(page).getByRole('textbox', { name: 'Gebäudeteil' }).fill('Hinterhaus');
    await form(page).getByRole('textbox', { name: 'Etage' }).fill('3');
    await form(page).getByRole('textbox', { name: 'Lage der Wohnung' }).fill('links');
    await inEveryLanguage(page, 'the activation step');
    await nextButton(page).click();
    await expect(page).toHaveURL(/\/plans\/TALPRIV100\/customer\/$/, wait);

    // a failed "next" first: the error summary and every field's message in the narrow column
    await nextButton(page).click();
    await expect(form(page).getByRole('region', { name: 'Bitte prüfen Sie Ihre Angaben' })).toBeFocused();
    await inEveryLanguage(page, 'the customer step with its error summary');
    await form(page).getByRole('radio', { name: 'Geschäftskunde' }).check();
    await form(page).getByLabel(/^Firmenname/).fill(longCompany);
    await form(page).getByLabel(/^Vorname/).fill(longFirstName);
    await form(page).getByLabel(/^Nachname/).fill(longLastName);
    await form(page).getByLabel(/^Telefonnummer/).fill('6641234567');
    await form(page).getByLabel(/^E-Mail-Adresse/).fill(longEmail);
    await form(page).getByLabel(/^Kontoinhaber/).fill(longCompany);
    await form(page).getByLabel(/^IBAN/).fill('DE89370400440532013000');
    await expect(form(page).getByLabel(/^BIC/)).toHaveValue('COBADEFFXXX', wait);
    await form(page).getByRole('checkbox', { name: /Lastschriftmandat/ }).check();
    await inEveryLanguage(page, 'the customer step, filled in');
    await nextButton(page).click();
    await expect(page).toHaveURL(/\/plans\/TALPRIV100\/account\/$/, wait);

    await form(page).getByLabel(/^Passwort$/).fill('reflow-2026');
    await form(page).getByLabel(/^Passwort wiederholen/).fill('reflow-2026');
    await inEveryLanguage(page, 'the account step');
    await cartInEveryLanguage(page, 'the account step');
    await nextButton(page).click();
    await expect(page).toHaveURL(/\/plans\/TALPRIV100\/confirm\/$/, wait);

    await inEveryLanguage(page, 'the confirm step', async () => {
      await expect(form(page).locator('[part="step-frame"]')).toContainText(longEmail);
    });
  });
});
