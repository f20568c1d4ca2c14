import AxeBuilder from '@axe-core/playwright';
import { expect, orderForm, test } from './fixtures.ts';

test('the demo page shows the order form element', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('order-form:ready', (event) => {
      (window as unknown as { readyDetail: unknown }).readyDetail = (event as CustomEvent).detail;
    });
  });
  await page.goto('/');
  await expect(page.locator('.site-hero h1')).toContainText('Telefon und Internet');
  await expect(orderForm(page).locator('[part="root"]')).toHaveAttribute('lang', 'de');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { readyDetail?: unknown }).readyDetail))
    .toMatchObject({ lang: 'de' });
});

test('a deep link under the base path serves the page holding the element', async ({ page }) => {
  await page.goto('/plans/EBCOM/product/');
  await expect(orderForm(page).locator('[part="root"]')).toBeAttached();
});

test('axe finds no violations in the element: the plan list', async ({ page }) => {
  await page.goto('/');
  await expect(orderForm(page).getByRole('heading', { level: 1, name: 'Unsere Tarife' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('order-form').analyze();
  expect(violations).toEqual([]);
});

test('a leave-page prompt does not hang a reload', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.addEventListener('beforeunload', (event) => event.preventDefault()));
  await page.locator('body').click();
  await page.reload();
  await expect(orderForm(page)).toBeAttached();
});

test.describe('the e2e fixture', () => {
  // Proves the harness can fail: an unexpected 404 from /api/ must fail the test, so this one is expected to.
  test('fails a test on an /api/ error it did not expect', async ({ page }) => {
    test.fail();
    await page.goto('/');
    await page.evaluate(() => fetch('/api/no-such-call'));
  });

  // Proves the harness can fail on what the page logs or throws (issue 22): these are expected to fail.
  test('fails a test on a console error it did not expect', async ({ page }) => {
    test.fail();
    await page.goto('/');
    await page.evaluate(() => console.error('something broke'));
  });

  test('fails a test on an uncaught exception in the page', async ({ page }) => {
    test.fail();
    await page.goto('/');
    const thrown = page.waitForEvent('pageerror');
    await page.evaluate(() => void setTimeout(() => Promise.reject(new TypeError('a chunk broke')), 0));
    await thrown;
  });

  test('fails a test on a failed request for anything but /api/ (a chunk)', async ({ page }) => {
    test.fail();
    await page.goto('/');
    await page.evaluate(() => import(`${location.origin}/no-such-chunk.js`).catch(() => undefined));
  });

  test.describe(() => {
    test.use({ expectedConsoleErrors: [/^(console\.error: something broke|uncaught: TypeError: a chunk broke)/] });
    test('accepts console errors and exceptions the test expects', async ({ page }) => {
      await page.goto('/');
      const thrown = page.waitForEvent('pageerror');
      await page.evaluate(() => {
        console.error('something broke');
        setTimeout(() => Promise.reject(new TypeError('a chunk broke')), 0);
      });
      await thrown;
    });
  });

  test.describe(() => {
    test.use({ expectedApiErrors: [/^404 GET \/api\/no-such-call$/] });
    test('accepts an /api/ error the test expects', async ({ page }) => {
      await page.goto('/');
      const status = await page.evaluate(() => fetch('/api/no-such-call').then((response) => response.status));
      expect(status).toBe(404);
    });
  });
});
