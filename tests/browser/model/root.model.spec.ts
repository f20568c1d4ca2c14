import { expect, orderForm, test } from '../e2e/fixtures.ts';
import { checkAddressFirst, executors, type Visitor } from './executors.ts';
import { authHolder, extensions, saveHolder, type ExtensionVisitor, type WalkedExtension } from './extensions.ts';
import { regionAssertions } from './regionAssertions.ts';
import { readGraph } from './graphFile.ts';
import { pageAssertions } from './pageAssertions.ts';
import { pathFailure } from './pathFailure.ts';
import { planOf } from './pathPlan.ts';
import { describePath, isRegionState, screenStateOf, type WalkedPath } from './rootPaths.ts';
import { scriptAnswers } from './serverAnswers.ts';
import type { Page } from '@playwright/test';

/*
 * Issue 39: the root machine's shortest paths walked in the browser on the production build, one test per page state
 * and one per event that no page state's path executes (`--grep "ready.page.nect"` runs one alone; docs/TESTING.md,
 * "Model-based tests"). The graph is computed once per run by the `model-graph` setup project (root.graph.setup.ts) and
 * read here from its file; as Playwright lists the tests before that project runs, the tests are named by what has an
 * assertion or an executor, and an event test whose event a page state's path already executes is skipped, saying so.
 */

test('every page state of the machine has an assertion, every event an executor (or a listed reason)', () => {
  const { table, gaps } = readGraph();
  console.log(table);
  expect(gaps).toEqual([]);
});

// the e2e fixture reads these lists when an answer comes: the path's faults are added once its plan is known
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

for (const pageState of Object.keys(pageAssertions)) {
  test(pageState, async ({ page }) => {
    const { paths, assertedOnTheWay, extensions: walkedExtensions } = readGraph();
    const path = paths.find((candidate) => candidate.pageState === pageState);
    // a state the graph's events do not reach (a save waiting for the connection) is asserted in an extension's walk
    const extension = walkedExtensions.find((candidate) =>
      candidate.leavesAfter.some((leaves) => screenStateOf(leaves.filter((leaf) => !isRegionState(leaf)).join(' + ')) === pageState),
    );
    test.skip(!path && extension !== undefined, `asserted in the extension "${extension?.name}"`);
    if (!path) throw new Error(`the graph has no walkable path into ${pageState}`);
    test.skip(pageState in assertedOnTheWay, `asserted on the way of "${assertedOnTheWay[pageState]}", whose path begins with this one`);
    await walk(page, path);
  });
}

for (const key of Object.keys(executors)) {
  test(`event ${key}`, async ({ page }) => {
    const { paths, eventPaths, assertedOnTheWay } = readGraph();
    const onPageStatePath = paths.find((path) => path.keys.includes(key));
    test.skip(onPageStatePath !== undefined, `executed on the path into ${onPageStatePath?.pageState}`);
    const path = eventPaths[key];
    test.skip(path === undefined, 'on no shortest path into a page state with an assertion (the coverage table says so)');
    test.skip(`event ${key}` in assertedOnTheWay, `walked on the way of "${assertedOnTheWay[`event ${key}`]}", whose path begins with this one`);
    await walk(page, path!);
  });
}

// Issue 49: what the graph's events leave out, walked after a graph path on the same page (extensions.ts)
for (const { name } of extensions) {
  test(`extension: ${name}`, async ({ page }) => {
    const { paths, extensions: walkedExtensions } = readGraph();
    const extension = extensions.find((candidate) => candidate.name === name)!;
    const walkedExtension = walkedExtensions.find((candidate) => candidate.name === name)!;
    const path = paths.find((candidate) => candidate.pageState === extension.from);
    if (!path) throw new Error(`the graph has no walkable path into ${extension.from}`);
    expectedApiErrors.push(...(extension.apiErrors ?? []));
    expectedConsoleErrors.push(...(extension.consoleErrors ?? []));
    if (extension.clock) await page.clock.install();
    await walk(page, path, walkedExtension);
  });
}

/** Asserts every state among the leaves that has an assertion: the page state, and the regions beside it. */
async function assertLeaves(leaves: readonly string[], visitor: Visitor): Promise<void> {
  const pageState = screenStateOf(leaves.filter((leaf) => !isRegionState(leaf)).join(' + '));
  await test.step(`then: ${pageState}`, () => pageAssertions[pageState]!(visitor.form, visitor.page));
  for (const leaf of leaves.filter((leaf) => leaf in regionAssertions)) {
    await test.step(`and: ${leaf}`, () => regionAssertions[leaf]!(visitor.form, visitor.page));
  }
}

/**
 * Walks one path: the server's answers scripted, each visitor's event done, the page state and the regions' states
 * asserted at its end; then the extension's steps, if any, each followed by the states it leads to.
 */
async function walk(page: Page, path: WalkedPath, extension?: WalkedExtension): Promise<void> {
  test.setTimeout(extension ? 240_000 : 120_000);
  const plan = planOf(path);
  expectedApiErrors.push(...plan.apiErrors);
  expectedConsoleErrors.push(...plan.consoleErrors);
  test.info().annotations.push({ type: 'path', description: describePath(path) });

  if (plan.checkAddressFirst) await checkAddressFirst(page);
  const server = await scriptAnswers(page, plan.answers, plan.held, plan.gated);
  const checkpoints = path.checkpoints ?? [];
  const visitor: Visitor = { page, form: orderForm(page), pendingFills: [], held: plan.held };
  let last = '(none)';
  let checkpointAsserted: string | undefined;
  try {
    const callsSoFar = new Map<string, number>();
    for (const [index, { key, executor }] of plan.steps.entries()) {
      if (executor.by !== 'server') {
        // the server's answers so far taken, the faults of the calls this step makes armed
        await server.beforeVisitorStep();
        await test.step(`${index + 1}. ${key}: the ${executor.by} ${executor.how}`, () => executor.run(visitor));
      } else {
        // a server step counts only once its answer was served to this page (issue 49): not hoped for, seen
        const call = callsSoFar.get(executor.actor) ?? 0;
        callsSoFar.set(executor.actor, call + 1);
        if (executor.prompt) {
          await server.beforeVisitorStep();
          await test.step(`${index + 1}. ${key}: the visitor makes the call`, () => executor.prompt!(visitor));
        }
        await test.step(`${index + 1}. ${key}: served, ${executor.how}`, async () => {
          await server.served(executor.actor, call, executor.answer);
          await executor.shown?.(visitor);
        });
      }
      last = key;
      // a shorter path ends here: its page state is asserted, then the calls it held are answered as this path says
      for (const checkpoint of checkpoints.filter((candidate) => candidate.after === index)) {
        checkpointAsserted = checkpoint.pageState;
        await server.beforeVisitorStep();
        await test.step(`then, on the way: ${checkpoint.pageState}`, () => pageAssertions[checkpoint.pageState]!(visitor.form, page));
        checkpointAsserted = undefined;
        server.pass(checkpoint.held);
      }
    }
    await test.step(`then: ${path.pageState}`, () => pageAssertions[path.pageState]!(visitor.form, page));
    for (const leaf of path.endRegions.filter((leaf) => leaf in regionAssertions)) {
      await test.step(`and: ${leaf}`, () => regionAssertions[leaf]!(visitor.form, page));
    }
    if (extension) {
      const definition = extensions.find((candidate) => candidate.name === extension.name)!;
      const extended: ExtensionVisitor = Object.assign(visitor, { holdNextSave: saveHolder(visitor), holdNextAuth: authHolder(visitor) });
      // no settling between the steps: a step's act waits for what it needs, and a call it holds stays in flight
      for (const [index, step] of definition.steps.entries()) {
        const label = extension.labels[index]!;
        await test.step(`+${index + 1}. ${label}`, () => ('key' in step ? (executors[step.key] as { run: (visitor: Visitor) => Promise<void> }).run(extended) : step.act(extended)));
        last = label;
        await assertLeaves(extension.leavesAfter[index]!, extended);
      }
    }
    // the graph's fields are all on the page: a fill still waiting for its step is a change the screen never saw
    expect(
      visitor.pendingFills.map((fill) => fill.step),
      'fills the path decided on and the page never got (their step was not reached by a "Weiter")',
    ).toEqual([]);
  } catch (error) {
    throw await pathFailure(
      page,
      visitor.form,
      {
        title: checkpointAsserted ? `The path into ${path.pageState} failed on the way, in ${checkpointAsserted}.` : `The path into ${path.pageState} failed.`,
        path: describePath(path),
        states: path.leaves.join(', '),
        lastEvent: last,
      },
      error,
    );
  } finally {
    server.release();
  }
}
