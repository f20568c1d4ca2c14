import type { CallOptions, Http } from '../http.ts';
import { TranslationsResponse } from '../schemas/translations.ts';

/**
 * Plan-config texts: those of the plan (`translations` of its categories and add-ons) first; when the plan's
 * texts failed, the fallback endpoint `translations/order4_plan_config`.
 */
export async function loadPlanConfigTranslations(http: Http, { signal }: CallOptions = {}): Promise<TranslationsResponse> {
  return http.json('loadTranslations', TranslationsResponse, 'translations/order4_plan_config', { method: 'get', ...(signal ? { signal } : {}) });
}
