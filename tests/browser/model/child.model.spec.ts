import type { Page } from '@playwright/test';
import { expect, orderForm, test } from '../e2e/fixtures.ts';
import { childReport, titleOf, type ChildPath } from './children/childGraph.ts';
import type { ChildModel, ChildVisitor } from './children/childModel.ts';
import { holdCalls } from './children/heldCalls.ts';
import { childModels } from './children/index.ts';
import { pathFailure } from './pathFailure.ts';

/*
 * Issue 39, item 4: the child machines a visitor meets (address check, submission, voucher, quote, plan link) walked
 * in the browser on the production build. Each machine's shortest paths (xstate/graph, small enough to compute here)
 * are narrowed to the fewest that go through every asserted state and execute every event; each runs in a page of
 * its own, and every state on the way is asserted as a person sees it (`--grep "voucher:"` runs one machine's paths).
 */

// the e2e fixture reads these lists when an answer comes: a path's faults are known once it starts. One pattern
// each: Playwright reads a list whose second item is an object (a RegExp) as a fixture's [value, options]
const expectedApiErrors: RegExp[] = [];
const expectedConsoleErrors: RegExp[] = [];
// the walk models the element's own machine from its start-up: the page without its first screen in the HTML (that
// page's take-over is first-screen-html.spec.ts's)
// each list handed over as `[list, { scope: 'test' }]`: Playwright reads an array whose second item is an object (two RegExps left
// in the list by the test before) as a fixture's [value, options], and would hand over its first RegExp
test.use({ expectedApiErrors: [expectedApiErrors, { scope: 'test' }], expectedConsoleErrors: [expectedConsoleErrors, { scope: 'test' }], firstScreenInHtml: false });
test.beforeEach(() => {
  expectedApiErrors.length = 0;
  expectedConsoleErrors.length = 0;
});

for (const model of childModels) {
  const report = childReport(model);

  test(`${model.name}: every state has an assertion, every event an executor (or a listed reason)`, () => {
    expect(report.gaps).toEqual([]);
  });

  for (const [index, path] of report.paths.entries()) {
    test(titleOf(model.name, path, index), async ({ page }) => {
      // a page load and the way to the machine, then a few seconds per event on a busy 2-core machine
      test.setTimeout(60_000 + 5_000 * path.keys.length);
      await walk(page, model, path);
    });
  }
}

/** Opens where the machine runs, then does each event of the path and asserts every state it passes through. */
async function walk(page: Page, model: ChildModel, path: ChildPath): Promise<void> {
  const { apiErrors, consoleErrors } = expectedErrorsOf(model, path);
  expectedApiErrors.push(...apiErrors);
  expectedConsoleErrors.push(...consoleErrors);
  // the machines' delays (a slow submit, a stalled check) pass when the path says so
  await page.clock.install();
  const visitor: ChildVisitor = { page, form: orderForm(page) };
  const heldFromStart = model.holdFromStart ? await holdCalls(page, model.calls) : undefined;
  await test.step(`open: ${model.name}`, () => model.open(visitor));
  const held = heldFromStart ?? (await holdCalls(page, model.calls));
  if (model.pausedClock) await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  const assertStates = async (index: number) => {
    const leaves = path.leavesAfter[index]!.filter((leaf) => leaf in model.assertions);
    for (const leaf of leaves) await test.step(`then: ${leaf}`, () => model.assertions[leaf]!(visitor, path.statesAfter[index]!));
  };
  let last = '(none)';
  try {
    await assertStates(0);
    for (const [index, key] of path.keys.entries()) {
      const executor = model.executors[key]!;
      // the actors this event starts: the page's next calls of their kind are theirs
      held.due(path.starts[index]!);
      await test.step(`${index + 1}. ${key}: the ${executor.by} ${executor.how}`, async () => {
        if (executor.by === 'server') await held.answer(executor.actor, executor.answer);
        else if (executor.by === 'clock') await (model.pausedClock ? page.clock.runFor(executor.ms) : page.clock.fastForward(executor.ms));
        else await executor.run(visitor);
      });
      last = key;
      await assertStates(index + 1);
    }
  } catch (error) {
    const states = path.leavesAfter.map((leaves) => leaves.join(' + ')).join(' → ');
    throw await pathFailure(page, visitor.form, { title: `The ${model.name} walk failed.`, path: path.keys.join(' → '), states, lastEvent: last }, error);
  } finally {
    held.release();
  }
}

/** The /api/ errors and console errors the path provokes on purpose, one pattern of alternatives each. */
function expectedErrorsOf(model: ChildModel, path: ChildPath): { apiErrors: RegExp[]; consoleErrors: RegExp[] } {
  const apiLines = (model.apiErrors ?? []).map((pattern) => pattern.source.replace(/^\^|\$$/g, ''));
  let dropped = false;
  for (const key of path.keys) {
    const executor = model.executors[key]!;
    if (executor.by !== 'server' || executor.answer.kind === 'real') continue;
    if (executor.answer.kind === 'dropped') dropped = true;
    else if ((executor.answer.fault.status ?? 0) >= 400) {
      const call = model.calls[executor.actor]!;
      apiLines.push(`${executor.answer.fault.status} ${call.method} ${call.path.source.replace(/^\^|\$$/g, '')}`);
    }
  }
  return {
    apiErrors: apiLines.length > 0 ? [new RegExp(`^(${apiLines.join('|')})$`)] : [],
    consoleErrors: dropped ? [/Failed to load resource: net::ERR_/] : [],
  };
}
