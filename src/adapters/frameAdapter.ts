import type { OrderActor } from '../../machines/order.machine.ts';
import { isLanguage } from '../domain/countries.ts';
import type { OrderFormEventName } from '../contract/hostEvents.ts';

/** The host events the parent window receives as `{ type, detail }` messages (README, "Events"). */
const forwarded: readonly OrderFormEventName[] = ['order-form:ready', 'order-form:step', 'order-form:submitted', 'order-form:error'];

/** What a framing page may ask by message, once its origin is allowed (README, "In an iframe"). */
export type ParentMessage = { type: 'order-form:lang'; lang: string } | { type: 'order-form:plan'; plan: string } | { type: 'order-form:measure' };

/**
 * The element inside an iframe (partner portal), loaded only when the page is framed: the host events and the
 * element's height (`order-form:resize`) go to the parent window with its origin as the explicit target; the
 * parent's messages are taken only from the origins the `parent-origins` attribute names (none without it).
 */
export function attachFrame(actor: OrderActor, host: Element, view: Window): () => void {
  const target = parentOriginOf(view);
  const post = (type: OrderFormEventName, detail: unknown) => {
    // Without a known parent origin nothing is posted: a '*' target would hand order data to any framing page.
    if (target) view.parent.postMessage({ type, detail }, target);
  };
  let height = -1;
  const measure = (force = false) => {
    const next = Math.ceil(host.getBoundingClientRect().height);
    if (next === height && !force) return;
    height = next;
    post('order-form:resize', { height });
  };
  const forward = (event: Event) => post(event.type as OrderFormEventName, (event as CustomEvent).detail);
  forwarded.forEach((type) => host.addEventListener(type, forward));
  // the ready event may have gone out before this chunk arrived
  const snapshot = actor.getSnapshot();
  if (snapshot.matches('ready')) {
    const { route, language } = snapshot.context;
    post('order-form:ready', { ...('plan' in route ? { plan: route.plan } : {}), lang: language });
  }
  const observer = new ResizeObserver(() => measure());
  observer.observe(host);
  measure();

  const allowed = parentOriginsOf(host.getAttribute('parent-origins'));
  const onMessage = (event: MessageEvent) => {
    if (event.source !== view.parent || !allowed.includes(event.origin)) return;
    const message = parentMessageOf(event.data);
    if (!message) return;
    switch (message.type) {
      case 'order-form:lang':
        if (isLanguage(message.lang)) actor.send({ type: 'language.changed', language: message.lang });
        return;
      case 'order-form:plan':
        actor.send({ type: 'route.requested', route: { name: 'plan', plan: message.plan } });
        return;
      case 'order-form:measure':
        measure(true);
        return;
      default:
        return message satisfies never;
    }
  };
  if (allowed.length > 0) view.addEventListener('message', onMessage);
  return () => {
    forwarded.forEach((type) => host.removeEventListener(type, forward));
    observer.disconnect();
    view.removeEventListener('message', onMessage);
  };
}

/** The framing page's origin: Chromium and Safari name it (ancestorOrigins), else the referrer's, else none. */
export function parentOriginOf(view: Window): string | undefined {
  const ancestor = view.location.ancestorOrigins?.[0];
  if (ancestor && ancestor !== 'null') return ancestor;
  try {
    return view.document.referrer ? new URL(view.document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

/** `parent-origins="https://partner.example https://portal.example"`: exact origins, separated by spaces; a `*` counts for nothing. */
export function parentOriginsOf(attribute: string | null): string[] {
  return (attribute ?? '')
    .split(/\s+/)
    .filter((origin) => origin !== '' && origin !== '*')
    .map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        return '';
      }
    })
    .filter((origin) => origin !== '' && origin !== 'null');
}

const planCode = /^[A-Za-z0-9_-]{1,40}$/;

/** A parent's message as the element understands it, or null for anything else. */
export function parentMessageOf(data: unknown): ParentMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, lang, plan } = data as Record<string, unknown>;
  if (type === 'order-form:lang' && typeof lang === 'string') return { type, lang };
  if (type === 'order-form:plan' && typeof plan === 'string' && planCode.test(plan)) return { type, plan };
  if (type === 'order-form:measure') return { type };
  return null;
}
