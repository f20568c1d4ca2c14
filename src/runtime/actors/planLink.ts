import { fromPromise } from 'xstate';
import { planLinkMachine, type SavedPlanLink } from '../../../machines/planLink.machine.ts';
import type { ChildRuntime } from './runtime.ts';

/** The plan link of the cart (spec sections 1, 3, 7): `POST plan-links` with the plan, its add-ons and the order's e-mail address. */
export function planLinkLogic({ api, actor: order }: ChildRuntime) {
  return planLinkMachine.provide({
    actors: {
      savePlanLink: fromPromise<SavedPlanLink>(({ signal }) => {
        const { plan, stepRules, form, language } = order.getSnapshot().context;
        // the cart shows this form only once the plan and its rules are loaded
        if (!plan || !stepRules) return Promise.reject(new Error('No plan to save a link for'));
        return api.createPlanLink(stepRules.buildPlanLink(plan, form.selectedCartAddons, form.planLinkEmail, language), { signal });
      }),
    },
  });
}
