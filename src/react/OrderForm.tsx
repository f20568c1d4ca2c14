import { useCallback, useLayoutEffect, useRef, type HTMLAttributes, type Ref } from 'react';
// the element's own module, which registers <order-form> with its own React inside: the wrapper adds no second form
import 'order-form';
import { attributeOf, attributeProps, type AttributeProp, type AttributeValue, type elementAttributes, type propAttributes } from '../contract/attributes.ts';
import { elementEventNames, type OrderFormElementEventName, type OrderFormEvent } from '../contract/hostEvents.ts';
import type { OrderFormElement } from '../element/OrderFormElement.ts';
import type { ErrorReporter } from '../contract/reporter.ts';
import type {} from '../element/jsx.ts';

/** kebab-case -> camelCase: parent-origins -> parentOrigins */
type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Name;

/** `order-form:submitted` -> `onSubmitted` */
export type OrderFormCallbackName<Name extends OrderFormElementEventName> = Name extends `order-form:${infer Event}` ? `on${Capitalize<Event>}` : never;

/** The element's attributes as camelCase props (`apiBase` is `api-base`), the closed sets typed. */
export type OrderFormAttributeProps = { [Prop in AttributeProp]?: AttributeValue<(typeof propAttributes)[Prop]> } & {
  [Name in keyof typeof elementAttributes as CamelCase<Name>]?: string;
};

/** One typed callback per event of the element: `onSubmitted={(event) => event.detail.transactionId}`. */
export type OrderFormCallbacks = { [Name in OrderFormElementEventName as OrderFormCallbackName<Name>]?: (event: OrderFormEvent<Name>) => void };

export type OrderFormProps = OrderFormAttributeProps &
  OrderFormCallbacks &
  Omit<HTMLAttributes<OrderFormElement>, 'lang' | 'nonce' | 'onError' | 'children' | 'dangerouslySetInnerHTML'> & {
    /** a Sentry-compatible error reporter, set as the element's `reporter` property */
    reporter?: ErrorReporter | undefined;
    ref?: Ref<OrderFormElement>;
  };

const callbackOf = (event: OrderFormElementEventName) => `on${event[11]!.toUpperCase()}${event.slice(12)}` as OrderFormCallbackName<OrderFormElementEventName>;

const attributeNames: ReadonlyArray<readonly [string, string]> = [
  ...attributeProps.map((prop) => [prop, attributeOf(prop)] as const),
  ['parentOrigins', 'parent-origins'],
  ['nonce', 'nonce'],
];
const callbackNames = new Set<string>(elementEventNames.map(callbackOf));

/**
 * `<order-form>` for React 19 hosts: props become the element's attributes, its colon-named events (which JSX cannot
 * bind) typed callbacks, and `reporter` its property. It renders the element itself (the element module brings the
 * form with its own React), so what works on a plain page works here, server rendering included: the attributes are
 * in the markup, and the element starts when the module runs in the browser.
 */
export function OrderForm({ reporter, ref, ...props }: OrderFormProps) {
  const element = useRef<OrderFormElement | null>(null);
  // the newest callbacks, read when an event comes, so a new function per render neither re-subscribes nor misses one
  const callbacks = useRef<OrderFormCallbacks>(props);
  useLayoutEffect(() => {
    callbacks.current = props;
  });

  // before the browser paints, so no event of the element's start-up comes before its listener
  useLayoutEffect(() => {
    const host = element.current;
    if (!host) return;
    const listeners = elementEventNames.map((name) => {
      const listener = (event: Event) => (callbacks.current[callbackOf(name)] as ((event: Event) => void) | undefined)?.(event);
      host.addEventListener(name, listener);
      return [name, listener] as const;
    });
    return () => listeners.forEach(([name, listener]) => host.removeEventListener(name, listener));
  }, []);

  useLayoutEffect(() => {
    if (element.current) element.current.reporter = reporter;
  }, [reporter]);

  const setElement = useCallback(
    (node: OrderFormElement | null) => {
      element.current = node;
      if (typeof ref === 'function') {
        const cleanup = ref(node);
        return () => {
          element.current = null;
          if (typeof cleanup === 'function') cleanup();
          else ref(null);
        };
      }
      if (ref) ref.current = node;
      return () => {
        element.current = null;
        if (ref) ref.current = null;
      };
    },
    [ref],
  );

  const rendered: Record<string, unknown> = {};
  const attributes = new Map(attributeNames);
  for (const [name, value] of Object.entries(props)) {
    if (callbackNames.has(name)) continue;
    const attribute = attributes.get(name);
    if (attribute === undefined) rendered[name] = value;
    else if (value !== undefined && value !== null && value !== '') rendered[attribute] = value;
  }
  return <order-form ref={setElement} {...rendered} />;
}
