import type { Page, Request, Route } from '@playwright/test';
import { expect } from '../e2e/fixtures.ts';
import { servedAnswers } from '../e2e/servedAnswers.ts';

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
  /** the demo API's (or the preview server's) own answer; `status` when it is a refusal of its own (a line plan's 412) */
  | { kind: 'real'; status?: number }
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
  // the BIC tables are data chunks of their own, one per country and named for it (src/domain/bicTables.ts): the
  // walk's IBAN is German, its table `/assets/de-<hash>.js`
  bicTable: chunk(/\/assets\/de-[\w-]+\.js$/),
};

/** A chunk is fetched once per page and then taken from the module map: its later "calls" leave no request. */
const isChunk = (actor: string) => actorCalls[actor]!.fault === undefined;

/** What the page has asked of an actor so far: its calls made, and those answered (or failed). */
export interface ActorCallsSoFar {
  made: number;
  answered: number;
}

/** The calls of each actor of the walk on a page, for an assertion that tells two screens apart by what is in flight. */
const callsByPage = new WeakMap<Page, (actor: string) => ActorCallsSoFar>();
export const callsOf = (page: Page, actor: string): ActorCallsSoFar => callsByPage.get(page)?.(actor) ?? { made: 0, answered: 0 };
/** Every /api/ answer the walk's page received, as `status METHOD path` (servedAnswers.ts's lines), in order. */
const answersByPage = new WeakMap<Page, string[]>();
export const answersOf = (page: Page): readonly string[] => answersByPage.get(page) ?? [];

/** The server's answers of one path on one page. */
export interface ServerScript {
  /** posts the demo faults for each actor's next calls, and waits until the page's calls so far are answered */
  beforeVisitorStep: () => Promise<void>;
  /** lets the calls held for a checkpoint go on, once its state is asserted: answered as the path says */
  pass: (calls: ReadonlyArray<{ actor: string; call: number }>) => void;
  /** lets the held calls go on once the test has looked: a route handler that never settles stalls the page's close */
  release: () => void;
  /**
   * Proof that a server step happened (issue 49): waits until the actor's call of that number was answered as the path
   * says (its status, or dropped; a fault also gone from the demo API's list, so the demo served it to this page) and
   * fails otherwise. A chunk's answer is the module arriving (or not) once per page.
   */
  served: (actor: string, call: number, answer: Answer) => Promise<void>;
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
  /** the demo fault's id for an actor's call of that number (`loadPlan 1`) */
  const faultIds = new Map<string, number>();
  const inFlight = new Set<Request>();
  const heldRequests = new Set<Request>();
  /** each actor's calls by number, and how each was answered: a status, or failed (dropped) */
  const numbers = new Map<Request, { actor: string; call: number }>();
  const outcomes = new Map<string, Array<{ status: number } | { failed: string }>>();
  const outcome = (request: Request, result: { status: number } | { failed: string }) => {
    const numbered = numbers.get(request);
    if (!numbered) return;
    const list = outcomes.get(numbered.actor) ?? [];
    list[numbered.call] = result;
    outcomes.set(numbered.actor, list);
  };
  const answerAt = (actor: string, index: number): Answer => script.get(actor)?.[index] ?? (heldAtEnd.has(actor) ? { kind: 'held' } : { kind: 'real' });

  page.on('request', (request) => {
    inFlight.add(request);
    for (const [actor, call] of Object.entries(actorCalls)) {
      if (!call.matches(request)) continue;
      numbers.set(request, { actor, call: calls.get(actor) ?? 0 });
      calls.set(actor, (calls.get(actor) ?? 0) + 1);
    }
  });
  page.on('response', (response) => outcome(response.request(), { status: response.status() }));
  answersByPage.set(page, servedAnswers(page));
  callsByPage.set(page, (actor) => ({ made: calls.get(actor) ?? 0, answered: (outcomes.get(actor) ?? []).filter(Boolean).length }));
  page.on('requestfinished', (request) => void inFlight.delete(request));
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    outcome(request, { failed: request.failure()?.errorText ?? 'failed' });
  });

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
        const [fault] = ((await posting.json()) as { data: Array<{ id: number }> }).data;
        faultIds.set(`${actor} ${index}`, fault!.id);
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
    served: async (actor, call, answer) => {
      const chunk = isChunk(actor);
      const seen = () => (chunk ? (outcomes.get(actor) ?? []).filter(Boolean) : [outcomes.get(actor)?.[call]].filter((one) => one !== undefined));
      const describe = () => JSON.stringify(outcomes.get(actor) ?? []);
      const proven = (): boolean => {
        const answers = seen();
        switch (answer.kind) {
          case 'real':
            return answers.some((one) => 'status' in one && (answer.status === undefined ? one.status < 400 : one.status === answer.status));
          case 'patched':
            return answers.some((one) => 'status' in one && one.status < 400);
          case 'status':
            return answers.some((one) => 'status' in one && one.status === answer.status);
          case 'dropped':
            return answers.some((one) => 'failed' in one);
          case 'held':
            return false;
          default:
            return answer satisfies never;
        }
      };
      await expect
        .poll(proven, { message: `the ${chunk ? 'chunk' : `call ${call + 1}`} of ${actor} answered ${JSON.stringify(answer)} (its answers so far: ${describe()})`, timeout: 20_000 })
        .toBe(true);
      // the status came from the demo fault posted for this call, for this page: it is gone from the demo's list
      const faultId = faultIds.get(`${actor} ${call}`);
      if (answer.kind === 'status' && faultId !== undefined) {
        const pending = ((await (await page.request.get('/api/_demo/faults')).json()) as { data: Array<{ id: number }> }).data;
        expect(pending.map((fault) => fault.id), `the demo fault ${faultId} for ${actor}'s call ${call + 1} was served`).not.toContain(faultId);
      }
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
