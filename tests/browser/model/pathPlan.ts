import type { WalkedPath } from './rootPaths.ts';
import { actorCalls, type Answer } from './serverAnswers.ts';
import { executors, type Executor } from './executors.ts';

/** One step of a path as the browser walks it. */
export interface WalkStep {
  key: string;
  executor: Executor;
}

/** What a path needs before its page opens, and what it may see go wrong on purpose. */
export interface PathPlan {
  steps: WalkStep[];
  /** per actor, its answers in the path's order */
  answers: Map<string, Answer[]>;
  /** actors still running when the path ends */
  held: Set<string>;
  /** per actor, the numbers of its calls held until a checkpoint on the way is asserted */
  gated: Map<string, Set<number>>;
  /** the first plan answer is the plan: the session needs a checked address first */
  checkAddressFirst: boolean;
  /** for the e2e fixture: the /api/ answers of 400 and above the path provokes, one pattern */
  apiErrors: RegExp[];
  consoleErrors: RegExp[];
}

export function planOf(path: WalkedPath): PathPlan {
  const steps = path.keys.map((key) => {
    const executor = executors[key];
    if (!executor) throw new Error(`no executor for "${key}"`);
    return { key, executor };
  });
  const answers = new Map<string, Answer[]>();
  const apiLines: string[] = [];
  let dropped = false;
  for (const { key, executor } of steps) {
    if (executor.by !== 'server') {
      apiLines.push(...(executor.apiErrors ?? []));
      continue;
    }
    answers.set(executor.actor, [...(answers.get(executor.actor) ?? []), executor.answer]);
    const status = executor.answer.kind === 'status' || executor.answer.kind === 'real' ? (executor.answer.status ?? null) : null;
    if (status !== null) apiLines.push(actorCalls[executor.actor]!.apiLine(status).source.replace(/^\^|\$$/g, ''));
    if (executor.answer.kind === 'dropped') dropped = true;
  }
  const firstPlanAnswer = steps.find(({ key }) => /^xstate\.(done|error)\.actor\.loadPlan\b/.test(key));
  const gated = new Map<string, Set<number>>();
  for (const { actor, call } of (path.checkpoints ?? []).flatMap((checkpoint) => checkpoint.held)) gated.set(actor, (gated.get(actor) ?? new Set()).add(call));
  return {
    steps,
    answers,
    held: new Set(heldActors(path.pending)),
    gated,
    checkAddressFirst: firstPlanAnswer?.key === 'xstate.done.actor.loadPlan',
    apiErrors: apiLines.length > 0 ? [new RegExp(`^(${apiLines.join('|')})$`)] : [],
    consoleErrors: dropped ? [/Failed to load resource: net::ERR_|Failed to fetch dynamically imported module|error loading dynamically imported module/] : [],
  };
}

/** The running actors whose next call a path holds at its end (or a checkpoint on its way) so the screen stays. */
export const heldActors = (pending: readonly string[]) =>
  // the BIC table changes no page state, and the customer step's fill waits for the BIC it derives
  pending.filter((actor) => actor in actorCalls && actor !== 'bicTable');

/** How many calls of the actor the path's server steps have answered: the number of its next call. */
export const answeredCalls = (keys: readonly string[], actor: string) =>
  keys.filter((key) => {
    const executor = executors[key];
    return executor?.by === 'server' && executor.actor === actor;
  }).length;
