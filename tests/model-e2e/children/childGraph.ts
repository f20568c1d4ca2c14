import { createActor, fromPromise, transition, type AnyStateNode } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { activeLeaves } from '../../machines/modelHarness.ts';
import { definedLeaves } from '../rootPaths.ts';
import type { ChildModel, GraphSnapshot } from './childModel.ts';

/** One path of a child machine as the browser walks it. */
export interface ChildPath {
  /** its events, by the model's keys, the machine's start left out */
  keys: string[];
  /** the active leaves after each event (the first entry: at the start) */
  leavesAfter: string[][];
  /** the machine's state after each event, as the graph promised it (the first entry: at the start) */
  statesAfter: GraphSnapshot[];
  /** per event, the actors it starts (or starts anew): the page's next calls of their kind are theirs */
  starts: string[][];
}

/** What a child machine's graph gives the suite: the paths to walk, what is missing, the coverage table's rows. */
export interface ChildReport {
  name: string;
  paths: ChildPath[];
  pathCount: number;
  gaps: string[];
  rows: { states: Array<[string, string]>; events: Array<[string, string]> };
}

/** Every event type a machine's definition takes (its `on`, its actors' done and error events, its `after` delays). */
export function definedEventTypes(node: AnyStateNode): string[] {
  const own = (node.ownEvents as string[]).filter((type) => type !== '*');
  return [...new Set([...own, ...(Object.values(node.states) as AnyStateNode[]).flatMap(definedEventTypes)])];
}

/**
 * The machine's shortest paths over the model's events (one per state the graph tells apart), and of them the fewest
 * that together go through every asserted state and execute every executable event: each is walked in a page of its
 * own, its every state on the way asserted.
 */
export function childReport(model: ChildModel): ChildReport {
  const keyOf = new Map(Object.entries(model.events).map(([key, event]) => [event, key]));
  const executable = Object.values(model.events).filter((event) => keyOf.get(event)! in model.executors);
  const possible = (snapshot: GraphSnapshot) => executable.filter((event) => model.when?.[keyOf.get(event)!]?.(snapshot) ?? true);
  const serialize = model.serialize ?? ((snapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context }));
  const all = getShortestPaths(model.machine, {
    input: model.input,
    events: ((snapshot: GraphSnapshot) => possible(snapshot)) as never,
    serializeState: (snapshot) => serialize(snapshot as never),
  }).map(
    (path): ChildPath => ({
      keys: path.steps.slice(1).map((step) => keyOf.get(step.event as never)!),
      leavesAfter: path.steps.map((step) => activeLeaves(step.state.value)),
      statesAfter: path.steps.map((step) => step.state as GraphSnapshot),
      starts: [],
    }),
  );

  const wanted = new Set([...Object.keys(model.assertions), ...Object.keys(model.executors).map((key) => `event ${key}`)]);
  const targetsOf = (path: ChildPath) => new Set([...path.leavesAfter.flat(), ...path.keys.map((key) => `event ${key}`)].filter((target) => wanted.has(target)));
  const chosen: ChildPath[] = [];
  const covered = new Set<string>();
  for (;;) {
    const gain = (path: ChildPath) => [...targetsOf(path)].filter((target) => !covered.has(target)).length;
    const best = [...all].sort((a, b) => gain(b) - gain(a) || a.keys.length - b.keys.length)[0];
    if (!best || gain(best) === 0) break;
    chosen.push(best);
    targetsOf(best).forEach((target) => covered.add(target));
  }

  // an event that only leads to a state the graph already tells (another failure of the same kind): one step more
  for (const [key, event] of Object.entries(model.events)) {
    if (!(key in model.executors) || covered.has(`event ${key}`)) continue;
    const into = all
      .filter((path) => possible(path.statesAfter.at(-1)!).includes(event) && path.statesAfter.at(-1)!.can(event as never))
      .sort((a, b) => a.keys.length - b.keys.length)[0];
    if (!into) continue;
    const [next] = transition(model.machine, into.statesAfter.at(-1) as never, event as never);
    const extended: ChildPath = {
      keys: [...into.keys, key],
      leavesAfter: [...into.leavesAfter, activeLeaves(next.value)],
      statesAfter: [...into.statesAfter, next as unknown as GraphSnapshot],
      starts: [],
    };
    chosen.push(extended);
    targetsOf(extended).forEach((target) => covered.add(target));
  }

  const leaves = definedLeaves(model.machine.root);
  const types = definedEventTypes(model.machine.root);
  const eventTypes = new Set(Object.values(model.events).map((event) => event.type));
  const notVisited = model.notVisited ?? {};
  const notExecuted = model.notExecuted ?? {};
  const gaps: string[] = [];
  for (const leaf of leaves) {
    if (!(leaf in model.assertions) && !(leaf in notVisited)) gaps.push(`${model.name}: the state "${leaf}" has no assertion and no reason (notVisited)`);
    if (leaf in model.assertions && !covered.has(leaf)) gaps.push(`${model.name}: no walkable path goes through "${leaf}"`);
  }
  for (const state of [...Object.keys(model.assertions), ...Object.keys(notVisited)]) {
    if (!leaves.includes(state)) gaps.push(`${model.name}: the assertion or reason for "${state}" is stale: the machine has no such state`);
  }
  for (const type of types) if (!eventTypes.has(type)) gaps.push(`${model.name}: the machine takes "${type}", and the model has no event of that type`);
  for (const key of Object.keys(model.events)) {
    if (!(key in model.executors) && !(key in notExecuted)) gaps.push(`${model.name}: the event "${key}" has no executor and no reason (notExecuted)`);
    if (key in model.executors && !covered.has(`event ${key}`)) gaps.push(`${model.name}: no walkable path executes "${key}"`);
  }
  for (const key of [...Object.keys(model.executors), ...Object.keys(notExecuted)]) {
    if (!(key in model.events)) gaps.push(`${model.name}: the executor or reason for "${key}" is stale: the model has no such event`);
  }

  return {
    name: model.name,
    paths: chosen.map((path) => ({ ...path, starts: startsAlong(model, path) })),
    pathCount: all.length,
    gaps,
    rows: {
      states: leaves.map((leaf) => [leaf, covered.has(leaf) ? 'asserted on the way' : (notVisited[leaf] ?? 'NOT reached')]),
      events: Object.keys(model.events).map((key) => [
        key,
        covered.has(`event ${key}`) ? `yes: ${model.executors[key]!.how}` : key in notExecuted ? `no: ${notExecuted[key]}` : 'NO EXECUTOR',
      ]),
    },
  };
}

/**
 * The actors each event of the path starts, from a replay on a real actor whose actors never answer: the graph's own
 * snapshots do not keep their running actors across delayed transitions, an actor's reference does tell a new start.
 */
function startsAlong(model: ChildModel, path: ChildPath): string[][] {
  const silent = fromPromise(() => new Promise<never>(() => undefined));
  const sources = Object.keys((model.machine.implementations as { actors: Record<string, unknown> }).actors);
  const actor = createActor(model.machine.provide({ actors: Object.fromEntries(sources.map((source) => [source, silent])) } as never), { input: model.input });
  actor.start();
  const starts = path.keys.map((key) => {
    const before = { ...actor.getSnapshot().children };
    actor.send(model.events[key] as never);
    const after = actor.getSnapshot().children as Record<string, unknown>;
    return Object.keys(after).filter((id) => after[id] !== before[id]);
  });
  actor.stop();
  return starts;
}

/** A path's title: where it ends, and how. */
export const titleOf = (name: string, path: ChildPath) =>
  `${name}: ${path.leavesAfter.at(-1)!.join(' + ')} by ${path.keys.join(' → ') || 'opening it'}`;
