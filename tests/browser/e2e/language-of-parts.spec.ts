import type { Page } from '@playwright/test';
import { expect, orderForm, test } from './fixtures.ts';
import { chooseLanguage, languages, type Language } from './screens.ts';

/*
 * WCAG 3.1.2 Language of Parts: the demo page and its element say lang="de", but the form may show another
 * language (the menu, ?lang, a stored choice). The element's content, dialogs included, says the language shown,
 * so a screen reader reads English as English.
 */

const form = (page: Page) => orderForm(page);
const content = (page: Page) => form(page).locator('[part="root"]');

/** The language a screen reader takes for a node of the element: the nearest `lang` above it in its shadow tree. */
const languageOf = (page: Page, selector: string) => form(page).locator(selector).first().evaluate((node) => node.closest('[lang]')?.getAttribute('lang') ?? null);

const stepHeading: Record<Language, string> = { de: 'Produkt', en: 'Product', nl: 'Product', fr: 'Produit' };

test('the content, a step and the cart dialog say the language shown, in each of the four languages', async ({ page }) => {
  await page.goto('/plans/VOIPPRIV/product/');
  await expect(form(page).getByRole('heading', { level: 1, name: 'Produkt' })).toBeVisible({ timeout: 15_000 });
  await expect(form(page)).toHaveAttribute('lang', 'de');
  for (const language of languages) {
    await chooseLanguage(page, language);
    await expect(form(page).getByRole('heading', { level: 1, name: stepHeading[language] })).toBeVisible();
    await expect(content(page)).toHaveAttribute('lang', language);
    expect(await languageOf(page, '[part="step-frame"] h1')).toBe(language);
    await form(page).locator('[data-part="cart-button"]').click();
    await expect(form(page).getByRole('dialog')).toBeVisible();
    expect(await languageOf(page, '[role="dialog"]'), `the cart dialog in ${language}`).toBe(language);
    await page.keyboard.press('Escape');
    await expect(form(page).getByRole('dialog')).toBeHidden();
  }
});

test('?lang=en on a page whose element says lang="de": the content says en', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(form(page).getByRole('heading', { level: 1, name: 'Our plans' })).toBeVisible({ timeout: 15_000 });
  await expect(form(page)).toHaveAttribute('lang', 'de');
  await expect(content(page)).toHaveAttribute('lang', 'en');
});
