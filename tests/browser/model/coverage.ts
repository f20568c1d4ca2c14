import { transition } from 'xstate';
import { orderMachine, type OrderEvent } from '../../../machines/order.machine.ts';
import { events, pageStateOf, type OrderSnapshot } from '../../machines/orderModel.ts';
import { childReport, definedEventTypes } from './children/childGraph.ts';
import { childModels } from './children/index.ts';
import { executors, notExecuted, notWalkedThrough, shownWhere } from './executors.ts';
import { extensions, walkedExtension, type WalkedExtension } from './extensions.ts';
import { outsideTheGraph } from './outsideTheGraph.ts';
import { regionAssertions } from './regionAssertions.ts';
import { answeredCalls, heldActors } from './pathPlan.ts';
import { notPassedThrough, notVisited, pageAssertions } from './pageAssertions.ts';
import {
  definedPageStates,
  definedRegionStates,
  eventKey,
  isRegionState,
  rootEventKeys,
  screenStateOf,
  shortestOf,
  walkableGraph,
  walked,
  type RootPath,
  type WalkedPath,
} from './rootPaths.ts';

/** What the setup step hands every test of the run: the paths to walk, what is missing, the coverage table. */
export interface RootGraphReport {
  /** one path per page state that has an assertion, the shortest whose every event has an executor */
  paths: WalkedPath[];
  /** per event that no page state's path executes: the shortest path through it into a page state with an assertion */
  eventPaths: Record<string, WalkedPath>;
  /** the tests whose path begins another's: asserted on that one's way, by the name of its test */
  assertedOnTheWay: Record<string, string>;
  /** the walk extensions (extensions.ts): their steps and the machine's states after each, replayed on the machine */
  extensions: WalkedExtension[];
  /** what the model asks of the suite and does not find: each line fails the guard test */
  gaps: string[];
  table: string;
}

/** The root machine's graph over the executable events, checked against the machine's own states and the graph's events. */
export function rootGraphReport(): RootGraphReport {
  const { pathCount, byPageState } = walkableGraph((key) => key in executors, shownWhere);
  const paths = Object.keys(pageAssertions)
    .filter((state) => byPageState.has(state))
    .map((state) => walked(shortestOf(byPageState.get(state)!)!));
  const executedOnPaths = new Set(paths.flatMap((path) => path.keys));
  const everyPath = [...byPageState.values()].flat();
  const allPaths = everyPath.filter((path) => path.pageState in pageAssertions);
  const eventPaths: Record<string, WalkedPath> = {};
  for (const key of Object.keys(executors).filter((key) => !executedOnPaths.has(key) && !(key in notWalkedThrough))) {
    const through =
      withFewestFaults(allPaths.filter((path) => path.steps.some((step) => eventKey(step.event) === key))) ?? withFewestFaults(extendedBy(key, everyPath));
    if (through) eventPaths[key] = walked(through);
  }
  const all = [...paths, ...Object.values(eventPaths)];
  const assertedOnTheWay = chain([...paths.map((path) => ({ test: path.pageState, path })), ...Object.entries(eventPaths).map(([key, path]) => ({ test: `event ${key}`, path }))]);
  const executed = new Set(all.flatMap((path) => path.keys));
  const unwalked = Object.keys(executors)
    .filter((key) => !executed.has(key) && !(key in notWalkedThrough))
    .map((key) => `no path executes "${key}", not even extended by one step: walk it, or give the reason (notWalkedThrough)`);
  const walkedExtensions = extensions.flatMap((extension) => {
    const from = paths.find((path) => path.pageState === extension.from);
    return from ? [walkedExtension(extension, from)] : [];
  });
  const missing = extensions
    .filter((extension) => !walkedExtensions.some((walked) => walked.name === extension.name))
    .map((extension) => `the extension "${extension.name}" starts from ${extension.from}, which no walkable path reaches`);
  const asserted = assertedStates(all, walkedExtensions);
  return {
    paths,
    eventPaths,
    assertedOnTheWay,
    extensions: walkedExtensions,
    gaps: [...gaps(paths, asserted), ...regionGaps(all, asserted), ...unwalked, ...missing],
    table: coverageTable(all, pathCount, asserted),
  };
}

/**
 * Every leaf state of the root machine that a walk asserts in the browser, with where: a page state at a path's end
 * (or on its way, a checkpoint), a region's state at a path's end, any state after a step of an extension.
 */
function assertedStates(paths: WalkedPath[], walkedExtensions: WalkedExtension[]): Map<string, string> {
  const asserted = new Map<string, string>();
  for (const path of paths) {
    asserted.set(path.pageState, 'asserted at a path end');
    for (const leaf of path.endRegions) if (leaf in regionAssertions && !asserted.has(leaf)) asserted.set(leaf, 'asserted at a path end');
  }
  for (const extension of walkedExtensions) {
    for (const leaves of extension.leavesAfter) {
      const pageState = screenStateOf(leaves.filter((leaf) => !isRegionState(leaf)).join(' + '));
      if (pageState in pageAssertions && !asserted.has(pageState)) asserted.set(pageState, `asserted in the extension "${extension.name}"`);
      for (const leaf of leaves) if (leaf in regionAssertions && !asserted.has(leaf)) asserted.set(leaf, `asserted in the extension "${extension.name}"`);
    }
  }
  return asserted;
}

/**
 * Each path whose end state takes the event (where the screen offers it), extended by it, when it then ends in a page
 * state with an assertion. An event that changes nothing the graph tells apart (a BIC table stored, a line id checked)
 * or that leads where the graph got first another way (a failed session check: on as anonymous, like a good one) is on
 * no shortest path: one step more walks it.
 */
function extendedBy(key: string, paths: RootPath[]): RootPath[] {
  const event = events.find((candidate) => eventKey(candidate) === key) as OrderEvent | undefined;
  if (!event) return [];
  return paths.flatMap((path) => {
    const snapshot = path.state;
    // taken, if only to change nothing (a BIC table that did not load derives nothing: the root's `{}` for it)
    if (!(shownWhere[key]?.(snapshot) ?? true) || orderMachine.getTransitionData(snapshot, event).length === 0) return [];
    const steps = [...path.steps, { event }];
    const [next] = transition(orderMachine, snapshot, event);
    const pageState = screenStateOf(pageStateOf(next as OrderSnapshot));
    return pageState in pageAssertions ? [{ pageState, steps, state: next as OrderSnapshot }] : [];
  });
}

/**
 * A path that another begins with is not walked on a page of its own: the longest path that begins with it asserts its
 * page state on the way (a checkpoint), its held calls held there until then. The flow's steps, each a path that
 * walks the steps before it again, are one page then. Returns, per test walked on another's way, that test's name.
 */
function chain(tests: Array<{ test: string; path: WalkedPath }>): Record<string, string> {
  const begins = (longer: WalkedPath, shorter: WalkedPath) =>
    longer.keys.length > shorter.keys.length && shorter.keys.every((key, index) => longer.keys[index] === key);
  const onTheWay: Record<string, string> = {};
  for (const { test, path } of tests) {
    const longest = tests.filter((other) => begins(other.path, path)).sort((a, b) => b.path.keys.length - a.path.keys.length)[0];
    if (!longest) continue;
    onTheWay[test] = longest.test;
    const held = heldActors(path.pending).map((actor) => ({ actor, call: answeredCalls(path.keys, actor) }));
    (longest.path.checkpoints ??= []).push({ after: path.keys.length - 1, pageState: path.pageState, held });
  }
  for (const { path } of tests) path.checkpoints?.sort((a, b) => a.after - b.after);
  return onTheWay;
}

/** The path with the fewest answers that are not the server's own (then the shortest): the least the browser may trip on. */
function withFewestFaults(paths: RootPath[]): RootPath | undefined {
  const faults = (path: RootPath) =>
    path.steps.filter((step) => {
      const executor = executors[eventKey(step.event)];
      return executor?.by === 'server' && executor.answer.kind !== 'real';
    }).length;
  return [...paths].sort((a, b) => faults(a) - faults(b) || a.steps.length - b.steps.length)[0];
}

function gaps(paths: WalkedPath[], asserted: Map<string, string>): string[] {
  const lines: string[] = [];
  const walkedStates = new Set([...paths.map((path) => path.pageState), ...asserted.keys()]);
  for (const state of definedPageStates) {
    if (!(state in pageAssertions) && !(state in notVisited)) lines.push(`the page state "${state}" has no assertion (pageAssertions.ts) and no reason (notVisited)`);
  }
  for (const state of Object.keys(pageAssertions)) {
    if (!definedPageStates.includes(state)) lines.push(`the assertion for "${state}" is stale: the machine has no such page state`);
    else if (!walkedStates.has(state)) lines.push(`no path into "${state}" has an executor for every event`);
  }
  for (const state of Object.keys(notVisited)) if (!definedPageStates.includes(state)) lines.push(`the reason for "${state}" is stale: the machine has no such page state`);
  for (const key of rootEventKeys) {
    if (!(key in executors) && !(key in notExecuted)) lines.push(`the event "${key}" has no executor (executors.ts) and no reason (notExecuted)`);
  }
  for (const key of [...Object.keys(executors), ...Object.keys(notExecuted)]) if (!rootEventKeys.includes(key)) lines.push(`the executor or reason for "${key}" is stale: the graph has no such event`);
  // every event type of the machine's definition: in the graph's list, or outside it with the reason
  const listed = new Set<string>(events.map((event) => event.type));
  const taken = definedEventTypes(orderMachine.root);
  for (const type of taken) {
    if (!listed.has(type) && !(type in outsideTheGraph)) lines.push(`the machine takes "${type}": add it to the graph's events (tests/machines/orderModel.ts) or its reason to outsideTheGraph`);
  }
  for (const type of Object.keys(outsideTheGraph)) {
    if (listed.has(type) || !taken.includes(type)) lines.push(`the reason for "${type}" in outsideTheGraph is stale: the graph lists it, or the machine takes no such event`);
  }
  return lines;
}

/**
 * A region state no walk asserts in the browser needs its reason (a passage, or where it is seen instead), and a
 * reason for one a walk now asserts is stale; an assertion for no such state is stale too.
 */
function regionGaps(_paths: WalkedPath[], asserted: Map<string, string>): string[] {
  return [
    ...definedRegionStates
      .filter((state) => !asserted.has(state) && !(state in notPassedThrough))
      .map((state) => `no walk asserts the region state "${state}" in the browser: walk it (regionAssertions.ts, extensions.ts), or give the reason (notPassedThrough)`),
    ...Object.keys(notPassedThrough)
      .filter((state) => asserted.has(state) || !definedRegionStates.includes(state))
      .map((state) => `the reason for "${state}" is stale: a walk asserts it now, or the machine has no such region state`),
    ...Object.keys(regionAssertions)
      .filter((state) => !definedRegionStates.includes(state))
      .map((state) => `the assertion for "${state}" is stale: the machine has no such region state`),
  ];
}

/** The coverage table: every state of the root machine and every event, walked in the browser or why not. */
function coverageTable(paths: WalkedPath[], pathCount: number, asserted: Map<string, string>): string {
  const passed = new Set(paths.flatMap((path) => path.leaves));
  const leaves = [...definedPageStates, ...definedRegionStates];
  const seen = leaves.filter((state) => asserted.has(state)).length;
  const passages = leaves.filter((state) => !asserted.has(state) && /^a passage/.test(notVisited[state] ?? notPassedThrough[state] ?? '')).length;
  const executed = new Set(paths.flatMap((path) => path.keys));
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    `Root machine: ${paths.length} browser paths (one per page state, and one through each event no such path takes), chosen from ${pathCount} shortest paths over the events that have an executor, and ${extensions.length} walk extensions (extensions.ts)`,
    `Root leaf states asserted in the browser: ${seen} of ${leaves.length} (the boot's parallel loads counted as one page state), ${passages} passages, ${leaves.length - seen - passages} neither`,
    '',
    row(['page state', 'in the browser']),
    row(['---', '---']),
    ...definedPageStates.map((state) => row([state, asserted.get(state) ?? notVisited[state] ?? 'NOT reached'])),
    '',
    row(['region state', 'in the browser']),
    row(['---', '---']),
    ...definedRegionStates.map((state) =>
      row([state, asserted.get(state) ?? (notPassedThrough[state] ? `${passed.has(state) ? 'passed through, not asserted: ' : ''}${notPassedThrough[state]}` : 'NOT asserted')]),
    ),
    '',
    row(['event', 'executed']),
    row(['---', '---']),
    ...Object.entries(outsideTheGraph).map(([type, reason]) => row([type, `outside the graph: ${reason}`])),
    ...rootEventKeys.map((key) => row([key, executed.has(key) ? `yes: ${executors[key]!.how}` : key in notExecuted ? `no: ${notExecuted[key]}` : key in notWalkedThrough ? `no: ${notWalkedThrough[key]}` : key in executors ? 'no: on no shortest path (the state it leads to is one the graph reaches another way, or it changes nothing the graph tells apart)' : 'NO EXECUTOR'])),
    '',
    ...childModels.map(childReport).flatMap((report) => [
      `Child machine ${report.name} (child.model.spec.ts): ${report.paths.length} walks in the browser (${report.paths.reduce((sum, path) => sum + path.keys.length, 0)} events) through the ${report.stateCount} states of its graph`,
      '',
      row(['state', 'in the browser']),
      row(['---', '---']),
      ...report.rows.states.map(([state, seen]) => row([`${report.name}: ${state}`, seen])),
      '',
      row(['event', 'executed']),
      row(['---', '---']),
      ...report.rows.events.map(([key, executed]) => row([`${report.name}: ${key}`, executed])),
      '',
    ])
  ].join('\n');
}
