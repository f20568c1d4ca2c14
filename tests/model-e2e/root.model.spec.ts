import { expect, orderForm, test } from '../e2e/fixtures.ts';
import { checkAddressFirst, type Visitor } from './executors.ts';
import { pageAssertions } from './pageAssertions.ts';
import { scriptAnswers } from './serverAnswers.ts';

/*
 * Issue 39: the root machine's shortest paths walked in the browser on the production build, one test per page state
 * (`--grep "ready.page.nect"` runs one alone; README, "Model-based tests").
 *
 * The graph (tests/machines/orderModel.ts computes all its shortest paths when imported, a minute or more on a busy
 * machine) is imported by the first test a worker runs, not when Playwright lists the tests: each process computes it
 * once, the listing none. So the tests are named by the page states that have an assertion, and the first test fails
 * on a page state the graph reaches without one.
 */
const rootGraph = async () => ({ ...(await import('./coverage.ts')), ...(await import('./pathPlan.ts')), ...(await import('./rootPaths.ts')) });

test('every page state the graph reaches has an assertion, every event an executor (or a listed reason)', async () => {
  test.setTimeout(600_000);
  const { coverageTable, gaps } = await rootGraph();
  console.log(coverageTable());
  expect(gaps()).toEqual([]);
});

for (const pageState of Object.keys(pageAssertions)) {
  // the e2e fixture reads these lists when an answer comes: the path's faults are added once its plan is known
  const expectedApiErrors: RegExp[] = [];
  const expectedConsoleErrors: RegExp[] = [];
  test.describe(() => {
    test.use({ expectedApiErrors, expectedConsoleErrors });

    test(pageState, async ({ page }) => {
      // the graph first (its own time, once per worker), then two minutes for the path
      const started = Date.now();
      test.setTimeout(600_000);
      const { walkedPaths, planOf, describePath, leavesAlong } = await rootGraph();
      test.setTimeout(Date.now() - started + 120_000);
      const path = walkedPaths.get(pageState);
      if (!path) throw new Error(`the graph has no walkable path into ${pageState}`);
      const plan = planOf(path);
      expectedApiErrors.push(...plan.apiErrors);
      expectedConsoleErrors.push(...plan.consoleErrors);
      test.info().annotations.push({ type: 'path', description: describePath(path) });

      if (plan.checkAddressFirst) await checkAddressFirst(page);
      const release = await scriptAnswers(page, plan.answers, plan.held);
      const visitor: Visitor = { page, form: orderForm(page), pendingFills: [] };
      let last = '(none)';
      try {
        for (const [index, { key, executor }] of plan.steps.entries()) {
          if (executor.by !== 'server') await test.step(`${index + 1}. ${key}: the ${executor.by} ${executor.how}`, () => executor.run(visitor));
          last = key;
        }
        await test.step(`then: ${pageState}`, () => pageAssertions[pageState]!(visitor.form, page));
      } catch (error) {
        // where it failed: the path as the machine's states and events, the last executed event, the step on screen
        const headings = await visitor.form.getByRole('heading', { level: 1 }).allInnerTexts().catch(() => []);
        throw new Error(
          [
            `The path into ${pageState} failed.`,
            `  path: ${describePath(path)}`,
            `  states on the way: ${[...leavesAlong(path)].join(', ')}`,
            `  last executed event: ${last}`,
            `  on screen: ${page.url()} ${headings.length ? `heading "${headings.join('", "')}"` : 'no heading'}`,
            `  error: ${(error as Error).message}`,
          ].join('\n'),
          { cause: error },
        );
      } finally {
        release();
      }
    });
  });
}
