import type { Locator, Page } from '@playwright/test';
import type { AnyStateMachine, StateValue } from 'xstate';
import type { Answer } from './heldCalls.ts';

/**
 * A child machine as the browser walks it (issue 39, item 4): the machine and the input the page starts it with,
 * the graph's sample events by the name the suite gives them, how each event happens in the browser, and what a
 * person sees in each of its states. One file per machine in this folder; `childModels` (index.ts) lists them.
 */
export interface ChildModel {
  /** the machine's name in the coverage table and the tests' titles */
  name: string;
  machine: AnyStateMachine;
  /** the input the page starts the machine with once `open` has run */
  input: unknown;
  /** the graph's events, by key: a key is what the browser tells apart (another answer, another text typed) */
  events: Record<string, ChildEvent>;
  /**
   * the page's clock stands still once the machine runs, and moves only by the path's `after` events: for a machine
   * with a delay too short to look at the state before it (a 500 ms debounce); others keep time flowing
   */
  pausedClock?: boolean;
  /** /api/ answers of 400 and above on the way to the machine (`open`), for the e2e fixture */
  apiErrors?: RegExp[];
  /**
   * the machine calls its server as it starts (a reference number offered at once): its calls are held from before
   * `open`, so the walk finds it in its initial state
   */
  holdFromStart?: boolean;
  /**
   * events (by key) the page makes happen by itself as it opens, before a visitor can look (the cart posts its first
   * body as it mounts): the walks start in the state after them
   */
  startsAfter?: string[];
  /** brings the page to where the machine runs, in its initial state */
  open: (visitor: ChildVisitor) => Promise<void>;
  /** the calls of the machine's actors, by actor id: held until the path's server step answers them */
  calls: Record<string, CallPattern>;
  executors: Record<string, ChildExecutor>;
  /** what must hold for a visitor to make the event happen (a field is only typed into where it is shown) */
  when?: Record<string, (snapshot: GraphSnapshot) => boolean>;
  /** events of the graph that no executor makes happen, each with the reason */
  notExecuted?: Record<string, string>;
  /** per leaf state of the machine, what a person sees there */
  assertions: Record<string, ChildAssertion>;
  /** leaf states the browser does not assert, each with the reason */
  notVisited?: Record<string, string>;
  /** the graph's state identity (default: the state value and the whole context) */
  serialize?: (snapshot: GraphSnapshot) => string;
}

/** A state of the machine as the graph hands it to `when` and `serialize`. */
export interface GraphSnapshot {
  value: StateValue;
  context: unknown;
  /** whether the machine takes the event here */
  can: (event: never) => boolean;
}

/** An event of the graph, as `getShortestPaths` takes it. */
export type ChildEvent = { type: string } & Record<string, unknown>;

export interface ChildVisitor {
  page: Page;
  form: Locator;
}

/** A call of one of the machine's actors: the request's method and path (of `/api/...`). */
export interface CallPattern {
  method: string;
  path: RegExp;
  /** the demo fault's `path` for this call (`*` anchors a pattern at both ends) */
  faultPath: string;
}

export type ChildExecutor =
  /** the server answers the actor's held call */
  | { by: 'server'; actor: string; answer: Answer; how: string }
  /** time passes on the page's clock (Playwright's `page.clock`): a machine's `after` delay */
  | { by: 'clock'; ms: number; how: string }
  | { by: 'visitor'; how: string; run: (visitor: ChildVisitor) => Promise<void> };

/** What a person sees in a state; the machine's state as the graph promised it tells which answer came (which failure). */
export type ChildAssertion = (visitor: ChildVisitor, state: GraphSnapshot) => Promise<void>;

export { wait } from '../executors.ts';

export const visitor = (how: string, run: (visitor: ChildVisitor) => Promise<void>): ChildExecutor => ({ by: 'visitor', how, run });
export const server = (actor: string, answer: Answer, how: string): ChildExecutor => ({ by: 'server', actor, answer, how });
export const clock = (ms: number, how: string): ChildExecutor => ({ by: 'clock', ms, how });
