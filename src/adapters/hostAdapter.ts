import type { OrderActor } from '../../machines/order.machine.ts';
import type { PortalTarget } from '../../machines/order/context.ts';
import { emitHostEvent } from '../contract/hostEvents.ts';

/** The external targets' URLs, the element's attributes of the same names (`partner-portal-url`, ...). */
export type PortalUrls = { [Target in PortalTarget as `${Target}Url`]?: string | undefined };

/** The machine's announcements as the host's events, and the redirects to the portals and external pages. */
export function attachHostEvents(actor: OrderActor, host: Element, portals: () => PortalUrls, view: Window): () => void {
  let attached = true;
  // a portal redirect waits for its alert to be read: not when the element has left the page meanwhile
  let cancelRedirect = () => undefined as void;
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
    actor.on('order.submitted', ({ purchase }) => emitHostEvent(host, 'order-form:submitted', purchase)),
    actor.on('redirect', ({ target }) => {
      const url = portals()[`${target}Url`];
      if (!url) return;
      void import('./topNavigation.ts').then(({ leaveFor }) => {
        if (attached) cancelRedirect = leaveFor(view, target, url);
      });
    }),
  ];
  return () => {
    attached = false;
    subscriptions.forEach((subscription) => subscription.unsubscribe());
    cancelRedirect();
  };
}
