import { executors, notExecuted } from './executors.ts';
import { notVisited, pageAssertions } from './pageAssertions.ts';
import { eventKey, leavesAlong, pathInto, pathsByPageState, reachableLeaves, rootEventKeys, type RootPath } from './rootPaths.ts';

/** The path the browser walks into each page state: the shortest one whose every event has an executor. */
export const walkedPaths: ReadonlyMap<string, RootPath | undefined> = new Map(
  [...pathsByPageState.keys()].filter((state) => !(state in notVisited)).map((state) => [state, pathInto(state, (key) => key in executors)] as const),
);

/** What the model asks of the suite and does not find: each line fails the guard test. */
export function gaps(): string[] {
  const lines: string[] = [];
  for (const state of pathsByPageState.keys()) {
    if (!(state in pageAssertions) && !(state in notVisited)) lines.push(`the reachable page state "${state}" has no assertion (pageAssertions.ts) and no reason (notVisited)`);
    if (walkedPaths.has(state) && !walkedPaths.get(state)) lines.push(`no path into "${state}" has an executor for every event`);
  }
  for (const state of Object.keys(pageAssertions)) if (!pathsByPageState.has(state)) lines.push(`the assertion for "${state}" is stale: the graph does not reach it`);
  for (const key of rootEventKeys) {
    if (!(key in executors) && !(key in notExecuted)) lines.push(`the event "${key}" has no executor (executors.ts) and no reason (notExecuted)`);
  }
  for (const key of [...Object.keys(executors), ...Object.keys(notExecuted)]) if (!rootEventKeys.includes(key)) lines.push(`the executor or reason for "${key}" is stale: the graph has no such event`);
  return lines;
}

/** The coverage table: every state of the root machine and every event, walked in the browser or why not. */
export function coverageTable(): string {
  const paths = [...walkedPaths.values()].filter((path) => path !== undefined);
  const asserted = new Set(paths.map((path) => path.pageState));
  const passed = new Set(paths.flatMap((path) => [...leavesAlong(path)]));
  const executed = new Set(paths.flatMap((path) => path.steps.map((step) => eventKey(step.event))));
  const pageStates = [...pathsByPageState.keys()];
  const regionStates = [...reachableLeaves].filter((leaf) => /^ready\.(modal|quoteStatus|session|connection)\./.test(leaf)).sort();
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    `Root machine, over ${paths.length} browser paths (${[...pathsByPageState.values()].reduce((sum, list) => sum + list.length, 0)} shortest paths in the graph)`,
    '',
    row(['page state', 'in the browser']),
    row(['---', '---']),
    ...pageStates.map((state) => row([state, asserted.has(state) ? 'asserted at a path end' : (notVisited[state] ?? 'NOT reached')])),
    '',
    row(['region state', 'in the browser']),
    row(['---', '---']),
    ...regionStates.map((state) => row([state, passed.has(state) ? 'passed through' : 'not reached'])),
    '',
    row(['event', 'executed']),
    row(['---', '---']),
    ...rootEventKeys.map((key) => row([key, executed.has(key) ? `yes: ${executors[key]!.how}` : key in notExecuted ? `no: ${notExecuted[key]}` : key in executors ? 'no: on no shortest path of a page state' : 'NO EXECUTOR'])),
  ].join('\n');
}
