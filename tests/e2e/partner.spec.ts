import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The order form inside the partner page's iframe. */
const framed = (page: Page): FrameLocator => page.frameLocator('#order-frame');
const orderForm = (page: Page) => framed(page).locator('order-form');

/** The frame's own document: its height and whether it scrolls inside. */
async function frameMetrics(page: Page) {
  const frame = page.frame({ url: /\/embed\// });
  if (!frame) return null;
  const inner = await frame.evaluate(() => ({ scrollHeight: document.documentElement.scrollHeight, clientHeight: document.documentElement.clientHeight }));
  const outer = await page.locator('#order-frame').evaluate((element) => element.getBoundingClientRect().height);
  return { ...inner, outer };
}

test('the iframe grows and shrinks with the form, with no scrollbar inside', async ({ page }) => {
  await page.goto('/partner/?token=demo-partner&plan=');
  await expect(orderForm(page).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  // the plan list is taller than the frame's first 400 px: the frame follows it
  await expect.poll(async () => (await frameMetrics(page))?.outer ?? 0, { timeout: 10_000 }).toBeGreaterThan(600);
  const list = await frameMetrics(page);
  expect(list!.scrollHeight).toBeLessThanOrEqual(list!.clientHeight);

  await orderForm(page).getByRole('article').filter({ hasText: 'Cloud-Telefonanlage Business' }).getByRole('button', { name: 'Jetzt bestellen' }).click();
  await expect(orderForm(page).getByRole('heading', { level: 1 })).not.toHaveText('Unsere Tarife', { timeout: 15_000 });
  await expect
    .poll(async () => {
      const metrics = await frameMetrics(page);
      return metrics ? metrics.scrollHeight <= metrics.clientHeight && Math.abs(metrics.outer - list!.outer) > 20 : false;
    }, { timeout: 10_000 })
    .toBe(true);
});
