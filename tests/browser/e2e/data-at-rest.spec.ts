import type { Page } from '@playwright/test';
import { expect, orderForm, pageDriver, test } from './fixtures.ts';
import { fillCompanyCustomer } from '../journeys/vocabulary.ts';

/*
 * Data at rest (DESIGN.md): the bank details and a partner's token leave sessionStorage after 30 minutes without the
 * visitor's activity; a visitor who comes back is asked for the bank details again and keeps everything else; no
 * password is ever written. The page's clock is Playwright's, so 31 minutes pass in no time.
 */

const wait = { timeout: 15_000 };
const form = (page: Page) => orderForm(page);
const next = (page: Page) => form(page).getByRole('button', { name: 'Weiter', exact: true }).click();
const removedMessage = 'Zu Ihrer Sicherheit wurde Ihre Bankverbindung nach 30 Minuten ohne Eingabe gelöscht.';

/** Everything the page holds in its session and local storage, as one text. */
const storedText = (page: Page) =>
  page.evaluate(() => JSON.stringify([Object.entries(sessionStorage), Object.entries(localStorage)]));

/** The customer step filled in, the account step's password typed, and back on the customer step. */
async function customerWithPassword(page: Page, email: string) {
  await page.goto('/plans/VOIPPRIV/?skip_to=customer');
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/(\?.*)?$/, wait);
  await fillCompanyCustomer(pageDriver(page), email);
  await next(page);
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/account\/(\?.*)?$/, wait);
  await form(page).getByLabel(/^Passwort$/).fill('Geheim-2026-ruhend');
  await form(page).getByLabel(/^Passwort wiederholen/).fill('Geheim-2026-ruhend');
  await form(page).getByRole('button', { name: 'Zurück', exact: true }).click();
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/(\?.*)?$/, wait);
}

async function expectBankDetailsAskedForAgain(page: Page) {
  await expect(form(page).getByRole('alert').filter({ hasText: removedMessage })).toBeVisible(wait);
  await expect(form(page).getByLabel(/^IBAN/)).toHaveValue('');
  await expect(form(page).getByLabel(/^Kontoinhaber/)).toHaveValue('');
  await expect(form(page).getByLabel(/^BIC/)).toHaveValue('');
  await expect(form(page).getByLabel(/^Vorname/)).toHaveValue('Anna');
  await expect(form(page).getByLabel(/^Nachname/)).toHaveValue('Schmidt');
  await expect(form(page).getByRole('combobox', { name: /Firmenname/ })).toHaveValue('Isar Software AG');
  await expect(form(page).getByLabel(/^Telefonnummer/)).toHaveValue('6641234567');
}

test('a page left open past 30 minutes without activity: the bank details leave the storage and the form, the rest is kept over a reload', async ({ page }) => {
  // the customer and account steps, then reloads: over a minute on a busy 2-core machine
  test.slow();
  await page.clock.install();
  const email = `at-rest-open-${Date.now()}@example.com`;
  await customerWithPassword(page, email);
  expect(await storedText(page)).toContain('DE89 3704 0044 0532 0130 00');
  expect(await storedText(page)).not.toContain('Geheim-2026-ruhend');

  await page.clock.fastForward('31:00');
  await expectBankDetailsAskedForAgain(page);
  const stored = await storedText(page);
  expect(stored).not.toContain('DE89');
  expect(stored).not.toContain('COBADEFFXXX');
  expect(stored).toContain(email);
  expect(stored).not.toContain('Geheim-2026-ruhend');

  await page.reload();
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/(\?.*)?$/, wait);
  await expectBankDetailsAskedForAgain(page);
  await expect(form(page).getByLabel(/^E-Mail-Adresse/)).toHaveValue(email);

  // typing the IBAN again answers the request
  await form(page).getByLabel(/^IBAN/).fill('DE89370400440532013000');
  await expect(form(page).getByText(removedMessage)).toBeHidden(wait);
  expect(await storedText(page)).not.toContain('Geheim-2026-ruhend');
});

test('a reload after 30 minutes without activity restores the rest and asks for the bank details again; before that it keeps them', async ({ page }) => {
  test.slow();
  await page.clock.install();
  const email = `at-rest-reload-${Date.now()}@example.com`;
  await customerWithPassword(page, email);

  // time passes without the page's timers running (a laptop asleep): the next load judges by the stored time
  await page.clock.setSystemTime(Date.now() + 29 * 60_000);
  await page.reload();
  await expect(form(page).getByLabel(/^IBAN/)).toHaveValue('DE89 3704 0044 0532 0130 00', wait);
  await expect(form(page).getByText(removedMessage)).toBeHidden();

  await page.clock.setSystemTime(Date.now() + 2 * 29 * 60_000 + 2 * 60_000);
  await page.reload();
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/(\?.*)?$/, wait);
  await expectBankDetailsAskedForAgain(page);
  const stored = await storedText(page);
  expect(stored).not.toContain('DE89');
  expect(stored).not.toContain('Geheim-2026-ruhend');
});
