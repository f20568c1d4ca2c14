import type { Page, Route } from '@playwright/test';
import { expect, orderForm, test } from './fixtures.ts';
import { fillCompanyCustomer, fillPrivateCustomer } from '../journeys/vocabulary.ts';

/*
 * Each failure says what happened (spec section 8). The failing answers are given by this page's own routes
 * (Playwright's page.route), not by the demo's faults: those are global to the demo server, and a test running
 * beside this one could take a fault meant for it.
 */

const form = (page: Page) => orderForm(page);
const next = (page: Page) => form(page).getByRole('button', { name: 'Weiter', exact: true }).click();
const wait = { timeout: 15_000 };

/** The next `times` requests matching `method` and `path` (under /api/) fail: with `status`, or with no answer at all. */
async function failNext(page: Page, method: string, path: RegExp, failure: { status: number; body?: string } | 'no answer', times = 1) {
  let left = times;
  await page.route(path, async (route: Route) => {
    if (route.request().method() !== method || left <= 0) return route.fallback();
    left -= 1;
    if (failure === 'no answer') return route.abort('connectionreset');
    return route.fulfill({ status: failure.status, contentType: failure.status === 200 ? 'text/html' : 'application/json', body: failure.body ?? '{"message":"Injected fault"}' });
  });
}

test.describe('PUT order', () => {
  test.use({ expectedApiErrors: [/^503 PUT \/api\/order$/] });

  test('a 5xx says the server failed while saving and offers to try again; nothing is reset, and "next" again goes on', async ({ page }) => {
    await page.goto('/plans/VOIPPRIV/product/');
    await form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check(wait);
    await form(page).getByRole('group', { name: 'Kennen Sie den Vormieter?' }).getByRole('radio', { name: 'Nein' }).check();
    await failNext(page, 'PUT', /\/api\/order$/, { status: 503 });
    await next(page);
    await expect(form(page).getByRole('alert')).toContainText('Beim Speichern ist auf unserer Seite ein Fehler aufgetreten. Ihre Angaben sind noch da: Bitte versuchen Sie es erneut.');
    await expect(form(page).getByRole('alert').getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    await expect(form(page).getByText('Der Server hat Ihre Auswahl nicht angenommen.', { exact: false })).toHaveCount(0);
    await expect(form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' })).toBeChecked();
    await next(page);
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/$/, wait);
  });

  test('no answer while the browser is online says the server could not be reached, offers the retry and keeps the step', async ({ page }) => {
    await page.goto('/plans/VOIPPRIV/product/');
    await form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check(wait);
    await form(page).getByRole('group', { name: 'Kennen Sie den Vormieter?' }).getByRole('radio', { name: 'Nein' }).check();
    await failNext(page, 'PUT', /\/api\/order$/, 'no answer');
    await next(page);
    await expect(form(page).getByRole('alert')).toContainText('Der Server war nicht erreichbar. Ihre Angaben sind noch da: Bitte versuchen Sie es erneut.');
    await expect(form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' })).toBeChecked();
    await form(page).getByRole('alert').getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/$/, wait);
  });
});

test.describe('PUT order refused', () => {
  test.use({ expectedApiErrors: [/^422 PUT \/api\/order$/] });

  test('a 422 (the content refused) resets the order process and says why: back on the first step, the plan to be configured again', async ({ page }) => {
    await page.goto('/plans/VOIPPRIV/product/');
    await form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check(wait);
    await form(page).getByRole('group', { name: 'Kennen Sie den Vormieter?' }).getByRole('radio', { name: 'Nein' }).check();
    await failNext(page, 'PUT', /\/api\/order$/, { status: 422 });
    await next(page);
    await expect(form(page).getByRole('alert')).toContainText('Der Server hat Ihre Auswahl nicht angenommen. Deshalb wurde die Konfiguration zurückgesetzt: Bitte stellen Sie Ihren Tarif erneut zusammen.');
    await expect(form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' })).not.toBeChecked();
  });
});

test.describe('the contract summary', () => {
  test('a 200 whose body is not a PDF is not saved: the download failed, says the confirm step', async ({ page, driver }) => {
    test.slow();
    await page.goto('/plans/VOIPPRIV/?skip_to=customer');
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/(\?.*)?$/, wait);
    await fillCompanyCustomer(driver, `summary-${Date.now()}@example.com`);
    await next(page);
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/account\/(\?.*)?$/, wait);
    await form(page).getByLabel(/^Passwort$/).fill('summary-2026');
    await form(page).getByLabel(/^Passwort wiederholen/).fill('summary-2026');
    await next(page);
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/confirm\/(\?.*)?$/, wait);

    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    await failNext(page, 'GET', /\/api\/contract-summary(\?.*)?$/, { status: 200, body: '<html><body>Wartungsarbeiten</body></html>' });
    const button = form(page).getByRole('button', { name: 'Vertragszusammenfassung herunterladen (PDF)' });
    await button.click();
    await expect(form(page).getByRole('alert')).toHaveText('Die Vertragszusammenfassung konnte nicht geladen werden. Bitte versuchen Sie es erneut.');
    expect(downloads).toEqual([]);

    // the button tries again: a real PDF is saved under its name
    const download = page.waitForEvent('download');
    await button.click();
    expect((await download).suggestedFilename()).toBe('Vertragszusammenfassung VOIPPRIV.pdf');
    await expect(form(page).getByRole('alert')).toHaveCount(0);
  });
});

// The availability check's failures (a 5xx, a dropped connection, 30 s without an answer) and their message: the
// address check's walk in tests/browser/model/child.model.spec.ts.

test('the customer step of a VoIP plan without an address: "check address"; "next" names the missing address, whose link opens the check', async ({ page, driver }) => {
  test.slow();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/order')) requests.push('PUT order');
  });
  await page.goto('/plans/VOIPPRIV/?skip_to=customer');
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/(\?.*)?$/, wait);
  await form(page).getByRole('radio', { name: 'Privatkunde' }).check();
  const region = form(page).getByRole('region', { name: 'Anschlussadresse' });
  await expect(region.getByRole('button', { name: 'Adresse prüfen' })).toBeVisible();
  await expect(region.getByRole('button', { name: 'Adresse ändern' })).toHaveCount(0);
  await fillPrivateCustomer(driver, { salutation: 'Mrs', firstName: 'Petra', lastName: 'Privat', birthDate: '15.04.1985', email: `no-address-${Date.now()}@example.com`, iban: 'DE89370400440532013000' });
  requests.length = 0;

  await next(page);
  const summary = form(page).getByRole('region', { name: 'Bitte prüfen Sie Ihre Angaben' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['Anschlussadresse: Noch nicht geprüft: Bitte prüfen Sie die Verfügbarkeit an Ihrer Adresse.']);
  expect(requests).toEqual([]);

  await summary.getByRole('link').click();
  const dialog = form(page).getByRole('dialog', { name: 'Verfügbarkeit prüfen' });
  const search = dialog.getByRole('combobox', { name: 'Adresse suchen' });
  await search.fill('Friedrichstr 123', { timeout: 20_000 });
  await expect(dialog.getByRole('option', { name: 'Friedrichstraße 123, 10117 Berlin' })).toBeVisible(wait);
  await search.press('ArrowDown');
  await search.press('Enter');
  await dialog.getByRole('button', { name: 'Weiter zur Bestellung' }).click(wait);
  await expect(region).toContainText('Friedrichstraße 123, 10117 Berlin', wait);
  await expect(region.getByRole('button', { name: 'Adresse ändern' })).toBeVisible();
  await next(page);
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/account\/(\?.*)?$/, wait);
});
