import type { CallOptions, Http } from '../http.ts';
import { PlanLinkCreatedResponse, PlanLinkResponse, type PlanLinkRequest } from '../schemas/planLinks.ts';

const sig = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** `POST plan-links`. */
export async function createPlanLink(http: Http, body: PlanLinkRequest, { signal }: CallOptions = {}) {
  const answer = await http.json('createPlanLink', PlanLinkCreatedResponse, 'plan-links', { method: 'post', json: body, ...sig(signal) });
  return answer.data;
}

/** `GET plan-links/{planCode}`: 404 when none was saved. */
export async function loadPlanLink(http: Http, planCode: string, { signal }: CallOptions = {}) {
  const answer = await http.json('loadPlanLink', PlanLinkResponse, `plan-links/${encodeURIComponent(planCode)}`, { method: 'get', ...sig(signal) });
  return answer.data;
}
