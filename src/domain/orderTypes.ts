/** Where an order ends once submitted (spec sections 1, 2, 9): the element's own thanks route, or an external page. */
export type ThankYouTarget = 'thanks' | 'externalThanks' | 'subscriptionManagement';

/**
 * Spec section 2: after a successful order the internal thanks route; relocation and ekp orders go to the external
 * thank-you page instead, subscription-management orders to the subscription-management page (section 9's external
 * targets). Partner-portal flag and parent customer change nothing about this. The target's URL is the element's
 * attribute of the same name (`external-thanks-url`, `subscription-management-url`); without one, the internal
 * thanks route.
 */
export function thankYouTargetOf(orderType: string | null): ThankYouTarget {
  switch (orderType?.toLowerCase()) {
    case 'relocation':
    case 'ekp':
      return 'externalThanks';
    case 'subscription-management':
    case 'subscription_management':
    case 'subscriptionmanagement':
      return 'subscriptionManagement';
    default:
      return 'thanks';
  }
}
