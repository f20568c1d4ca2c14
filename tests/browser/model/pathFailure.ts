import type { Locator, Page } from '@playwright/test';

/** What a failing path of the model suites tells (issue 39, item 4): where it was, as the machine and the screen say. */
export interface PathReport {
  /** the first line: which path failed */
  title: string;
  /** its events */
  path: string;
  /** the machine's states on the way */
  states: string;
  lastEvent: string;
}

/** The path's error: the path as the machine's states and events, the last executed event, the step on screen. */
export async function pathFailure(page: Page, form: Locator, report: PathReport, error: unknown): Promise<Error> {
  const headings = await form.getByRole('heading', { level: 1 }).allInnerTexts().catch(() => []);
  return new Error(
    [
      report.title,
      `  path: ${report.path}`,
      `  states on the way: ${report.states}`,
      `  last executed event: ${report.lastEvent}`,
      `  on screen: ${page.url()} ${headings.length ? `heading "${headings.join('", "')}"` : 'no heading'}`,
      `  error: ${(error as Error).message}`,
    ].join('\n'),
    { cause: error },
  );
}
