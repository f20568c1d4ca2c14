import { fromPromise } from 'xstate';
import type { ApiClient } from '../api/client.ts';
import type { OrderBody } from '../api/schemas/order.ts';
import type { PlanClassesQuery } from '../api/schemas/planClasses.ts';
import type { TranslationsResponse } from '../api/schemas/translations.ts';
import type { Language } from '../domain/schemas/common.ts';
import type { SaveSectionInput } from '../../machines/order.machine.ts';
import type { PlanPrefetch } from './planPrefetch.ts';

/**
 * The root machine's actors, backed by the /api/ client; leaving a state aborts its request (`signal`). A plan
 * fetched ahead from the plan list (`plans`) is used instead of a call of its own.
 */
export function orderActors(api: ApiClient, plans?: PlanPrefetch) {
  return {
    authenticate: fromPromise(({ input, signal }: { input: { token: string | null }; signal: AbortSignal }) =>
      input.token ? api.authenticateWithToken(input.token, { signal }) : api.checkSession({ signal }),
    ),
    loadPlanClasses: fromPromise(({ input, signal }: { input: { query: PlanClassesQuery }; signal: AbortSignal }) =>
      api.loadPlanClasses(input.query, { signal }),
    ),
    loadTranslations: fromPromise<TranslationsResponse, void>(({ signal }) => api.loadTranslations('order4', { signal })),
    loadPlan: fromPromise(({ input, signal }: { input: { code: string; lang: Language }; signal: AbortSignal }) => {
      // the step rules come next (`plan.preparing`): fetched beside the plan, they are there when it is
      void import('../../machines/stepRules.ts').catch(() => undefined);
      return plans?.take(input.code, input.lang) ?? api.loadPlan(input.code, { lang: input.lang, signal });
    }),
    saveSection: fromPromise<unknown, SaveSectionInput>(({ input, signal }) => api.saveOrder(input.body, { signal })),
    loadOrderAddress: fromPromise<OrderBody, void>(({ signal }) => api.loadOrder({ fields: ['orderAddress', 'bandwidth'], signal })),
  };
}
