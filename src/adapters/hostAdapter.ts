import type { OrderActor } from '../../machines/order.machine.ts';
import type { PortalTarget } from '../../machines/orderContext.ts';
import { emitHostEvent } from '../hostEvents.ts';

export interface PortalUrls {
  partnerPortal?: string | undefined;
  customerPortal?: string | undefined;
}

/** The machine's announcements as the host's events, and the redirects to the portals. */
export function attachHostEvents(actor: OrderActor, host: Element, portals: () => PortalUrls, view: Window): () => void {
  const subscriptions = [
    actor.on('ready', () => {
      const { context } = actor.getSnapshot();
      const plan = 'plan' in context.route ? context.route.plan : undefined;
      emitHostEvent(host, 'order-form:ready', { ...(plan ? { plan } : {}), lang: context.language });
    }),
    actor.on('step.entered', ({ step }) => emitHostEvent(host, 'order-form:step', { step })),
    actor.on('boot.failed', ({ call, status }) =>
      emitHostEvent(host, 'order-form:error', { call, ...(status !== undefined ? { status } : {}) }),
    ),
    actor.on('redirect', ({ target }) => {
      const url = urlOf(portals(), target);
      if (url) leaveTo(view, url);
    }),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}

function urlOf(portals: PortalUrls, target: PortalTarget): string | undefined {
  return target === 'partnerPortal' ? portals.partnerPortal : portals.customerPortal;
}

/** Leaves the top window when framed (partner portal), where the browser allows it. */
function leaveTo(view: Window, url: string): void {
  try {
    (view.top ?? view).location.assign(url);
  } catch {
    view.location.assign(url);
  }
}
