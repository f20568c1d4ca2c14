import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { scopedDriver } from '../journeys/pageDriver.ts';
import { expect, pageDriver, test } from './fixtures.ts';
import { fillCompanyCustomer } from '../journeys/vocabulary.ts';

/*
 * The shipped module alone (issue 22): `dist/` from `npm run build`, served by a plain static host (cdnHost.ts) from
 * `/static/order-form/` as a CDN would, on host pages that hold only the script tag and the elements
 * (shippedModuleHost.ts), with the demo API under `/api/`. The `shipped-module` project of playwright.config.ts.
 */

const wait = { timeout: 15_000 };
const modulePath = '/static/order-form/';

/** Every script the page fetched, by path. */
function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** From the customer step to thanks; `region` names the section that holds the form when the page has two. */
async function toThanks(page: Page, form: Locator, email: string, region?: string) {
  const driver = pageDriver(page);
  await fillCompanyCustomer(region ? scopedDriver(driver, { role: 'region', name: region }) : driver, email);
  await form.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(form.getByLabel(/^Passwort$/)).toBeVisible(wait);
  await form.getByLabel(/^Passwort$/).fill('modul-2026');
  await form.getByLabel(/^Passwort wiederholen/).fill('modul-2026');
  await form.getByRole('button', { name: 'Weiter', exact: true }).click();
  for (const name of [/Verkehrsdaten/, /Störungen/, /Rechnung online/, /Telefonbuch/, /AGB/]) await form.getByRole('checkbox', { name }).check(wait);
  await form.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(form.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung!', wait);
}

test('the module from a sub-path places an order from the plan list to the thank-you page, its chunks fetched from beside it', async ({ page }) => {
  test.slow();
  const scripts = scriptRequests(page);
  const email = `shipped-${Date.now()}@example.com`;
  await page.goto('/');
  const form = page.locator('order-form');
  await form.getByRole('article', { name: 'Cloud-Telefonanlage Business' }).getByRole('link', { name: 'Jetzt bestellen' }).click();
  await expect(page).toHaveURL(/\/plans\/VOIPBIZ\/product\/$/, wait);

  // a porting number: the area code is checked by the phone library in the shipped chunk (no server check)
  await form.getByRole('radio', { name: 'Ja, bestehender Anschluss' }).check();
  await form.getByRole('combobox', { name: 'Bisheriger Anbieter' }).fill('Telekom');
  await form.getByRole('option', { name: 'Telekom Deutschland GmbH' }).click();
  const prefix = form.getByRole('textbox', { name: 'Vorwahl' });
  await prefix.fill('030');
  // the field around it (its inner locator is relative: `has` queries from each candidate)
  const prefixField = form.locator('[data-state]').filter({ has: page.getByRole('textbox', { name: 'Vorwahl', exact: true }) }).last();
  await expect(prefixField).toHaveAttribute('data-state', 'valid', wait);
  await form.getByRole('textbox', { name: 'Rufnummer 1' }).fill('2345678');
  await form.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page).toHaveURL(/\/plans\/VOIPBIZ\/customer\/$/, wait);

  await toThanks(page, form, email);
  await expect(page).toHaveURL(/\/plans\/VOIPBIZ\/thanks\/$/);

  const orders = (await (await page.request.get('/api/_demo/orders')).json()) as { data: Array<{ body: { contact?: { email?: string } } }> };
  expect(orders.data.filter((order) => order.body.contact?.email === email)).toHaveLength(1);
  // the module and every lazy chunk came from beside it, none from the page's root
  expect(scripts[0]).toBe(`${modulePath}order-form.js`);
  expect(scripts.filter((path) => !path.startsWith(modulePath))).toEqual([]);
  for (const chunk of ['ProductStep', 'CustomerStep', 'libphonenumber', 'germanPhoneMetadata', 'de']) {
    expect(scripts, chunk).toContainEqual(expect.stringMatching(new RegExp(`^${modulePath}chunks/${chunk}-[\\w-]+\\.js$`)));
  }
});

test('two elements on one page: the first owns the address, the second runs in memory with its own storage key; both work', async ({ page }) => {
  test.slow();
  await page.goto('/two/');
  const first = page.getByRole('region', { name: 'Erstes Formular' }).locator('order-form');
  const second = page.getByRole('region', { name: 'Zweites Formular' }).locator('order-form');
  await expect(first.getByRole('heading', { name: 'Unsere Tarife' })).toBeVisible(wait);
  await expect(second.getByRole('radio', { name: 'Ja, bestehender Anschluss' })).toBeVisible(wait);

  // the second moves on in memory: the page's address stays the first's
  await second.getByRole('radio', { name: 'Nein, neuer Anschluss' }).check();
  await second.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(second.getByRole('combobox', { name: /Firmenname/ })).toBeVisible(wait);
  expect(new URL(page.url()).pathname).toBe('/two/');

  // the first routes under its base path
  await first.locator('[data-plan="VOIPPRIV"]').getByRole('link', { name: 'Jetzt bestellen' }).click();
  await expect(page).toHaveURL(/\/two\/plans\/VOIPPRIV\/product\/$/, wait);
  await expect(first.getByRole('radio', { name: 'Ja, bestehender Anschluss' })).toBeVisible(wait);
  // the second kept its step
  await expect(second.getByRole('combobox', { name: /Firmenname/ })).toBeVisible();

  const keys = await page.evaluate(() => Object.keys(sessionStorage));
  expect(keys).toContain('order-form:order');
  expect(keys).toContain('second-form:order');

  // a reload brings each back: the first from the address, the second from its own storage
  await page.reload();
  await expect(first.getByRole('radio', { name: 'Ja, bestehender Anschluss' })).toBeVisible(wait);
  await expect(second.getByRole('combobox', { name: /Firmenname/ })).toBeVisible(wait);

  // and the second places an order on its own
  await toThanks(page, second, `second-${Date.now()}@example.com`, 'Zweites Formular');
  await expect(page).toHaveURL(/\/two\/plans\/VOIPPRIV\/product\/$/);
});

test("every code file of the shipped module asks V8 to compile it while it streams; the data chunks do not", () => {
  const dist = resolve(import.meta.dirname, '../../../dist');
  const files = ['order-form.js', ...readdirSync(resolve(dist, 'chunks')).filter((name) => name.endsWith('.js')).map((name) => `chunks/${name}`)];
  const hinted = (file: string) => readFileSync(resolve(dist, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n');
  const data = /^chunks\/([a-z]{2}|germanPhoneMetadata|libphonenumber)-/;
  const code = files.filter((file) => !data.test(file));
  expect(code).toEqual(expect.arrayContaining(['order-form.js', expect.stringMatching(/^chunks\/plan-flow-/), expect.stringMatching(/^chunks\/ProductStep-/)]));
  expect(code.filter((file) => !hinted(file))).toEqual([]);
  expect(files.filter((file) => data.test(file) && hinted(file))).toEqual([]);
});
