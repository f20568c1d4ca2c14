/**
 * The root machine's graph (tests/machines/orderModel.ts) in the form the browser walks it: the events named as a
 * visitor or the server makes them happen, the page state each path ends in, and one path per page state.
 */
import { createActor } from 'xstate';
import { activeLeaves } from '../machines/modelHarness.ts';
import { events, groups, input, replayable, type GraphEvent, type OrderSnapshot } from '../machines/orderModel.ts';

export { input };
export type { GraphEvent };

type Step = { event: GraphEvent };
export interface RootPath {
  /** the page state the path ends in, as the screen tells it */
  pageState: string;
  steps: ReadonlyArray<Step>;
  /** the final snapshot the graph promised */
  state: OrderSnapshot;
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

/** Every event key of the root machine's graph, the path's start (the page load) included. */
export const rootEventKeys: readonly string[] = ['xstate.init', ...new Set(events.map(eventKey))];

/** The screen does not tell the boot's parallel loads apart: one page state for all of them. */
export const screenStateOf = (state: string) => (state.startsWith('booting.loading') ? 'booting.loading' : state);

/** Every page state the graph reaches, with every shortest path into it. */
export const pathsByPageState = new Map<string, RootPath[]>();
for (const [state, group] of groups) {
  const pageState = screenStateOf(state);
  const list = pathsByPageState.get(pageState) ?? [];
  list.push(...group.map((path) => ({ pageState, steps: path.steps as ReadonlyArray<Step>, state: path.state as OrderSnapshot })));
  pathsByPageState.set(pageState, list);
}

/** The shortest path into the page state whose every event a visitor or the server can make happen. */
export function pathInto(pageState: string, executable: (key: string) => boolean): RootPath | undefined {
  return [...(pathsByPageState.get(pageState) ?? [])]
    .filter((path) => path.steps.every((step) => executable(eventKey(step.event))))
    .sort((a, b) => a.steps.length - b.steps.length)[0];
}

/** Every active leaf of the root machine (its modal, quote and session regions too) the path goes through. */
export function leavesAlong(path: RootPath): Set<string> {
  const actor = createActor(replayable, { input });
  actor.start();
  const leaves = new Set<string>();
  for (const step of path.steps) {
    if ((step.event.type as string) !== 'xstate.init') actor.send(step.event as never);
    for (const leaf of activeLeaves(actor.getSnapshot().value)) leaves.add(leaf);
  }
  actor.stop();
  return leaves;
}

/** Every active leaf the graph reaches at all. */
export const reachableLeaves: ReadonlySet<string> = new Set([...groups.values()].flat().flatMap((path) => activeLeaves(path.state.value)));

/** The actors still running when the path ends: their next answer is held so the screen stays in that state. */
export function pendingActorsAt(path: RootPath): string[] {
  return Object.keys(path.state.children ?? {});
}

/** The path as the machine's states and events, for a report that says where it failed. */
export function describePath(path: RootPath): string {
  return path.steps.map((step) => eventKey(step.event)).join(' → ');
}
