import type { CallOptions, Http } from '../http.ts';
import { ProvidersResponse } from '../schemas/catalogue.ts';

/** `GET providers`: the previous providers for porting. */
export async function loadProviders(http: Http, { signal }: CallOptions = {}) {
  const answer = await http.json('loadProviders', ProvidersResponse, 'providers', { method: 'get', ...(signal ? { signal } : {}) });
  return answer.data;
}
