import type { Page, Request } from '@playwright/test';
import { expect, orderForm, takenOver, test } from './fixtures.ts';

const dialog = (page: Page) => orderForm(page).getByRole('dialog', { name: 'Verfügbarkeit prüfen' });
const search = (page: Page) => dialog(page).getByRole('combobox', { name: 'Adresse suchen' });

/** The first open fetches the plan flow's and the address check's chunks and texts: not a speed test. */
const firstOpen = { timeout: 20_000 };

const isSearch = (request: Request) => request.url().endsWith('/api/auto-address');
const isOrderSave = (request: Request) => request.url().endsWith('/api/order') && request.method() === 'PUT';

test.describe('a line plan (412 until the address is checked)', () => {
  test.use({ expectedApiErrors: [/^412 GET \/api\/plans\/TALPRIV100$/] });

  test('a street and number typed without a town: the street in the largest towns first; the second one picked is checked and kept', async ({ page }) => {
    test.slow();
    await page.goto('/plans/TALPRIV100/');
    // the dialog of the page's HTML is inert until the element runs it
    await takenOver(page);
    // the running dialog gives its search the focus as it opens: keys before that would go elsewhere
    await expect(search(page)).toBeFocused(firstOpen);

    const searched = page.waitForRequest((request) => isSearch(request) && request.postDataJSON().address_search === 'Bahnhofstraße 12');
    await search(page).pressSequentially('Bahnhofstraße 12');
    expect((await searched).postDataJSON()).toEqual({ address_search: 'Bahnhofstraße 12', country: ['DEU'], lang: 'de' });
    const options = dialog(page).getByRole('option');
    await expect(options).toHaveText([
      'Bahnhofstraße 12, 10115 Berlin',
      'Bahnhofstraße 12, 20095 Hamburg',
      'Bahnhofstraße 12, 80331 München',
      'Bahnhofstraße 12, 50667 Köln',
      'Bahnhofstraße 12, 60311 Frankfurt am Main',
    ]);

    await search(page).press('ArrowDown');
    await search(page).press('ArrowDown');
    await expect(dialog(page).getByRole('option', { name: 'Bahnhofstraße 12, 20095 Hamburg' })).toHaveAttribute('aria-selected', 'true');
    await search(page).press('Enter');
    await expect(dialog(page).getByText('Gute Nachrichten: Ihr Anschluss ist verfügbar!')).toBeVisible();
    await expect(dialog(page).locator('[data-address="verified"]')).toHaveText(/Bahnhofstraße 12\s*20095 Hamburg/);

    const saved = page.waitForRequest(isOrderSave);
    await dialog(page).getByRole('button', { name: 'Weiter zur Bestellung' }).click();
    expect((await saved).postDataJSON()).toMatchObject({
      orderAddress: { street: 'Bahnhofstraße', houseNumber: '12', zipCode: '20095', city: 'Hamburg', country: 'DE' },
    });
    await expect(page).toHaveURL(/\/plans\/TALPRIV100\/product\/$/);
    await expect(dialog(page)).toBeHidden();
    await expect(orderForm(page).getByRole('region', { name: 'Anschlussadresse' })).toContainText('Bahnhofstraße 12, 20095 Hamburg');
  });
});

test('a street of one town typed without it, for an international plan: only that town is offered, with its own postal code', async ({ page }) => {
  await page.goto('/plans/EBAT/product/');
  await orderForm(page).getByRole('button', { name: 'Verfügbarkeit an Ihrer Adresse prüfen' }).click(firstOpen);
  await expect(search(page)).toBeVisible(firstOpen);
  await search(page).pressSequentially('Landstraßer Hauptstraße 2');
  await expect(dialog(page).getByRole('option')).toHaveText(['Landstraßer Hauptstraße 2, 1030 Wien']);
  await search(page).press('ArrowDown');
  await search(page).press('Enter');
  await expect(dialog(page).locator('[data-address="verified"]')).toHaveText(/Landstraßer Hauptstraße 2\s*1030 Wien/);
  await dialog(page).getByRole('button', { name: 'Weiter zur Bestellung' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(orderForm(page).getByRole('region', { name: 'Anschlussadresse' })).toContainText('Landstraßer Hauptstraße 2, 1030 Wien');
});
