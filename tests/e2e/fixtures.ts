import { test as base, expect, type Page } from '@playwright/test';

export { expect };

interface Fixtures {
  /** /api/ answers of 400 and above that a test provokes on purpose: `test.use({ expectedApiErrors: [...] })`. */
  expectedApiErrors: ReadonlyArray<RegExp>;
}

/**
 * Every e2e test: a /api/ answer of 400 or above that the test did not expect fails it, and `beforeunload`
 * prompts (the leave-page prompt) are accepted so reloads and navigations do not hang.
 */
export const test = base.extend<Fixtures>({
  expectedApiErrors: [[], { option: true }],
  page: async ({ page, expectedApiErrors }, use) => {
    const unexpected = watchApiErrors(page, expectedApiErrors);
    page.on('dialog', (dialog) => void dialog.accept());
    await use(page);
    expect(unexpected, 'unexpected /api/ errors').toEqual([]);
  },
});

function watchApiErrors(page: Page, expected: ReadonlyArray<RegExp>): string[] {
  const unexpected: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.includes('/api/') || response.status() < 400) return;
    const line = `${response.status()} ${response.request().method()} ${pathname}`;
    if (!expected.some((pattern) => pattern.test(line))) unexpected.push(line);
  });
  return unexpected;
}

/** The element's shadow content, found through Playwright's shadow-piercing locators. */
export const orderForm = (page: Page) => page.locator('order-form');
