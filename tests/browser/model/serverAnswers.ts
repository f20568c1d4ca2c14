import type { Page, Request, Route } from '@playwright/test';
import { expect } from '../e2e/fixtures.ts';

/**
 * The server's side of a path: each actor of the root machine is a call (or a chunk) of the page, and the path says
 * how its calls are answered, in order. `real` lets the demo API (or the preview server) answer; a fault answers
 * with a status, drops the request, patches the answer or holds it (the screen stays in the state that waits for it).
 *
 * A status comes from the demo API itself (`POST /api/_demo/faults`), posted `ownSession` with the page's session cookie so that
 * only this page's calls take it (demo/api/state.ts `takeFault`), just before the visitor's step that makes the call.
 * Playwright's router (`page.route`) answers only what the demo API cannot: a chunk that does not arrive (the preview
 * server serves chunks, not the demo API), a session answer patched into a parent customer's (the demo has no such
 * visitor), and a call held until the path ends (a demo fault's delay ends and then answers, which would move the
 * screen out of the state the path ends in).
 */
export type Answer =
  | { kind: 'real' }
  | { kind: 'status'; status: number }
  | { kind: 'patched'; patch: Record<string, unknown> }
  | { kind: 'dropped' }
  | { kind: 'held' };

export interface ActorCall {
  /** what the request of this actor looks like */
  matches: (request: Request) => boolean;
  /** the line the e2e fixture reports for a status of 400 and above (`404 GET /api/plans/TALPRIV100`) */
  apiLine: (status: number) => RegExp;
  /** the demo fault's `path` and `method` for this call (`*` anchors a pattern at both ends), when it is an /api/ call */
  fault?: { path: string; method: string };
}

const api = (pattern: RegExp, fault: ActorCall['fault'] & object): ActorCall => ({
  matches: (request) => request.method() === fault.method && pattern.test(new URL(request.url()).pathname),
  apiLine: (status) => new RegExp(`^${status} ${fault.method} ${pattern.source.replace(/^\^|\$$/g, '')}$`),
  fault,
});
const chunk = (pattern: RegExp): ActorCall => ({
  matches: (request) => pattern.test(new URL(request.url()).pathname),
  apiLine: () => /^$/,
});

/** The root machine's actors as the page calls them (src/api/client.ts, src/api/calls/order.ts, build/chunkLayout.ts). */
export const actorCalls: Record<string, ActorCall> = {
  authenticate: api(/^\/api\/auth$/, { path: '*auth', method: 'GET' }),
  loadPlanClasses: api(/^\/api\/plan-classes$/, { path: '*plan-classes', method: 'GET' }),
  loadTranslations: api(/^\/api\/translations\/[^/]+$/, { path: 'translations/*', method: 'GET' }),
  loadPlan: api(/^\/api\/plans\/[^/]+$/, { path: '*plans/TALPRIV100', method: 'GET' }),
  loadOrderAddress: api(/^\/api\/order$/, { path: '*order', method: 'GET' }),
  saveSection: api(/^\/api\/order$/, { path: '*order', method: 'PUT' }),
  // the step rules travel in the plan flow's chunk; the BIC tables are data chunks of their own
  loadStepRules: chunk(/\/plan-flow[^/]*\.js$/),
  bicTable: chunk(/bic[^/]*\.js$/i),
};

/** The server's answers of one path on one page. */
export interface ServerScript {
  /** posts the demo faults for each actor's next calls, and waits until the page's calls so far are answered */
  beforeVisitorStep: () => Promise<void>;
  /** lets the calls held for a checkpoint go on, once its state is asserted: answered as the path says */
  pass: (calls: ReadonlyArray<{ actor: string; call: number }>) => void;
  /** lets the held calls go on once the test has looked: a route handler that never settles stalls the page's close */
  release: () => void;
}

/**
 * Answers every call of the actors the path names, in the order the path gives; a call past the path's answers is
 * answered for real, or held when the path ends while its actor still runs.
 */
export async function scriptAnswers(
  page: Page,
  script: Map<string, Answer[]>,
  heldAtEnd: ReadonlySet<string>,
  gated: ReadonlyMap<string, ReadonlySet<number>> = new Map(),
): Promise<ServerScript> {
  const held: Array<() => void> = [];
  // a call held for a checkpoint waits for its gate, made before the page opens, so no call can pass it early
  const gates = new Map<string, PromiseWithResolvers<void>>();
  for (const [actor, calls] of gated) for (const call of calls) gates.set(`${actor} ${call}`, Promise.withResolvers<void>());
  const calls = new Map<string, number>();
  const posted = new Map<string, number>();
  const inFlight = new Set<Request>();
  const heldRequests = new Set<Request>();
  const answerAt = (actor: string, index: number): Answer => script.get(actor)?.[index] ?? (heldAtEnd.has(actor) ? { kind: 'held' } : { kind: 'real' });

  page.on('request', (request) => {
    inFlight.add(request);
    for (const [actor, call] of Object.entries(actorCalls)) if (call.matches(request)) calls.set(actor, (calls.get(actor) ?? 0) + 1);
  });
  page.on('requestfinished', (request) => void inFlight.delete(request));
  page.on('requestfailed', (request) => void inFlight.delete(request));

  for (const [actor, call] of Object.entries(actorCalls)) {
    if (!script.has(actor) && !heldAtEnd.has(actor) && !gated.has(actor)) continue;
    let index = 0;
    await page.route('**/*', async (route) => {
      if (!call.matches(route.request())) return route.fallback();
      const number = index++;
      const gate = gates.get(`${actor} ${number}`);
      if (gate) {
        heldRequests.add(route.request());
        await gate.promise;
        heldRequests.delete(route.request());
      }
      const answer = answerAt(actor, number);
      if (answer.kind === 'held') {
        heldRequests.add(route.request());
        return new Promise<void>((resolve) => held.push(() => resolve(route.fallback().catch(() => undefined))));
      }
      // a status of an /api/ call is the demo API's own fault, armed before the call (beforeVisitorStep)
      if (answer.kind === 'status' && call.fault) return route.fallback();
      return answerOnce(route, answer);
    });
  }

  /** the statuses of each /api/ actor's next calls, as demo faults of this page's session, each posted once */
  const armFaults = async () => {
    for (const [actor, call] of Object.entries(actorCalls)) {
      if (!call.fault) continue;
      let index = Math.max(calls.get(actor) ?? 0, posted.get(actor) ?? 0);
      for (let answer = answerAt(actor, index); answer.kind === 'status'; answer = answerAt(actor, ++index)) {
        const posting = await page.request.post('/api/_demo/faults', { data: { ...call.fault, status: answer.status, ownSession: true } });
        expect(posting.status(), `the demo fault for ${actor}`).toBe(201);
      }
      posted.set(actor, index);
    }
  };

  /** no call of the page in flight (but the held ones) for a quarter second: the machine has taken every answer */
  const settled = () =>
    expect
      .poll(
        async () => {
          const busy = () => [...inFlight].some((request) => !heldRequests.has(request));
          if (busy()) return false;
          await page.waitForTimeout(250);
          return !busy();
        },
        { timeout: 30_000, intervals: [100] },
      )
      .toBe(true);

  // a session for the page first (the context's cookie), so the faults of its first calls are its own
  await page.request.get('/api/auth');
  await armFaults();
  let opened = false;
  return {
    beforeVisitorStep: async () => {
      if (opened) await settled();
      opened = true;
      await armFaults();
    },
    pass: (calls) => calls.forEach(({ actor, call }) => gates.get(`${actor} ${call}`)?.resolve()),
    release: () => {
      gates.forEach((gate) => gate.resolve());
      held.forEach((release) => release());
    },
  };
}

async function answerOnce(route: Route, answer: Exclude<Answer, { kind: 'held' }>): Promise<void> {
  switch (answer.kind) {
    case 'real':
      return route.fallback();
    // an /api/ call's status is the demo's own fault (see the route handler); a chunk's comes from here
    case 'status':
      return route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify({ message: 'Injected fault' }) });
    case 'patched': {
      const response = await route.fetch();
      const body = { ...((await response.json()) as Record<string, unknown>), ...answer.patch };
      return route.fulfill({ response, json: body });
    }
    case 'dropped':
      return route.abort('failed');
    default:
      answer satisfies never;
  }
}
