/** The events the element dispatches on its host (DESIGN.md, "Events to the host"). */
export interface OrderFormEventMap {
  'order-form:ready': { plan?: string; lang?: string };
  'order-form:step': { step: string };
  'order-form:submitted': import('../domain/purchase.ts').Purchase;
  'order-form:error': { call: string; status?: number };
  'order-form:resize': { height: number };
}

export type OrderFormEventName = keyof OrderFormEventMap;

/**
 * Dispatches a bubbling, composed CustomEvent from the host: r2wc's own events neither bubble nor cross the shadow
 * root. In an iframe the frame adapter (src/adapters/frameAdapter.ts) posts them on to the parent window.
 */
export function emitHostEvent<Name extends OrderFormEventName>(
  host: Element,
  type: Name,
  detail: OrderFormEventMap[Name],
): void {
  host.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
}
