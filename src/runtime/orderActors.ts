import { fromPromise } from 'xstate';
import type { ApiClient } from '../api/index.ts';
import type { Language } from '../domain/index.ts';
import type { SaveSectionInput } from '../../machines/order.machine.ts';
import type { PlanClassesQuery, TranslationsResponse } from '../api/index.ts';

/** The root machine's actors, backed by the /api/ client; leaving a state aborts its request (`signal`). */
export function orderActors(api: ApiClient) {
  return {
    authenticate: fromPromise(({ input, signal }: { input: { token: string | null }; signal: AbortSignal }) =>
      input.token ? api.authenticateWithToken(input.token, { signal }) : api.checkSession({ signal }),
    ),
    loadPlanClasses: fromPromise(({ input, signal }: { input: { query: PlanClassesQuery }; signal: AbortSignal }) =>
      api.loadPlanClasses(input.query, { signal }),
    ),
    loadTranslations: fromPromise<TranslationsResponse, void>(({ signal }) => api.loadTranslations('order4', { signal })),
    loadPlan: fromPromise(({ input, signal }: { input: { code: string; lang: Language }; signal: AbortSignal }) =>
      api.loadPlan(input.code, { lang: input.lang, signal }),
    ),
    saveSection: fromPromise<unknown, SaveSectionInput>(({ input, signal }) => api.saveOrder(input.body, { signal })),
  };
}
