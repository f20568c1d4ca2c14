import type { Page, Request } from '@playwright/test';
import { expect, orderForm, test } from './fixtures.ts';

const dialog = (page: Page) => orderForm(page).getByRole('dialog', { name: 'Verfügbarkeit prüfen' });
const search = (page: Page) => dialog(page).getByRole('combobox', { name: 'Adresse suchen' });

/** Types into the autocomplete and picks the suggestion by keyboard (Down, Enter). */
async function findAddress(page: Page, text: string, suggestion: string) {
  await search(page).fill(text);
  await expect(dialog(page).getByRole('option', { name: suggestion })).toBeVisible();
  await search(page).press('ArrowDown');
  await expect(dialog(page).getByRole('option', { name: suggestion })).toHaveAttribute('aria-selected', 'true');
  await search(page).press('Enter');
}

/** The first open fetches the plan flow's and the address check's chunks and texts: not a speed test. */
const firstOpen = { timeout: 20_000 };

const isOrderSave = (request: Request) => request.url().endsWith('/api/order') && request.method() === 'PUT';

test.describe('a line plan (412 until the address is checked)', () => {
  test.use({ expectedApiErrors: [/^412 GET \/api\/plans\/TALPRIV100$/] });

  test('from a TAL plan link: the address found by typing is available with several providers; continue saves it and opens the product step; a reload keeps it', async ({ page }) => {
    test.slow();
    await page.goto('/plans/TALPRIV100/');
    await expect(search(page)).toBeVisible(firstOpen);
    // Not dismissable while no address is verified.
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeVisible();

    await findAddress(page, 'Friedrichstr 123', 'Friedrichstraße 123, 10117 Berlin');
    await expect(dialog(page).getByText('Gute Nachrichten: Ihr Anschluss ist verfügbar!')).toBeVisible();
    const table = dialog(page).getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Technologie', 'Download', 'Upload']);
    await expect(table.getByRole('row', { name: /FTTH/ })).toHaveText(/FTTH\s*1\.000 Mbit\/s\s*200 Mbit\/s/);
    await expect(table.getByRole('row', { name: /VDSL2 Vectoring/ })).toHaveText(/250 Mbit\/s\s*40 Mbit\/s/);
    await expect(dialog(page).locator('[data-address="verified"]')).toHaveText(/Friedrichstraße 123\s*10117 Berlin/);

    const saved = page.waitForRequest(isOrderSave);
    await dialog(page).getByRole('button', { name: 'Weiter zur Bestellung' }).click();
    expect((await saved).postDataJSON()).toEqual({
      orderAddress: { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE' },
      bandwidth: 1000,
    });
    await expect(page).toHaveURL(/\/plans\/TALPRIV100\/product\/$/);
    await expect(dialog(page)).toBeHidden();
    const checked = orderForm(page).getByRole('region', { name: 'Anschlussadresse' });
    await expect(checked).toContainText('Friedrichstraße 123, 10117 Berlin');

    await page.reload();
    await expect(page).toHaveURL(/\/plans\/TALPRIV100\/product\/$/);
    await expect(orderForm(page).getByRole('region', { name: 'Anschlussadresse' })).toContainText('Friedrichstraße 123, 10117 Berlin');
  });

  test.describe('not available', () => {
    // one pattern: a second array element would be read as the fixture's options
    test.use({ expectedApiErrors: [/^(412 GET \/api\/plans\/TALPRIV100|404 POST \/api\/provider-availabilities\/TAL)$/] });
    test('an address where no connection can be had says so, and try again goes back to the search', async ({ page }) => {
      await page.goto('/plans/TALPRIV100/');
      await expect(search(page)).toBeVisible(firstOpen);
      await findAddress(page, 'Dorfstraße 7 Feldberger', 'Dorfstraße 7, 17258 Feldberger Seenlandschaft');
      await expect(dialog(page).getByText('Leider ist an dieser Adresse kein Anschluss verfügbar.')).toBeVisible();
      await expect(dialog(page).getByText('Prüfen Sie eine andere Adresse oder lassen Sie sich von uns beraten.')).toBeVisible();
      await dialog(page).getByRole('button', { name: 'Andere Adresse prüfen' }).click();
      await expect(dialog(page).getByText('Leider ist an dieser Adresse kein Anschluss verfügbar.')).toBeHidden();
      await expect(search(page)).toBeVisible();
    });
  });

  test('an address typed by hand: messages after leaving a field, submit disabled while invalid, then checked', async ({ page }) => {
    test.slow();
    await page.goto('/plans/TALPRIV100/');
    await expect(search(page)).toBeVisible(firstOpen);
    await dialog(page).getByRole('button', { name: 'Adresse manuell eingeben' }).click();
    const submit = dialog(page).getByRole('button', { name: 'Verfügbarkeit prüfen' });
    await expect(submit).toBeDisabled();
    const zip = dialog(page).getByRole('textbox', { name: 'PLZ' });
    await zip.fill('1011');
    await zip.blur();
    await expect(dialog(page).getByText('Ungültige Postleitzahl')).toBeVisible();
    await dialog(page).getByRole('textbox', { name: 'Straße' }).fill('Königsallee');
    await dialog(page).getByRole('textbox', { name: 'Hausnummer' }).fill('60');
    await zip.fill('40212');
    await dialog(page).getByRole('textbox', { name: 'Ort' }).fill('Düsseldorf');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog(page).getByText('Gute Nachrichten: Ihr Anschluss ist verfügbar!')).toBeVisible();
    await expect(dialog(page).getByRole('table').getByRole('row')).toHaveCount(3);
    await dialog(page).getByRole('button', { name: 'Weiter zur Bestellung' }).click();
    await expect(page).toHaveURL(/\/plans\/TALPRIV100\/product\/$/);
    await expect(orderForm(page).getByRole('region', { name: 'Anschlussadresse' })).toContainText('Königsallee 60, 40212 Düsseldorf');
  });
});

test('an Austrian address for an international plan: geographic numbers, the maintenance warning for Austria', async ({ page }) => {
  await page.goto('/plans/EBAT/product/');
  await orderForm(page).getByRole('button', { name: 'Verfügbarkeit an Ihrer Adresse prüfen' }).click(firstOpen);
  await expect(dialog(page).getByText('Wegen Wartungsarbeiten kann die Prüfung für Österreich heute länger dauern.')).toBeVisible();
  const request = page.waitForRequest((r) => r.url().endsWith('/api/auto-address'));
  await findAddress(page, 'Mariahilfer Straße 1', 'Mariahilfer Straße 1, 1060 Wien');
  expect((await request).postDataJSON()).toMatchObject({ country: ['AUT', 'FRA', 'NLD'] });
  await expect(dialog(page).getByText('An dieser Adresse erhalten Sie Ortsnetzrufnummern.')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Weiter zur Bestellung' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(orderForm(page).getByRole('region', { name: 'Anschlussadresse' })).toContainText('Mariahilfer Straße 1, 1060 Wien');
});

test('a French address for an international plan, number first; only nomadic numbers; changing it again is dismissable', async ({ page }) => {
  await page.goto('/plans/EBFR/product/');
  await orderForm(page).getByRole('button', { name: 'Verfügbarkeit an Ihrer Adresse prüfen' }).click(firstOpen);
  await expect(search(page)).toBeVisible(firstOpen);
  // The FR maintenance text is the #### marker: blanked, so no warning.
  await expect(dialog(page).locator('[data-maintenance]')).toHaveCount(0);
  await findAddress(page, '1 Place Bellecour', '1 Place Bellecour, 69002 Lyon');
  await expect(dialog(page).getByText('An dieser Adresse sind nur nomadische Rufnummern verfügbar.')).toBeVisible();
  await expect(dialog(page).locator('[data-address="verified"]')).toHaveText(/1 Place Bellecour\s*69002 Lyon/);
  // The manual form of a French address shows the number before the street.
  await dialog(page).getByRole('button', { name: 'Manuell ändern' }).click();
  const labels = await dialog(page).locator('input[name="houseNumber"], input[name="street"]').evaluateAll((inputs) => inputs.map((input) => input.getAttribute('name')));
  expect(labels).toEqual(['houseNumber', 'street']);
  await dialog(page).getByRole('button', { name: 'Verfügbarkeit prüfen' }).click();
  await dialog(page).getByRole('button', { name: 'Weiter zur Bestellung' }).click();
  await expect(orderForm(page).getByRole('region', { name: 'Anschlussadresse' })).toContainText('1 Place Bellecour, 69002 Lyon');

  await orderForm(page).getByRole('button', { name: 'Adresse ändern' }).click();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});
