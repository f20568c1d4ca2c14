import { expect, orderForm, test } from '../e2e/fixtures.ts';
import { checkAddressFirst, type Visitor } from './executors.ts';
import { readGraph } from './graphFile.ts';
import { pageAssertions } from './pageAssertions.ts';
import { planOf } from './pathPlan.ts';
import { describePath } from './rootPaths.ts';
import { scriptAnswers } from './serverAnswers.ts';

/*
 * Issue 39: the root machine's shortest paths walked in the browser on the production build, one test per page state
 * (`--grep "ready.page.nect"` runs one alone; README, "Model-based tests"). The graph is computed once per run by the
 * `model-graph` setup project (root.graph.setup.ts) and read here from its file; the tests are named by the page
 * states that have an assertion, and the guard test fails on a page state without one.
 */

test('every page state of the machine has an assertion, every event an executor (or a listed reason)', () => {
  const { table, gaps } = readGraph();
  console.log(table);
  expect(gaps).toEqual([]);
});

for (const pageState of Object.keys(pageAssertions)) {
  // the e2e fixture reads these lists when an answer comes: the path's faults are added once its plan is known
  const expectedApiErrors: RegExp[] = [];
  const expectedConsoleErrors: RegExp[] = [];
  test.describe(() => {
    test.use({ expectedApiErrors, expectedConsoleErrors });

    test(pageState, async ({ page }) => {
      test.setTimeout(120_000);
      const path = readGraph().paths.find((candidate) => candidate.pageState === pageState);
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
            `  states on the way: ${path.leaves.join(', ')}`,
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
