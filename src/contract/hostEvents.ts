/** The events the element dispatches on its host (DESIGN.md, "Events to the host"), by name: their `detail`. */
export interface OrderFormEventMap {
  'order-form:ready': { plan?: string; lang?: string };
  'order-form:step': { step: string };
  'order-form:submitted': import('./purchase.ts').Purchase;
  'order-form:error': { call: string; status?: number };
  'order-form:resize': { height: number };
}

export type OrderFormEventName = keyof OrderFormEventMap;

export interface HostEventDefinition {
  /** posted to the parent window of an iframe only, never dispatched on the element */
  readonly frameOnly?: true;
}

/**
 * Every event of the map: the React wrapper's callbacks and the Custom Elements Manifest (custom-elements.json) are
 * made from this table, so an event added to the map needs its row here (the `satisfies` says so), and its
 * description in ./documentation.ts.
 */
export const hostEvents = {
  'order-form:ready': {},
  'order-form:step': {},
  'order-form:submitted': {},
  'order-form:error': {},
  'order-form:resize': { frameOnly: true },
} as const satisfies { readonly [Name in OrderFormEventName]: HostEventDefinition };

/** The events dispatched on the element itself (all but the iframe's `order-form:resize` message). */
export type OrderFormElementEventName = {
  [Name in OrderFormEventName]: (typeof hostEvents)[Name] extends { frameOnly: true } ? never : Name;
}[OrderFormEventName];

/** The names of the events dispatched on the element, in the table's order. */
export const elementEventNames = (Object.keys(hostEvents) as OrderFormEventName[]).filter(
  (name): name is OrderFormElementEventName => !('frameOnly' in hostEvents[name]),
);

/** An event of the element: a CustomEvent whose detail is typed by its name. */
export type OrderFormEvent<Name extends OrderFormEventName = OrderFormElementEventName> = CustomEvent<OrderFormEventMap[Name]>;

/**
 * Dispatches a bubbling, composed CustomEvent from the host: r2wc's own events neither bubble nor cross the shadow
 * root. In an iframe the frame adapter (src/adapters/frameAdapter.ts) posts them on to the parent window.
 */
export function emitHostEvent<Name extends OrderFormElementEventName>(host: Element, type: Name, detail: OrderFormEventMap[Name]): void {
  host.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
}
