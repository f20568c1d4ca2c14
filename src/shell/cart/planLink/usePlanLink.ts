import { emailSchema, validateField } from '../../../domain/validation/index.ts';
import { planLinkLogic } from '../../../runtime/actors/planLink.ts';
import { useChildMachine } from '../../useChildMachine.ts';

/** The address as the field holds it, for the machine: its rules live in src/domain/validation. */
export const emailStateOf = (email: string) => ({ valid: validateField(emailSchema, email) === null, filled: email.trim() !== '' });

/**
 * The plan link machine of the cart (spec sections 1, 3, 7): `POST plan-links` with the plan, its add-ons and the
 * order's e-mail address, then the link-created page. A submit with an invalid address calls `focusField`.
 */
export function usePlanLink(email: string, focusField: () => void) {
  return useChildMachine(planLinkLogic, {
    input: emailStateOf(email),
    forward: {
      'planLink.emailInvalid': () => focusField(),
      'planLink.saved': ({ link }) => ({ type: 'route.requested', route: { name: 'linkCreated', plan: link.plan_code } }),
    },
  });
}
