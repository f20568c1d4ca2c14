import type { Page, Request, Route } from '@playwright/test';

/**
 * The server's side of a path: each actor of the root machine is a call (or a chunk) of the page, and the path says
 * how its calls are answered, in order. `real` lets the demo API (or the preview server) answer; a fault answers
 * with a status, drops the request or holds it (the screen stays in the state that waits for it).
 *
 * Faults are arranged per page with Playwright's `page.route`, not with `/api/_demo/faults`: the demo's faults are
 * one global list matched by path only (demo/api/state.ts `takeFault`), so a fault on `auth` or `plans/...` would be
 * taken by whichever page of any parallel worker (the journeys' too) asks first.
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
}

const api = (pattern: RegExp, method?: string): ActorCall => ({
  matches: (request) => (!method || request.method() === method) && pattern.test(new URL(request.url()).pathname),
  apiLine: (status) => new RegExp(`^${status} ${method ?? '\\w+'} ${pattern.source.replace(/^\^|\$$/g, '')}$`),
});

/** The root machine's actors as the page calls them (src/api/client.ts, src/api/calls/order.ts, build/chunkLayout.ts). */
export const actorCalls: Record<string, ActorCall> = {
  authenticate: api(/^\/api\/auth$/),
  loadPlanClasses: api(/^\/api\/plan-classes$/, 'GET'),
  loadTranslations: api(/^\/api\/translations\/[^/]+$/, 'GET'),
  loadPlan: api(/^\/api\/plans\/[^/]+$/, 'GET'),
  loadOrderAddress: api(/^\/api\/order$/, 'GET'),
  saveSection: api(/^\/api\/order$/, 'PUT'),
  // the step rules travel in the plan flow's chunk; the BIC tables are data chunks of their own
  loadStepRules: api(/\/plan-flow[^/]*\.js$/),
  bicTable: api(/bic[^/]*\.js$/i),
};

/**
 * Answers every call of the actors the path names, in the order the path gives; a call past the path's answers is
 * answered for real, or held when the path ends while its actor still runs.
 */
export async function scriptAnswers(page: Page, script: Map<string, Answer[]>, heldAtEnd: ReadonlySet<string>): Promise<() => void> {
  const held: Array<() => void> = [];
  const answerWith = (route: Route, answer: Answer) => (answer.kind === 'held' ? new Promise<void>((resolve) => held.push(() => resolve(route.fallback().catch(() => undefined)))) : answerOnce(route, answer));
  for (const [actor, answers] of script) {
    const call = actorCalls[actor];
    if (!call) throw new Error(`no call known for the actor "${actor}"`);
    const queue = [...answers];
    await page.route('**/*', async (route) => {
      if (!call.matches(route.request())) return route.fallback();
      const answer: Answer = queue.shift() ?? (heldAtEnd.has(actor) ? { kind: 'held' } : { kind: 'real' });
      await answerWith(route, answer);
    });
  }
  for (const actor of heldAtEnd) {
    if (script.has(actor)) continue;
    const call = actorCalls[actor];
    if (!call) throw new Error(`no call known for the actor "${actor}"`);
    await page.route('**/*', (route) => (call.matches(route.request()) ? answerWith(route, { kind: 'held' }) : route.fallback()));
  }
  // the held calls go on once the test has looked: a route handler that never settles stalls the page's close
  return () => held.forEach((release) => release());
}

async function answerOnce(route: Route, answer: Exclude<Answer, { kind: 'held' }>): Promise<void> {
  switch (answer.kind) {
    case 'real':
      return route.fallback();
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
