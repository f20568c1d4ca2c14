import type { Locator, Page } from '@playwright/test';
import { expect, orderForm, test } from './fixtures.ts';

/** The demo page's own header: its logo and the three links of its navigation. */
const hostHeaderParts = (page: Page) => {
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  return [
    page.locator('.site-logo'),
    navigation.getByRole('link', { name: 'Privatkunden' }),
    navigation.getByRole('link', { name: 'Geschäftskunden' }),
    navigation.getByRole('link', { name: 'Hilfe' }),
  ];
};

const elementHeader = (page: Page) => orderForm(page).locator('[part="header"]');

/**
 * The part is inside the viewport and the topmost element at its centre is the part itself: nothing of the
 * element (whose shadow content hit-tests as the `order-form` host) lies over it.
 */
async function expectUncovered(part: Locator) {
  await expect(part).toBeVisible();
  const box = (await part.boundingBox())!;
  const viewport = part.page().viewportSize()!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  expect(centre.x, 'centre inside the viewport').toBeGreaterThan(0);
  expect(centre.x, 'centre inside the viewport').toBeLessThan(viewport.width);
  expect(centre.y, 'centre inside the viewport').toBeGreaterThan(0);
  const hit = await part.evaluate((element, { x, y }) => {
    const top = document.elementFromPoint(x, y);
    return top === element || element.contains(top) ? 'the part itself' : (top?.outerHTML.slice(0, 80) ?? 'nothing');
  }, centre);
  expect(hit).toBe('the part itself');
}

/** The element's header lies inside the element's own box. */
async function expectHeaderInsideElement(page: Page) {
  const host = (await orderForm(page).boundingBox())!;
  const header = (await elementHeader(page).boundingBox())!;
  expect(header.y).toBeGreaterThanOrEqual(host.y - 0.5);
  expect(header.y + header.height).toBeLessThanOrEqual(host.y + host.height + 0.5);
}

for (const width of [320, 768, 1280, 1800]) {
  test(`at ${width} px the demo page's own header and navigation are never covered by the element`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(orderForm(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(elementHeader(page)).toHaveAttribute('data-position', 'sticky');

    for (const part of hostHeaderParts(page)) await expectUncovered(part);
    await expectHeaderInsideElement(page);

    // Scrolled into the form: the element's header sticks to the top of the viewport, but only inside its box.
    const formTop = await orderForm(page).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), formTop + 200);
    await expect.poll(async () => (await elementHeader(page).boundingBox())?.y).toBe(0);
    await expectHeaderInsideElement(page);

    // Scrolled back, a little short of the top: whatever shows of the page's header is its own.
    await page.evaluate(() => window.scrollTo(0, 4));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(4);
    for (const part of hostHeaderParts(page)) await expectUncovered(part);
    await expectHeaderInsideElement(page);
  });
}

test('header="fixed" pins the header to the viewport, and the element keeps room for it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(orderForm(page).getByRole('heading', { level: 1 })).toBeVisible();
  await orderForm(page).evaluate((element) => element.setAttribute('header', 'fixed'));
  await expect(elementHeader(page)).toHaveAttribute('data-position', 'fixed');
  expect(await elementHeader(page).evaluate((header) => getComputedStyle(header).position)).toBe('fixed');
  await expect.poll(async () => (await elementHeader(page).boundingBox())?.y).toBe(0);

  // Still at the top of the viewport when the element's own box has scrolled out of it: fixed, not sticky.
  await page.evaluate(() => {
    document.body.style.paddingBottom = '3000px';
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await expect.poll(async () => (await orderForm(page).boundingBox())!.y + (await orderForm(page).boundingBox())!.height).toBeLessThan(0);
  await expect.poll(async () => (await elementHeader(page).boundingBox())?.y).toBe(0);

  // A page with a fixed bar of its own places the fixed header below it through ::part (README, "Attributes").
  await page.addStyleTag({ content: 'order-form[header="fixed"]::part(header) { top: 4rem; }' });
  await expect.poll(async () => (await elementHeader(page).boundingBox())?.y).toBe(64);

  // Removing the attribute returns to the default, on the same running form.
  await orderForm(page).evaluate((element) => element.removeAttribute('header'));
  await expect(elementHeader(page)).toHaveAttribute('data-position', 'sticky');
  await expect(orderForm(page).getByRole('heading', { level: 1 })).toBeVisible();
});
