import { createActor, fromPromise, initialTransition, transition, type AnyStateNode } from 'xstate';
import { activeLeaves } from '../../../machines/modelHarness.ts';
import { definedLeaves } from '../rootPaths.ts';
import type { ChildEvent, ChildModel, GraphSnapshot } from './childModel.ts';

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
  /** the states of its graph over the executable events */
  stateCount: number;
  gaps: string[];
  rows: { states: Array<[string, string]>; events: Array<[string, string]> };
}

/** Every event type a machine's definition takes (its `on`, its actors' done and error events, its `after` delays). */
export function definedEventTypes(node: AnyStateNode): string[] {
  const own = (node.ownEvents as string[]).filter((type) => type !== '*');
  return [...new Set([...own, ...(Object.values(node.states) as AnyStateNode[]).flatMap(definedEventTypes)])];
}

/** A state of the machine's graph, by its serialized key: its snapshot and the events it offers, each to a state. */
interface GraphNode {
  snapshot: GraphSnapshot;
  edges: Array<{ key: string; to: string }>;
}

/** Longer walks end and another page starts: a failing walk's report stays readable, a test stays within its time. */
const MAX_WALK = 40;

/**
 * The machine's graph over the model's executable events (every state the serialization tells apart, from the input
 * the page starts it with), and walks through it that together go through every asserted state and execute every
 * executable event. A walk is a chain of shortest paths, each to the nearest state or event not yet walked, on one
 * page: paths that share a prefix share the page that walked it. A final state ends a walk, and is gone to last.
 */
export function childReport(model: ChildModel): ChildReport {
  const executable = Object.entries(model.events).filter(([key]) => key in model.executors);
  const serialize = model.serialize ?? ((snapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context }));
  const { initial, nodes } = stateGraph(model, executable, serialize);

  const wanted = new Set([...Object.keys(model.assertions), ...executable.map(([key]) => `event ${key}`)]);
  const covered = new Set<string>();
  const targetsOf = (key: string, to: string) => [`event ${key}`, ...activeLeaves(nodes.get(to)!.snapshot.value)].filter((target) => wanted.has(target) && !covered.has(target));
  const isFinal = (id: string) => (nodes.get(id)!.snapshot as { status?: string }).status === 'done';
  const paths: ChildPath[] = [];
  for (;;) {
    const walk: Array<{ key: string; to: string }> = [];
    let at = initial;
    activeLeaves(nodes.get(initial)!.snapshot.value).forEach((leaf) => wanted.has(leaf) && covered.add(leaf));
    while (walk.length < MAX_WALK && !isFinal(at)) {
      const route = nearestNew(nodes, at, targetsOf, isFinal);
      if (!route) break;
      for (const step of route) targetsOf(step.key, step.to).forEach((target) => covered.add(target));
      walk.push(...route);
      at = route.at(-1)!.to;
    }
    if (walk.length === 0) break;
    paths.push({
      keys: walk.map((step) => step.key),
      leavesAfter: [initial, ...walk.map((step) => step.to)].map((id) => activeLeaves(nodes.get(id)!.snapshot.value)),
      statesAfter: [initial, ...walk.map((step) => step.to)].map((id) => nodes.get(id)!.snapshot),
      starts: [],
    });
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
    paths: paths.map((path) => ({ ...path, starts: startsAlong(model, path) })),
    stateCount: nodes.size,
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
  for (const key of model.startsAfter ?? []) actor.send(model.events[key] as never);
  const starts = path.keys.map((key) => {
    const before = { ...actor.getSnapshot().children };
    actor.send(model.events[key] as never);
    const after = actor.getSnapshot().children as Record<string, unknown>;
    return Object.keys(after).filter((id) => after[id] !== before[id]);
  });
  actor.stop();
  return starts;
}

/**
 * Every state the executable events reach from the input (breadth first, the model's event order), each with the
 * events a visitor or the server can make happen there (`when`) and the machine takes (`can`).
 */
function stateGraph(
  model: ChildModel,
  executable: Array<[string, ChildEvent]>,
  serialize: (snapshot: GraphSnapshot) => string,
): { initial: string; nodes: Map<string, GraphNode> } {
  let [start] = initialTransition(model.machine, model.input);
  // what the page makes happen by itself as it opens (the cart's first post): the walks start after it
  for (const key of model.startsAfter ?? []) [start] = transition(model.machine, start as never, model.events[key] as never);
  const initial = serialize(start as GraphSnapshot);
  const nodes = new Map<string, GraphNode>([[initial, { snapshot: start as GraphSnapshot, edges: [] }]]);
  const queue = [initial];
  while (queue.length > 0) {
    const node = nodes.get(queue.shift()!)!;
    for (const [key, event] of executable) {
      if (!(model.when?.[key]?.(node.snapshot) ?? true) || !node.snapshot.can(event as never)) continue;
      const [next] = transition(model.machine, node.snapshot as never, event as never);
      const to = serialize(next as GraphSnapshot);
      if (!nodes.has(to)) {
        nodes.set(to, { snapshot: next as GraphSnapshot, edges: [] });
        queue.push(to);
      }
      node.edges.push({ key, to });
    }
  }
  return { initial, nodes };
}

/**
 * The shortest route from a state to the nearest event or state not yet walked (breadth first); a final state only
 * when no other is left to reach, since it ends the walk.
 */
function nearestNew(
  nodes: Map<string, GraphNode>,
  from: string,
  targetsOf: (key: string, to: string) => string[],
  isFinal: (id: string) => boolean,
): Array<{ key: string; to: string }> | undefined {
  const cameBy = new Map<string, { key: string; from: string } | null>([[from, null]]);
  const queue = [from];
  let finalRoute: Array<{ key: string; to: string }> | undefined;
  const routeTo = (last: { key: string; to: string }, before: string) => {
    const route = [last];
    for (let at = before, step = cameBy.get(at); step; at = step.from, step = cameBy.get(at)) route.unshift({ key: step.key, to: at });
    return route;
  };
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const edge of nodes.get(at)!.edges) {
      if (targetsOf(edge.key, edge.to).length > 0) {
        if (!isFinal(edge.to)) return routeTo(edge, at);
        finalRoute ??= routeTo(edge, at);
      }
      if (!cameBy.has(edge.to) && !isFinal(edge.to)) {
        cameBy.set(edge.to, { key: edge.key, from: at });
        queue.push(edge.to);
      }
    }
  }
  return finalRoute;
}

/** A walk's title: the machine, the walk's number, its length and the state it ends in. */
export const titleOf = (name: string, path: ChildPath, index: number) =>
  `${name} walk ${index + 1}: ${path.keys.length} events, ends in ${path.leavesAfter.at(-1)!.join(' + ')}`;
