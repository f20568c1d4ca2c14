import type { ApiClient } from '../api/client.ts';
import type { Language } from '../domain/schemas/common.ts';

type Plan = Awaited<ReturnType<ApiClient['loadPlan']>>;

/**
 * Plans fetched before they are chosen: the pointer resting on a plan of the list fetches it, and choosing it then
 * waits for no request (the plan call and the parsing of its answer happen while the visitor aims). One use each:
 * the plan is taken by the choice, a plan opened again later is fetched again, and an answer older than `maxAgeMs`
 * is not used. A failed fetch fails the choice as its own call would have (a 412 opens the address check), without
 * asking a second time.
 */
export interface PlanPrefetch {
  prefetch(code: string, lang: Language): void;
  /** the prefetched answer of this plan in this language, if there is a fresh one; taken out */
  take(code: string, lang: Language): Promise<Plan> | undefined;
  /** the element left the page: the fetches still under way are aborted */
  stop(): void;
}

const maxAgeMs = 60_000;

export function planPrefetch(api: Pick<ApiClient, 'loadPlan'>, now: () => number = Date.now): PlanPrefetch {
  const fetched = new Map<string, { plan: Promise<Plan>; at: number }>();
  const controller = new AbortController();
  const keyOf = (code: string, lang: Language) => `${code.toUpperCase()}|${lang}`;
  const fresh = (key: string) => {
    const entry = fetched.get(key);
    if (entry && now() - entry.at <= maxAgeMs) return entry;
    fetched.delete(key);
    return undefined;
  };
  return {
    prefetch(code, lang) {
      const key = keyOf(code, lang);
      if (fresh(key)) return;
      const plan = api.loadPlan(code, { lang, signal: controller.signal });
      // the choice that takes it handles its failure; a plan never chosen has nobody to tell
      plan.catch(() => undefined);
      fetched.set(key, { plan, at: now() });
    },
    take(code, lang) {
      const key = keyOf(code, lang);
      const entry = fresh(key);
      fetched.delete(key);
      return entry?.plan;
    },
    stop() {
      controller.abort();
      fetched.clear();
    },
  };
}
