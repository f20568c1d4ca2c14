import type { Language } from '../../domain/schemas/common.ts';
import type { CallOptions, Http } from '../http.ts';
import { PlanResponse } from '../schemas/plans.ts';
import { TranslationsResponse } from '../schemas/translations.ts';

/** `GET plans/{code}?lang=`: 404 (not found) and 412 (address check first) throw with that status. */
export async function loadPlan(http: Http, code: string, { lang, signal }: CallOptions & { lang: Language }) {
  const answer = await http.json('loadPlan', PlanResponse, `plans/${encodeURIComponent(code)}`, {
    method: 'get',
    searchParams: { lang },
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}

/**
 * Plan-config texts: those of the plan (`translations` of its categories and add-ons) first; when the plan's
 * texts failed, the fallback endpoint `translations/order4_plan_config`.
 */
export async function loadPlanConfigTranslations(http: Http, { signal }: CallOptions = {}): Promise<TranslationsResponse> {
  return http.json('loadTranslations', TranslationsResponse, 'translations/order4_plan_config', { method: 'get', ...(signal ? { signal } : {}) });
}
