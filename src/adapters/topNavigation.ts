import type { PortalTarget } from '../../machines/order/context.ts';

/** Spec section 8: the `error.token.invalid` alert shows inside the element this long before the redirect. */
export const alertBeforeRedirect = 3000;

/**
 * Leaves for an external target (portal, external thank-you page, subscription management) in the top window
 * when the element is framed (DESIGN.md, "Effects on the host page"). Refused access waits for its alert to be
 * read; a thank-you target goes at once. Returns what cancels a redirect still waiting (the element left the page).
 */
export function leaveFor(view: Window, target: PortalTarget, url: string): () => void {
  const isPortal = target === 'partnerPortal' || target === 'customerPortal';
  if (!isPortal) {
    navigateTop(view, url);
    return () => undefined;
  }
  const waiting = view.setTimeout(() => navigateTop(view, url), alertBeforeRedirect);
  return () => view.clearTimeout(waiting);
}

/**
 * Navigates the top window, or this one when not framed. False when the browser refuses (a sandboxed frame
 * without `allow-top-navigation`, a cross-origin frame without a user's click): the element shows the target as a
 * link then (`ExternalTargetLink`), which a click may follow.
 */
export function navigateTop(view: Window, url: string): boolean {
  try {
    (view.top ?? view).location.href = url;
    return true;
  } catch {
    return false;
  }
}
