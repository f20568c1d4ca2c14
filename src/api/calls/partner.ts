import type { CallOptions, Http } from '../http.ts';
import { NextReferenceResponse, ReferenceCheckResponse } from '../schemas/catalogue.ts';
import { definedParams } from '../params.ts';

const sig = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** `GET partners/{partnerCode}/references?nextReference=1`: the next free reference numbers. */
export async function loadNextPartnerReference(http: Http, partnerCode: string, { agentCode, signal }: CallOptions & { agentCode?: string | null } = {}) {
  const answer = await http.json('loadNextPartnerReference', NextReferenceResponse, `partners/${encodeURIComponent(partnerCode)}/references`, {
    method: 'get',
    searchParams: definedParams({ nextReference: '1', agent_code: agentCode ?? undefined }),
    ...sig(signal),
  });
  return answer.references;
}

/** `GET partners/{partnerCode}/references/{number}`: throws on failure (the machine marks it invalid). */
export async function checkPartnerReference(
  http: Http,
  partnerCode: string,
  number: string,
  { agentCode, signal }: CallOptions & { agentCode?: string | null } = {},
) {
  const answer = await http.json(
    'checkPartnerReference',
    ReferenceCheckResponse,
    `partners/${encodeURIComponent(partnerCode)}/references/${encodeURIComponent(number)}`,
    { method: 'get', searchParams: definedParams({ agent_code: agentCode ?? undefined }), ...sig(signal) },
  );
  return answer.isAvailable;
}
