import type { ApiClient } from '../api/client.ts';
import type { PlanClassesQuery } from '../api/schemas/planClasses.ts';
import { PlanClassesResponseCheck, TranslationsResponseCheck } from '../api/bootChecks.ts';
import type { FirstScreenData } from '../contract/firstScreen.ts';
import { ApiError } from '../api/errors.ts';

/**
 * The api client of an element that takes over the server's HTML (order-form/server): the start-up's calls whose
 * answers the HTML holds are answered from there, once each, checked as the calls' answers are; asked otherwise (a
 * query of the visitor's own, a retry) they go out. The session is never among them: the server's is not the
 * visitor's, so `GET auth` always goes out (DESIGN.md, "The first screen in the HTML").
 */
export function withFirstScreenAnswers(api: ApiClient, answers: FirstScreenData): ApiClient {
  let planClasses: unknown = { data: answers.planClasses };
  let translations: unknown = answers.translations;
  let plan = answers.plan;
  return {
    ...api,
    loadPlanClasses(query: PlanClassesQuery = {}, options) {
      const held = planClasses;
      planClasses = undefined;
      const checked = PlanClassesResponseCheck.safeParse(held);
      return checked.success && sameQuery(query, answers.planClassesQuery) ? Promise.resolve(checked.data.data) : api.loadPlanClasses(query, options);
    },
    loadTranslations(namespace, options) {
      const held = translations;
      translations = undefined;
      const checked = TranslationsResponseCheck.safeParse(held);
      return namespace === 'order4' && checked.success ? Promise.resolve(checked.data) : api.loadTranslations(namespace, options);
    },
    async loadPlan(code, options) {
      const held = plan;
      plan = undefined;
      if (!held || held.code.toUpperCase() !== code.toUpperCase() || held.lang !== options.lang) return api.loadPlan(code, options);
      // the plan's schema comes with the plan's flow, which its page loads anyway; a chunk that does not arrive is
      // a lost connection, as it is when the plan's call reads its answer with it
      const { PlanResponse } = await import('../api/schemas/plans.ts').catch((error: unknown) => {
        throw new ApiError({ call: 'loadPlan', code: 'ERR_NETWORK', message: 'loadPlan failed: network error', cause: error });
      });
      const checked = PlanResponse.safeParse({ data: held.data });
      return checked.success ? checked.data.data : api.loadPlan(code, options);
    },
  };
}

function sameQuery(query: PlanClassesQuery, held: Readonly<Record<string, string>>): boolean {
  const asked = Object.entries(query).filter(([, value]) => value !== undefined);
  return asked.length === Object.keys(held).length && asked.every(([name, value]) => held[name] === String(value));
}
