import type { Page } from '@playwright/test';

/**
 * Every /api/ answer the page received, as `status METHOD path` (`401 PUT /api/order`), in order: a test proves that
 * the fault it injected was served, not only that the page ended where it should.
 */
export function servedAnswers(page: Page): string[] {
  const answers: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.includes('/api/') && !pathname.includes('/api/_demo/')) answers.push(`${response.status()} ${response.request().method()} ${pathname}`);
  });
  return answers;
}
