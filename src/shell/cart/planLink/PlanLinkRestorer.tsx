import { useEffect } from 'react';
import { useApi, useOrderSelector, useOrderSend } from '../../OrderFormContext.tsx';

/** The parameter a saved plan link's address carries (README: "Plan links"). */
export const PLAN_LINK_PARAMETER = 'plan_link';

const linkParameterOf = (search: string) => new URLSearchParams(search).get(PLAN_LINK_PARAMETER);

/**
 * Opening a saved plan link (spec sections 3, 7): on `/plans/{plan}/product/?plan_link=...` the plan's saved link
 * (`GET plan-links/{planCode}`) restores its add-ons and quantities, once the plan's flow has started. A failed
 * load leaves the plan's own preselection.
 */
export function PlanLinkRestorer() {
  const api = useApi();
  const send = useOrderSend();
  const linked = useOrderSelector((snapshot) => linkParameterOf(snapshot.context.search) !== null);
  const plan = useOrderSelector((snapshot) => snapshot.context.plan);
  const rules = useOrderSelector((snapshot) => snapshot.context.stepRules);
  const inFlow = useOrderSelector((snapshot) => snapshot.matches({ ready: { page: { plan: 'flow' } } }));
  useEffect(() => {
    if (!linked || !plan || !rules || !inFlow) return;
    const controller = new AbortController();
    api.loadPlanLink(plan.code, { signal: controller.signal }).then(
      (link) => send({ type: 'planLink.restored', selection: rules.selectionFromPlanLink(plan, link) }),
      () => undefined,
    );
    return () => controller.abort();
  }, [api, send, linked, plan, rules, inFlow]);
  return null;
}
