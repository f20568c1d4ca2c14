import { fromPromise } from 'xstate';
import { planLinkMachine, type SavedPlanLink } from '../../../../machines/planLink.machine.ts';
import { emailSchema, validateField } from '../../../domain/validation/index.ts';
import { useApi, useOrderActor } from '../../OrderFormContext.tsx';
import { useChildMachine } from '../../useChildMachine.ts';

/** The address as the field holds it, for the machine: its rules live in src/domain/validation. */
export const emailStateOf = (email: string) => ({ valid: validateField(emailSchema, email) === null, filled: email.trim() !== '' });

/**
 * The plan link machine of the cart (spec sections 1, 3, 7): `POST plan-links` with the plan, its add-ons and the
 * order's e-mail address, then the link-created page. A submit with an invalid address calls `focusField`.
 */
export function usePlanLink(email: string, focusField: () => void) {
  const api = useApi();
  const order = useOrderActor();
  return useChildMachine(
    () =>
      planLinkMachine.provide({
        actors: {
          savePlanLink: fromPromise<SavedPlanLink>(({ signal }) => {
            const { plan, stepRules, form, language } = order.getSnapshot().context;
            // the cart shows this form only once the plan and its rules are loaded
            if (!plan || !stepRules) return Promise.reject(new Error('No plan to save a link for'));
            return api.createPlanLink(stepRules.buildPlanLink(plan, form.selectedCartAddons, form.planLinkEmail, language), { signal });
          }),
        },
      }),
    {
      input: emailStateOf(email),
      forward: {
        'planLink.emailInvalid': () => focusField(),
        'planLink.saved': ({ link }) => ({ type: 'route.requested', route: { name: 'linkCreated', plan: link.plan_code } }),
      },
    },
  );
}
