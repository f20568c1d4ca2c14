import type { Page } from '@playwright/test';
import * as z from 'zod/mini';
import { Order } from '../../../src/domain/schemas/order.ts';
import { checkAddressThroughApi } from './checkedAddress.ts';
import { expect, orderForm, test } from './fixtures.ts';
import { fillCompanyCustomer, fillPrivateCustomer } from '../journeys/vocabulary.ts';

/*
 * Issue 22: on the production build every German area code was refused ("Ungültige Vorwahl"), so no order with a
 * previous tenant's phone or a number porting could be placed. These run on what ships (playwright.config.ts).
 * The porting area codes have no server check: their checkmark shows only when the phone library in the built
 * chunk itself answered, so they pin the library, not a server fallback.
 */

const form = (page: Page) => orderForm(page);
const next = (page: Page) => form(page).getByRole('button', { name: 'Weiter', exact: true }).click();
const wait = { timeout: 15_000 };
const areaCodes = ['030', '089', '0221', '040', '02241'];

/** The field around a textbox: its `data-state` is idle, pending, valid or invalid (`has` queries from each candidate). */
const fieldOf = (page: Page, label: string) => form(page).locator('[data-state]').filter({ has: page.getByRole('textbox', { name: label, exact: true }) }).last();

/** The demo's orders placed with this e-mail address (tests run in parallel on one demo API). */
async function orderOf(page: Page, email: string) {
  const answer = await page.request.get('/api/_demo/orders');
  const { data } = (await answer.json()) as { data: Array<{ body: unknown }> };
  const mine = data.filter((order) => (order.body as { contact?: { email?: string } }).contact?.email === email);
  expect(mine).toHaveLength(1);
  return z.parse(z.strictObject(Order.shape), mine[0]!.body);
}

async function accountAndConfirm(page: Page, plan: string, password: string) {
  await expect(page).toHaveURL(new RegExp(`/plans/${plan}/account/$`), wait);
  await form(page).getByLabel(/^Passwort$/).fill(password);
  await form(page).getByLabel(/^Passwort wiederholen/).fill(password);
  await next(page);
  await expect(page).toHaveURL(new RegExp(`/plans/${plan}/confirm/$`), wait);
  for (const name of [/Verkehrsdaten/, /Störungen/, /Rechnung online/, /Telefonbuch/, /AGB/]) await form(page).getByRole('checkbox', { name }).check();
  await form(page).getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
}

test('German area codes pass the checks as a previous tenant’s, a porting number’s and a porting block’s area code; 0200 does not', async ({ page }) => {
  test.slow();
  // 0200 has the shape of an area code (spec section 5) but is no landline code: only the phone library refuses it
  const expectations = [...areaCodes.map((code) => [code, 'valid'] as const), ['0200', 'invalid'] as const];
  await checkAddressThroughApi(page);
  await page.goto('/plans/TALPRIV100/product/');
  await form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check();
  await form(page).getByRole('group', { name: 'Kennen Sie den Vormieter?' }).getByRole('radio', { name: 'Ja' }).check();
  await form(page).getByRole('radio', { name: 'Herr', exact: true }).check();
  // the pair's checkmark shows once both parts are typed
  await form(page).getByRole('textbox', { name: 'Rufnummer' }).fill('987654');
  await expectAreaCodes(page, 'Vorwahl', 'previous tenant', expectations);

  await page.goto('/plans/VOIPPRIV/product/');
  await form(page).getByRole('radio', { name: 'Ja, bestehender Anschluss' }).check();
  await expectAreaCodes(page, 'Vorwahl', 'porting numbers', expectations);
  await form(page).getByRole('radio', { name: 'Rufnummernblock', exact: true }).check();
  await expectAreaCodes(page, 'Vorwahl des Blocks', 'porting block', expectations);
});

/** Types each code into the area-code field and waits for its verdict: the checkmark, or (once left) the error. */
async function expectAreaCodes(page: Page, label: string, field: string, expectations: ReadonlyArray<readonly [string, 'valid' | 'invalid']>) {
  const input = form(page).getByRole('textbox', { name: label, exact: true });
  for (const [code, state] of expectations) {
    await input.fill(code);
    if (state === 'invalid') await input.blur();
    await expect(fieldOf(page, label), `${field} ${code}`).toHaveAttribute('data-state', state, wait);
    await expect(form(page).getByText('Ungültige Vorwahl'), `${field} ${code}`).toHaveCount(state === 'invalid' ? 1 : 0);
  }
}

test('a private line order with a known previous tenant’s phone (02241) is placed', async ({ page, driver }) => {
  test.slow();
  const email = `tenant-${Date.now()}@example.com`;
  await checkAddressThroughApi(page);
  await page.goto('/plans/TALPRIV100/product/');
  await form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check();
  await form(page).getByRole('group', { name: 'Kennen Sie den Vormieter?' }).getByRole('radio', { name: 'Ja' }).check();
  await form(page).getByRole('radio', { name: 'Frau', exact: true }).check();
  await form(page).getByRole('textbox', { name: 'Vorname' }).fill('Gisela');
  await form(page).getByRole('textbox', { name: 'Nachname' }).fill('Vormieter');
  await form(page).getByRole('textbox', { name: 'Vorwahl' }).fill('02241');
  await form(page).getByRole('textbox', { name: 'Rufnummer' }).fill('987654');
  await next(page);
  await expect(page).toHaveURL(/\/plans\/TALPRIV100\/activation\/$/, wait);
  await form(page).getByLabel('Gebäudeart').selectOption('detachedHouse');
  await next(page);
  await expect(page).toHaveURL(/\/plans\/TALPRIV100\/customer\/$/, wait);
  await form(page).getByRole('radio', { name: 'Privatkunde' }).check();
  await fillPrivateCustomer(driver, { salutation: 'Mr', firstName: 'Tim', lastName: 'Nachmieter', birthDate: '03.03.1983', email, iban: 'DE89370400440532013000' });
  await next(page);
  await accountAndConfirm(page, 'TALPRIV100', 'mieter-2026');
  await expect(page).toHaveURL(/\/plans\/TALPRIV100\/thanks\/$/, wait);
  const body = await orderOf(page, email);
  expect(body.previousTenant).toEqual({ salutation: 'Mrs', firstName: 'Gisela', lastName: 'Vormieter', phoneNumber: { nationalDestinationCode: '02241', subscriberNumber: '987654' } });
});

test('a private VoIP order porting two numbers under 0221 is placed', async ({ page, driver }) => {
  test.slow();
  const email = `porting-${Date.now()}@example.com`;
  await page.goto('/plans/VOIPPRIV/product/');
  await form(page).getByRole('radio', { name: 'Ja, bestehender Anschluss' }).check();
  const provider = form(page).getByRole('combobox', { name: 'Bisheriger Anbieter' });
  await provider.fill('voda');
  await form(page).getByRole('option', { name: 'Vodafone GmbH' }).click();
  await form(page).getByRole('textbox', { name: 'Vorwahl' }).fill('0221');
  await form(page).getByRole('textbox', { name: 'Rufnummer 1' }).fill('5556667');
  await form(page).getByRole('button', { name: 'Weitere Rufnummer hinzufügen' }).click();
  await form(page).getByRole('textbox', { name: 'Rufnummer 2' }).fill('5556668');
  await next(page);
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/$/, wait);
  await form(page).getByRole('radio', { name: 'Privatkunde' }).check();
  await form(page).getByRole('button', { name: 'Adresse prüfen' }).click();
  const dialog = form(page).getByRole('dialog', { name: 'Verfügbarkeit prüfen' });
  const search = dialog.getByRole('combobox', { name: 'Adresse suchen' });
  await search.fill('Friedrichstr 123');
  await expect(dialog.getByRole('option', { name: 'Friedrichstraße 123, 10117 Berlin' })).toBeVisible({ timeout: 20_000 });
  await search.press('ArrowDown');
  await search.press('Enter');
  await dialog.getByRole('button', { name: 'Weiter zur Bestellung' }).click(wait);
  await expect(form(page).getByRole('region', { name: 'Anschlussadresse' })).toContainText('Friedrichstraße 123, 10117 Berlin', wait);
  await fillPrivateCustomer(driver, { salutation: 'Mrs', firstName: 'Paula', lastName: 'Portiert', birthDate: '12.08.1975', email, iban: 'DE89370400440532013000' });
  await next(page);
  await accountAndConfirm(page, 'VOIPPRIV', 'portiert-2026');
  // private VoIP customers of the demo verify their identity after ordering
  await expect(page).toHaveURL(/\/nect$/, wait);
  const body = await orderOf(page, email);
  expect(body.portingEntry).toEqual({ numbers: { previousEKPID: expect.any(String), nationalDestinationCode: '0221', subscriberNumbers: ['5556667', '5556668'] } });
});

test('a business VoIP order porting a number block under 040 is placed', async ({ page, driver }) => {
  test.slow();
  const email = `block-${Date.now()}@example.com`;
  await page.goto('/plans/VOIPBIZ/product/');
  await form(page).getByRole('radio', { name: 'Ja, bestehender Anschluss' }).check();
  await form(page).getByRole('combobox', { name: 'Bisheriger Anbieter' }).fill('Telekom');
  await form(page).getByRole('option', { name: 'Telekom Deutschland GmbH' }).click();
  await form(page).getByRole('radio', { name: 'Rufnummernblock', exact: true }).check();
  await form(page).getByRole('textbox', { name: 'Vorwahl des Blocks' }).fill('040');
  await form(page).getByRole('textbox', { name: 'Stammnummer' }).fill('4711');
  await next(page);
  await expect(page).toHaveURL(/\/plans\/VOIPBIZ\/customer\/$/, wait);
  await fillCompanyCustomer(driver, email);
  await next(page);
  await accountAndConfirm(page, 'VOIPBIZ', 'block-2026');
  await expect(page).toHaveURL(/\/plans\/VOIPBIZ\/thanks\/$/, wait);
  const body = await orderOf(page, email);
  expect(body.portingEntry).toEqual({
    block: { blockSize: 10, nationalDestinationCode: '040', directDialling: '4711', blockStart: 0, blockEnd: 9, previousEKPID: 'D001', inquiryTerminal: 0 },
  });
});

test.describe('a phone check whose chunk cannot load', () => {
  // the browser logs the aborted chunk's request; nothing else may go to the console
  test.use({ expectedConsoleErrors: [/^console\.error: Failed to load resource: net::ERR_FAILED \(.*libphonenumber/] });

  test('never shows "Ungültige Vorwahl": the server’s check decides, the order goes on, the reporter hears of it', async ({ page }) => {
    test.slow();
    // the phone library's chunk (production: /assets/libphonenumber-<hash>.js; dev server: its modules) fails
    await page.route(/libphonenumber/, (route) => route.abort());
    await checkAddressThroughApi(page);
    await page.goto('/plans/TALPRIV100/product/');
    // a reporting environment (the form starts anew with it) and a reporter that records what it gets
    await page.evaluate(() => {
      const element = document.querySelector('order-form') as HTMLElement & { reporter?: unknown };
      const reports: unknown[] = ((window as unknown as { reports: unknown[] }).reports = []);
      element.reporter = { captureException: (error: Error, hint?: { tags?: unknown }) => reports.push({ name: error.name, message: error.message, tags: hint?.tags }) };
      element.setAttribute('environment', 'staging');
    });
    await form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check();
    await form(page).getByRole('group', { name: 'Kennen Sie den Vormieter?' }).getByRole('radio', { name: 'Ja' }).check();
    await form(page).getByRole('radio', { name: 'Firma', exact: true }).check();
    await form(page).getByRole('textbox', { name: 'Firma' }).fill('Müller & Söhne GmbH');
    await form(page).getByRole('textbox', { name: 'Rufnummer' }).fill('987654');
    const prefix = form(page).getByRole('textbox', { name: 'Vorwahl' });
    await prefix.fill('030');
    await prefix.blur();
    // the server's check (spec section 7) passed it
    await expect(fieldOf(page, 'Vorwahl')).toHaveAttribute('data-state', 'valid', wait);
    await expect(form(page).getByText('Ungültige Vorwahl')).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { reports: unknown[] }).reports))
      .toContainEqual({ name: 'CheckFailure', message: expect.stringMatching(/^PhoneChecksUnavailable: The phone checks failed to load/), tags: expect.objectContaining({ check: 'phoneChecks', release: expect.stringMatching(/^staging@/) }) });
    await next(page);
    await expect(page).toHaveURL(/\/plans\/TALPRIV100\/activation\/$/, wait);
  });
});
