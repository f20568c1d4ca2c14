import { thankYouTargetOf } from '../domain/orderTypes.ts';
import { ExternalTargetLink } from './ExternalTargetLink.tsx';
import { useOrderSelector } from './OrderFormContext.tsx';

/**
 * On the thanks page: where a relocation, ekp or subscription-management order ends (spec sections 2, 9), as a link
 * in the top window, for a frame that may not leave on its own after the submit. Nothing for a standard order, or
 * when the element has no URL for the target.
 */
export function ThankYouTargetLink() {
  const target = useOrderSelector((snapshot) => thankYouTargetOf(snapshot.context.orderType));
  return target === 'thanks' ? null : <ExternalTargetLink target={target} />;
}
