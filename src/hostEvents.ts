/** The events the element dispatches on its host (DESIGN.md, "Events to the host"). */
export interface OrderFormEventMap {
  'order-form:ready': { plan?: string; lang?: string };
  'order-form:step': { step: string };
  'order-form:submitted': {
    transactionId: string;
    value: number;
    currency: 'EUR';
    items: ReadonlyArray<{ id: string; name: string; price: number; quantity: number }>;
  };
  'order-form:error': { call: string; status?: number };
  'order-form:resize': { height: number };
}

export type OrderFormEventName = keyof OrderFormEventMap;

/**
 * Dispatches a bubbling, composed CustomEvent from the host, and, when the page is framed (partner portal),
 * posts the same event to the parent window. r2wc's own events neither bubble nor cross the shadow root.
 */
export function emitHostEvent<Name extends OrderFormEventName>(
  host: Element,
  type: Name,
  detail: OrderFormEventMap[Name],
): void {
  host.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
  postToParent(type, detail);
}

function postToParent(type: string, detail: unknown): void {
  const view = globalThis.window;
  if (!view || view.parent === view) return;
  const origin = parentOrigin(view.document.referrer);
  // Without a known parent origin nothing is posted: a '*' target would hand order data to any framing page.
  if (origin) view.parent.postMessage({ type, detail }, origin);
}

export function parentOrigin(referrer: string): string | undefined {
  try {
    return referrer ? new URL(referrer).origin : undefined;
  } catch {
    return undefined;
  }
}
