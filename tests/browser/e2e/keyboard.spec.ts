import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, orderForm, test } from './fixtures.ts';

/** The accessible text of whatever has the focus, inside the element's shadow root too. */
function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    let root: Document | ShadowRoot = document;
    while (active?.shadowRoot?.activeElement) {
      root = active.shadowRoot;
      active = active.shadowRoot.activeElement;
    }
    const describedBy = active?.getAttribute('aria-describedby');
    const description = describedBy ? (root.getElementById(describedBy)?.textContent ?? '') : '';
    return `${active?.getAttribute('aria-label') ?? active?.textContent ?? ''} ${description}`.trim();
  });
}

async function tabTo(page: Page, text: RegExp): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (text.test(await focusedText(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${text}`);
}

test('a person switches the language and chooses a plan with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expect(orderForm(page).getByRole('heading', { name: 'Unsere Tarife' })).toBeVisible();

  await tabTo(page, /^(DE|Sprache)/);
  await page.keyboard.press('Enter');
  await expect(orderForm(page).getByRole('menuitemradio', { name: /DE/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(orderForm(page).getByRole('heading', { name: 'Our plans' })).toBeVisible();

  // The first plans need an address check first; Festnetz Home ("Landline Home") goes straight to its steps.
  await tabTo(page, /^Order now Landline Home$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/product\/$/);
  await expect(orderForm(page).getByRole('heading', { level: 1, name: 'Product' })).toBeVisible();
});

// the plan list's axe run is foundation.spec.ts's
test('axe finds nothing on a step and the not-found page', async ({ page }) => {
  // axe over a whole screen takes tens of seconds on a busy 2-core machine (it timed out at 60 s over three)
  test.slow();
  for (const [url, heading] of [
    ['/plans/VOIPPRIV/product/', 'Produkt'],
    ['/nirgendwo', 'Seite nicht gefunden'],
  ] as const) {
    await page.goto(url);
    await expect(orderForm(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('order-form').analyze();
    expect(violations, url).toEqual([]);
  }
});
