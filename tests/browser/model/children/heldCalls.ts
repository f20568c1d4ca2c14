import type { Page, Route } from '@playwright/test';
import type { FaultRequest } from '../../../../demo/api/state.ts';
import { injectFault } from '../../e2e/demoFaults.ts';
import { expect } from '../../e2e/fixtures.ts';
import type { CallPattern } from './childModel.ts';

/**
 * How the server answers a call of a child machine's actor: the demo API's own answer, or its answer as a demo fault
 * of the page's session (a status with a body, a body that is not JSON), or no answer at all: a connection that drops
 * is the router's (`route.abort`), since Chromium sends a request again by itself when the demo API closes its socket.
 */
export type Answer =
  | { kind: 'real' }
  | { kind: 'fault'; fault: Omit<FaultRequest, 'path' | 'method' | 'ownSession' | 'times' | 'network'> }
  | { kind: 'dropped' };

export interface HeldCalls {
  /** the machine has started these actors: the page's next calls of their kind are theirs, in this order */
  due: (actors: readonly string[]) => void;
  /** waits for the actor's call, arms its fault if the answer has one, and lets the demo API answer it */
  answer: (actor: string, answer: Answer) => Promise<void>;
  /** lets every call still held go on: a route handler that never settles stalls the page's close */
  release: () => void;
}

/** The ids of the demo API's faults not yet taken. */
async function faultIds(page: Page): Promise<Set<number>> {
  const answer = await page.request.get('/api/_demo/faults');
  return new Set(((await answer.json()) as { data: Array<{ id: number }> }).data.map((fault) => fault.id));
}

/** The calls of one kind (a method and a path), which several actors may make (a submit and its retry). */
interface Lane {
  call: CallPattern;
  /** the actors whose calls are due, in the order they were started */
  due: string[];
  held: Array<{ actor: string; route: Route }>;
}

/**
 * Every call of the machine's actors is held when the page makes it, until the path's server step answers it: the
 * screen shows the state that waits for the answer (a spinner, a disabled button) as long as the test looks at it.
 * The answer itself comes from the demo API (`page.route` holds and lets go, or drops), its faults posted `ownSession`.
 */
export async function holdCalls(page: Page, calls: Record<string, CallPattern>): Promise<HeldCalls> {
  const lanes = new Map<string, Lane>();
  const laneOf = (call: CallPattern) => `${call.method} ${call.path.source}`;
  for (const call of Object.values(calls)) lanes.set(laneOf(call), { call, due: [], held: [] });
  for (const lane of lanes.values()) {
    const firstActor = Object.keys(calls).find((actor) => laneOf(calls[actor]!) === laneOf(lane.call))!;
    await page.route(
      (url) => lane.call.path.test(url.pathname),
      (route) => {
        if (route.request().method() !== lane.call.method) return route.fallback();
        lane.held.push({ actor: lane.due.shift() ?? firstActor, route });
      },
    );
  }
  // a call the page gives up while it is held (the machine left the state that waits for it) is no one's to answer
  page.on('requestfailed', (request) => {
    for (const lane of lanes.values()) {
      const index = lane.held.findIndex((held) => held.route.request() === request);
      if (index >= 0) lane.held.splice(index, 1);
    }
  });
  return {
    due: (actors) => actors.filter((actor) => actor in calls).forEach((actor) => lanes.get(laneOf(calls[actor]!))!.due.push(actor)),
    answer: async (actor, answer) => {
      const call = calls[actor];
      if (!call) throw new Error(`no call pattern for the actor ${actor}`);
      const lane = lanes.get(laneOf(call))!;
      const index = () => lane.held.findIndex((held) => held.actor === actor);
      const seen = () => `held: ${lane.held.map((held) => held.actor).join(', ') || 'none'}; due: ${lane.due.join(', ') || 'none'}`;
      await expect.poll(index, { message: `a call of ${actor} from the page (${seen()})`, timeout: 20_000 }).toBeGreaterThanOrEqual(0);
      const { route } = lane.held.splice(index(), 1)[0]!;
      // the router's own answer: nothing reaches the page
      if (answer.kind === 'dropped') return route.abort('failed');
      const posted = answer.kind === 'fault' ? await injectFault(page, { path: call.faultPath, method: call.method, ...answer.fault }) : [];
      await route.fallback();
      // proof, not hope (issue 49): the page got the answer the path says, and the demo served the fault posted for it
      const response = await route.request().response();
      const status = response?.status();
      if (answer.kind === 'fault') {
        expect(status, `${actor}'s call answered with the fault's status`).toBe(answer.fault.status ?? 200);
        const pending = await faultIds(page);
        expect(posted.filter((id) => pending.has(id)), `the demo fault for ${actor} was served to this call`).toEqual([]);
      } else {
        expect(status !== undefined && status < 400, `${actor}'s call answered by the demo API (${status ?? 'no answer'})`).toBe(true);
      }
    },
    release: () => {
      for (const lane of lanes.values()) lane.held.splice(0).forEach(({ route }) => void route.fallback().catch(() => undefined));
    },
  };
}
