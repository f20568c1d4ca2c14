/**
 * The root machine's graph in the form the browser walks it: the events named as a visitor or the server makes them
 * happen, the page state each path ends in, and one path per page state. The graph is built over the events that have
 * an executor only (1,380 shortest paths, seconds), not over all of them (10,382, minutes): a path the browser cannot
 * walk is of no use to it, and what the model asks of the browser is checked against the machine itself (coverage.ts).
 */
import { createActor, type AnyStateNode } from 'xstate';
import { orderMachine } from '../../../machines/order.machine.ts';
import { activeLeaves } from '../../machines/modelHarness.ts';
import { events, groupsOf, input, replayable, shortestPaths, type GraphEvent, type OrderSnapshot } from '../../machines/orderModel.ts';

export type { GraphEvent };

type Step = { event: GraphEvent };
export interface RootPath {
  /** the page state the path ends in, as the screen tells it */
  pageState: string;
  steps: ReadonlyArray<Step>;
  /** the final snapshot the graph promised */
  state: OrderSnapshot;
}

/** A path as the browser walks it, computed once per run (root.graph.setup.ts) and read by every test. */
export interface WalkedPath {
  pageState: string;
  /** its events, as `eventKey` names them, the page load first */
  keys: string[];
  /** every active leaf of the machine on the way (the modal, quote and session regions too) */
  leaves: string[];
  /** the states of the regions beside the page at its end: asserted there with the page state */
  endRegions: string[];
  /** the actors still running at its end: their next answer is held so the screen stays in that state */
  pending: string[];
  /** the shorter paths this one begins with, asserted on its way (coverage.ts `chain`) */
  checkpoints?: Checkpoint[];
}

/**
 * A page state asserted on the way of a longer path, where a shorter path that it begins with ends: after the step
 * `after` (its index), with the calls that path held at its end (the actor and the number of its call, from 0) held
 * until the state is asserted, then answered as the longer path says.
 */
export interface Checkpoint {
  after: number;
  pageState: string;
  held: Array<{ actor: string; call: number }>;
}

const payload = (event: GraphEvent) => event as unknown as Record<string, unknown>;

/**
 * An event as the browser tells it apart: its type, and where the sample payload makes the visitor do something else
 * (another route, another field, another answer of the server).
 */
export function eventKey(event: GraphEvent): string {
  const data = payload(event);
  if (event.type.startsWith('xstate.error.actor.')) {
    const error = data.error as { status?: number; name?: string };
    return `${event.type} ${error.status ?? error.name}`;
  }
  if (event.type === 'xstate.done.actor.authenticate') {
    const output = data.output as { parentCustomerId?: string | null };
    return output.parentCustomerId ? `${event.type} parent customer` : event.type;
  }
  if (event.type === 'location.changed') return `${event.type} ${String(data.pathname)}${String(data.search ?? '')}`;
  if (event.type === 'field.changed') return `${event.type} ${String(data.section)}.${String(data.path) || '*'}`;
  return event.type;
}

/** Every event key of the root machine's graph (tests/machines/orderModel.ts `events`), the page load included. */
export const rootEventKeys: readonly string[] = ['xstate.init', ...new Set(events.map(eventKey))];

/** The screen does not tell the boot's parallel loads apart: one page state for all of them. */
export const screenStateOf = (state: string) => (state.startsWith('booting.loading') ? 'booting.loading' : state);

/** The regions beside the page: a modal, the quote's status, the session, the connection. */
export const isRegionState = (leaf: string) => /^ready\.(modal|quoteStatus|session|connection)\./.test(leaf);

/** Every leaf state a machine defines, from its definition, not from a graph: a new state is in it at once. */
export function definedLeaves(node: AnyStateNode = orderMachine.root): string[] {
  const children = Object.values(node.states) as AnyStateNode[];
  return children.length === 0 ? [node.path.join('.')] : children.flatMap((child) => definedLeaves(child));
}

/** Every page state of the machine's definition (the boot's parallel loads as one). */
export const definedPageStates: readonly string[] = [...new Set(definedLeaves().filter((leaf) => !isRegionState(leaf)).map(screenStateOf))];
/** Every state of the regions beside the page. */
export const definedRegionStates: readonly string[] = definedLeaves().filter(isRegionState);

/** The shortest paths over the events the browser can make happen, by the page state they end in. */
export function walkableGraph(
  executable: (key: string) => boolean,
  shown: Record<string, (snapshot: OrderSnapshot) => boolean> = {},
): { pathCount: number; byPageState: Map<string, RootPath[]> } {
  const paths = shortestPaths(
    events.filter((event) => executable(eventKey(event))),
    (event, snapshot) => shown[eventKey(event)]?.(snapshot) ?? true,
  );
  const byPageState = new Map<string, RootPath[]>();
  for (const [state, group] of groupsOf(paths)) {
    const pageState = screenStateOf(state);
    const list = byPageState.get(pageState) ?? [];
    list.push(...group.map((path) => ({ pageState, steps: path.steps as ReadonlyArray<Step>, state: path.state as OrderSnapshot })));
    byPageState.set(pageState, list);
  }
  return { pathCount: paths.length, byPageState };
}

/** The shortest of the paths (into one page state). */
export const shortestOf = (paths: RootPath[]) => [...paths].sort((a, b) => a.steps.length - b.steps.length)[0];

/**
 * Every active leaf of the root machine (its modal, quote and session regions too) the path goes through, and the
 * actors still running at its end, from a replay on a real actor: the graph's own snapshots do not keep every running
 * actor (the child walks showed it), and an actor the path leaves running must be held, else its answer moves the page.
 */
export function replayed(path: RootPath): { leaves: string[]; endRegions: string[]; pending: string[] } {
  const actor = createActor(replayable, { input });
  actor.start();
  const leaves = new Set<string>();
  for (const step of path.steps) {
    if ((step.event.type as string) !== 'xstate.init') actor.send(step.event as never);
    for (const leaf of activeLeaves(actor.getSnapshot().value)) leaves.add(leaf);
  }
  const pending = Object.keys(actor.getSnapshot().children);
  const endRegions = activeLeaves(actor.getSnapshot().value).filter(isRegionState);
  actor.stop();
  return { leaves: [...leaves], endRegions, pending };
}

/** The path as the browser walks it. */
export const walked = (path: RootPath): WalkedPath => ({ pageState: path.pageState, keys: path.steps.map((step) => eventKey(step.event)), ...replayed(path) });

/** The path as the machine's events, for a report that says where it failed. */
export const describePath = (path: WalkedPath) => path.keys.join(' → ');
