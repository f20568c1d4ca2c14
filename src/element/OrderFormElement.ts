import type { AttributeProp, AttributeValue, propAttributes } from '../contract/attributes.ts';
import type { OrderFormElementEventName, OrderFormEvent } from '../contract/hostEvents.ts';
import type { ErrorReporter } from '../contract/reporter.ts';

/** The element's events beside the DOM's own, for `addEventListener`: each a CustomEvent with its typed detail. */
export type OrderFormElementEventMap = HTMLElementEventMap & { [Name in OrderFormElementEventName]: OrderFormEvent<Name> };

/**
 * Each attribute is a property too, reflected: reading gives the attribute's value (null when absent), setting
 * writes it, and null, undefined or '' removes it (the element then goes back to the default). `lang` is the
 * DOM's own property.
 */
export type OrderFormAttributeProperties = {
  -readonly [Prop in Exclude<AttributeProp, 'lang'>]: AttributeValue<(typeof propAttributes)[Prop]> | null;
};

/** `<order-form>`: the public surface of the element, as `document.querySelector('order-form')` gives it. */
export interface OrderFormElement extends HTMLElement, OrderFormAttributeProperties {
  /**
   * A Sentry-compatible error reporter (anything with `captureException`), a property, not an attribute: read when
   * a call fails, so it may be set after the element started.
   */
  reporter: ErrorReporter | undefined;

  addEventListener<Name extends keyof OrderFormElementEventMap>(
    type: Name,
    listener: (this: OrderFormElement, event: OrderFormElementEventMap[Name]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<Name extends keyof OrderFormElementEventMap>(
    type: Name,
    listener: (this: OrderFormElement, event: OrderFormElementEventMap[Name]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'order-form': OrderFormElement;
  }
}
