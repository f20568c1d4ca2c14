import { useEffect } from 'react';
import { useApi, useOrderSelector, useOrderSend } from '../../OrderFormContext.tsx';

/** The parameter a saved plan link's address carries (README, "Quotes and plan links"). */
export const PLAN_LINK_PARAMETER = 'plan_link';
/** Spec section 9: the parameter of a quote's address, naming the quote whose configuration it resumes. */
export const QUOTE_HASH_PARAMETER = 'quote_hash';

/** The hash of the saved configuration the address names: a plan link's, else a quote's. */
export function savedConfigurationOf(search: string): string | null {
  const query = new URLSearchParams(search);
  return query.get(PLAN_LINK_PARAMETER)?.trim() || query.get(QUOTE_HASH_PARAMETER)?.trim() || null;
}

/**
 * Opening a saved configuration (spec sections 3, 7, 9): on `/plans/{plan}/product/?plan_link=...` or a quote's
 * `?quote=1&quote_hash=...`, the plan's saved link (`GET plan-links/{planCode}`) restores its add-ons and
 * quantities once the plan's flow has started. The server keeps the latest configuration per plan: when that is
 * not the one the address names (or none is saved), the plan's own preselection stays and the visitor is told.
 */
export function PlanLinkRestorer() {
  const api = useApi();
  const send = useOrderSend();
  const hash = useOrderSelector((snapshot) => savedConfigurationOf(snapshot.context.search));
  const plan = useOrderSelector((snapshot) => snapshot.context.plan);
  const rules = useOrderSelector((snapshot) => snapshot.context.stepRules);
  // asked only while the address names a saved configuration (this selector runs on every change of the order)
  const inFlow = useOrderSelector((snapshot) => hash !== null && snapshot.matches({ ready: { page: { plan: 'flow' } } }));
  useEffect(() => {
    if (!hash || !plan || !rules || !inFlow) return;
    const controller = new AbortController();
    api.loadPlanLink(plan.code, { signal: controller.signal }).then(
      (link) =>
        send(
          link.hash.toLowerCase() === hash.toLowerCase()
            ? { type: 'planLink.restored', selection: rules.selectionFromPlanLink(plan, link) }
            : { type: 'planLink.unavailable' },
        ),
      () => {
        if (!controller.signal.aborted) send({ type: 'planLink.unavailable' });
      },
    );
    return () => controller.abort();
  }, [api, send, hash, plan, rules, inFlow]);
  return null;
}
