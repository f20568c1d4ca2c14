import { orderMachine } from '../../machines/order.machine.ts';
import { events } from '../machines/orderModel.ts';
import { childReport, definedEventTypes } from './children/childGraph.ts';
import { childModels } from './children/index.ts';
import { executors, notExecuted, notWalkedThrough, shownWhere } from './executors.ts';
import { outsideTheGraph } from './outsideTheGraph.ts';
import { notVisited, pageAssertions } from './pageAssertions.ts';
import { definedPageStates, definedRegionStates, eventKey, rootEventKeys, shortestOf, walkableGraph, walked, type RootPath, type WalkedPath } from './rootPaths.ts';

/** What the setup step hands every test of the run: the paths to walk, what is missing, the coverage table. */
export interface RootGraphReport {
  /** one path per page state that has an assertion, the shortest whose every event has an executor */
  paths: WalkedPath[];
  /** per event that no page state's path executes: the shortest path through it into a page state with an assertion */
  eventPaths: Record<string, WalkedPath>;
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
  const allPaths = [...byPageState.values()].flat().filter((path) => path.pageState in pageAssertions);
  const eventPaths: Record<string, WalkedPath> = {};
  for (const key of Object.keys(executors).filter((key) => !executedOnPaths.has(key) && !(key in notWalkedThrough))) {
    const through = withFewestFaults(allPaths.filter((path) => path.steps.some((step) => eventKey(step.event) === key)));
    if (through) eventPaths[key] = walked(through);
  }
  const all = [...paths, ...Object.values(eventPaths)];
  return { paths, eventPaths, gaps: gaps(paths), table: coverageTable(all, pathCount) };
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

function gaps(paths: WalkedPath[]): string[] {
  const lines: string[] = [];
  const walkedStates = new Set(paths.map((path) => path.pageState));
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

/** The coverage table: every state of the root machine and every event, walked in the browser or why not. */
function coverageTable(paths: WalkedPath[], pathCount: number): string {
  const asserted = new Set(paths.map((path) => path.pageState));
  const passed = new Set(paths.flatMap((path) => path.leaves));
  const executed = new Set(paths.flatMap((path) => path.keys));
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    `Root machine: ${paths.length} browser paths (one per page state, and one through each event no such path takes), chosen from ${pathCount} shortest paths over the events that have an executor`,
    '',
    row(['page state', 'in the browser']),
    row(['---', '---']),
    ...definedPageStates.map((state) => row([state, asserted.has(state) ? 'asserted at a path end' : (notVisited[state] ?? 'NOT reached')])),
    '',
    row(['region state', 'in the browser']),
    row(['---', '---']),
    ...definedRegionStates.map((state) => row([state, passed.has(state) ? 'passed through' : 'not reached'])),
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
