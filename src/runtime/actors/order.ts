import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import type { AuthResponse } from '../../api/schemas/auth.ts';
import type { OrderBody } from '../../api/schemas/order.ts';
import type { PlanClassesQuery } from '../../api/schemas/planClasses.ts';
import type { TranslationsResponse } from '../../api/schemas/translations.ts';
import type { BicTableCountry } from '../../domain/bankCode.ts';
import { formatPrice } from '../../domain/pricing/money.ts';
import type { Language } from '../../domain/schemas/common.ts';
import type { LoadedPlan, SaveSectionInput } from '../../../machines/order.machine.ts';
import { loadStepRules } from '../../../machines/stepRulesChunk.ts';
import type { EarlySession } from '../earlySession.ts';
import type { PlanPrefetch } from '../planPrefetch.ts';

/**
 * The root machine's actors, backed by the /api/ client; leaving a state aborts its request (`signal`). The session
 * checked as the element connected (`session`) and a plan fetched ahead from the plan list (`plans`) are used
 * instead of a call of their own.
 */
export function orderActors(api: ApiClient, plans?: PlanPrefetch, session?: EarlySession) {
  // a table that failed is asked for again on the IBAN's next change: its failure is reported once, not per keystroke
  const bicTablesReported = new Set<BicTableCountry>();
  return {
    authenticate: fromPromise(
      ({ input, signal }: { input: { token: string | null }; signal: AbortSignal }) =>
        session?.take(input.token, signal) ??
        (input.token ? api.authenticateWithToken(input.token, { signal }) : api.checkSession({ signal })),
    ),
    loadPlanClasses: fromPromise(({ input, signal }: { input: { query: PlanClassesQuery }; signal: AbortSignal }) => {
      const answer = api.loadPlanClasses(input.query, { signal });
      warmPriceFormat(signal);
      return answer;
    }),
    loadTranslations: fromPromise<TranslationsResponse, void>(({ signal }) => api.loadTranslations('order4', { signal })),
    /** the plan, and the rules of its steps (validity, the order builder, the cart's selection): a chunk fetched beside it */
    loadPlan: fromPromise(async ({ input, signal }: { input: { code: string; lang: Language }; signal: AbortSignal }): Promise<LoadedPlan> => {
      // a chunk that does not arrive is a lost connection, as it is when the plan's call reads its answer with it
      const stepRules = loadStepRules().catch((error: unknown) => {
        throw new ApiError({ call: 'loadPlan', code: 'ERR_NETWORK', message: 'loadPlan failed: network error', cause: error });
      });
      // a plan that fails first must not leave the rules' failure unhandled
      stepRules.catch(() => undefined);
      const plan = await (plans?.take(input.code, input.lang) ?? api.loadPlan(input.code, { lang: input.lang, signal }));
      return { plan, stepRules: await stepRules };
    }),
    saveSection: fromPromise<unknown, SaveSectionInput>(({ input, signal }) => api.saveOrder(input.body, { signal })),
    loadOrderAddress: fromPromise<OrderBody, void>(({ signal }) => api.loadOrder({ fields: ['orderAddress', 'bandwidth'], signal })),
    renewSession: fromPromise<AuthResponse, void>(() => api.renewSession()),
    restoreOrder: fromPromise<unknown, { body: Partial<OrderBody> }>(async ({ input, signal }) =>
      Object.keys(input.body).length === 0 ? undefined : api.restoreOrder(input.body, { signal }),
    ),
    // A table that cannot load derives nothing: the BIC field asks for the BIC as for a bank the table does not
    // list, the IBAN is never marked for it, and the failure goes to the reporter. The tables' loaders come with
    // the step rules (loaded before any step), so they stay out of the first screen.
    loadBicTable: fromPromise(async ({ input }: { input: { country: BicTableCountry } }) => {
      try {
        const { loadBicTable } = await loadStepRules();
        return { country: input.country, bics: await loadBicTable(input.country) };
      } catch (error) {
        if (!bicTablesReported.has(input.country)) api.reportFailure('bicTable', error);
        bicTablesReported.add(input.country);
        throw error;
      }
    }),
  };
}

/**
 * The plan list shows its prices with an Intl.NumberFormat, and a page's first Intl format loads the browser's
 * locale data: about 40 ms of CPU, 150 ms at the bench's 4x throttle, which was most of the list's first render.
 * Made in a task of its own while the plan classes are on their way, where the page waits anyway.
 */
function warmPriceFormat(signal: AbortSignal): void {
  const timer = setTimeout(() => formatPrice(0));
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
}
