import { createRef, StrictMode, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderForm, type OrderFormElement, type OrderFormEvent, type OrderFormProps } from 'order-form/react';

/*
 * order-form/react against the source, in a React 19 app in Chromium: the wrapper renders the element of the
 * element module (the demo API answers through msw), turns props into attributes and the colon events into callbacks.
 * The packed package's React host places a whole order in e2e (tests/browser/e2e/hosts.spec.ts).
 */

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
});

function render(element: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  flushSync(() => root!.render(<StrictMode>{element}</StrictMode>));
  return container;
}

const submitted = {
  transactionId: 'T-1',
  value: 4990,
  currency: 'EUR',
  items: [{ id: 'VOIPPRIV', name: 'Cloud-Telefonie', price: 4990, quantity: 1 }],
} satisfies OrderFormEvent<'order-form:submitted'>['detail'];

describe('order-form/react', () => {
  it('renders the element with its props as attributes, the kebab-case names of the element', () => {
    const container = render(<OrderForm plan="EBCOM" lang="en" apiBase="/api/" routing="memory" initialUrl="/" storageKey="react-attributes" className="form" />);
    const element = container.querySelector('order-form')!;
    expect(element).toBeInstanceOf(customElements.get('order-form')!);
    expect(Object.fromEntries(Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]))).toEqual({
      plan: 'EBCOM',
      lang: 'en',
      'api-base': '/api/',
      routing: 'memory',
      'initial-url': '/',
      'storage-key': 'react-attributes',
      class: 'form',
    });
  });

  it('calls onReady and onStep with the typed events of the running element', async () => {
    const ready: Array<OrderFormEvent<'order-form:ready'>['detail']> = [];
    const steps: string[] = [];
    render(
      <OrderForm
        routing="memory"
        initialUrl="/plans/VOIPPRIV/"
        storageKey="react-events"
        lang="de"
        onReady={(event) => ready.push(event.detail)}
        onStep={(event) => steps.push(event.detail.step)}
      />,
    );
    await expect.poll(() => ready).toEqual([{ plan: 'VOIPPRIV', lang: 'de' }]);
    await expect.poll(() => steps).toEqual(['product']);
  });

  it('calls the newest onSubmitted once per order-form:submitted, and no callback after it unmounted', async () => {
    const received: string[] = [];
    const ref = createRef<OrderFormElement>();
    function Host() {
      const [label, setLabel] = useState('first');
      return (
        <>
          <button type="button" onClick={() => setLabel('second')}>
            next
          </button>
          <OrderForm ref={ref} routing="memory" storageKey="react-submitted" onSubmitted={(event) => received.push(`${label}:${event.detail.transactionId}`)} />
        </>
      );
    }
    const container = render(<Host />);
    // the event as the element's host adapter dispatches it after POST orders (src/contract/hostEvents.ts)
    const dispatch = () => ref.current!.dispatchEvent(new CustomEvent('order-form:submitted', { bubbles: true, composed: true, detail: submitted }));
    dispatch();
    flushSync(() => container.querySelector('button')!.click());
    dispatch();
    expect(received).toEqual(['first:T-1', 'second:T-1']);

    const element = ref.current!;
    flushSync(() => root!.render(<div />));
    element.dispatchEvent(new CustomEvent('order-form:submitted', { detail: submitted }));
    expect(received).toHaveLength(2);
  });

  it('sets reporter as the element\'s property, never as an attribute', () => {
    const reporter = { captureException: () => undefined };
    const ref = createRef<OrderFormElement>();
    render(<OrderForm ref={ref} routing="memory" storageKey="react-reporter" reporter={reporter} />);
    expect(ref.current!.reporter).toBe(reporter);
    expect(ref.current!.hasAttribute('reporter')).toBe(false);
  });

  it('follows a changed prop into the attribute and removes the attribute of a prop that went away', () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    const show = (props: OrderFormProps) => flushSync(() => root!.render(<OrderForm routing="memory" storageKey="react-changes" {...props} />));
    show({ plan: 'EBCOM', header: 'fixed' });
    const element = container.querySelector('order-form')!;
    show({ plan: 'EBAT' });
    expect(element.getAttribute('plan')).toBe('EBAT');
    expect(element.hasAttribute('header')).toBe(false);
    show({});
    expect(element.hasAttribute('plan')).toBe(false);
  });
});
