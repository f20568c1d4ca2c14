/*
 * A host's code against the package's types (issue 25). Type-checked three ways: with the repository (the source's
 * types), against the declarations `npm run build` emits (tests/build/tools/declarations.test.ts), and against the packed
 * package installed in a scratch project (tests/browser/e2e/package.spec.ts). Each `@ts-expect-error` must meet an error.
 */
import { defineOrderForm, type ErrorReporter, type OrderFormElement, type OrderFormEvent, type OrderFormEventMap } from 'order-form';
import { OrderForm, type OrderFormProps } from 'order-form/react';
import { firstScreenCss, renderFirstScreen, type FirstScreen, type FirstScreenOptions } from 'order-form/server';

defineOrderForm();
defineOrderForm('partner-order-form');
// @ts-expect-error a tag name is a string
defineOrderForm(42);

const element = document.createElement('order-form');
element satisfies OrderFormElement;
const found: OrderFormElement | null = document.querySelector('order-form');

const reporter: ErrorReporter = { captureException: (error: unknown) => console.error(error) };
element.reporter = reporter;
// @ts-expect-error a reporter has captureException
element.reporter = { capture: () => undefined };

element.plan = 'VOIPBIZ';
element.apiBase = '/shop/api/';
element.routing = 'memory';
element.header = null;
const plan: string | null = element.plan;
// @ts-expect-error routing is history or memory
element.routing = 'hash';

element.addEventListener('order-form:submitted', (event) => {
  const id: string = event.detail.transactionId;
  const value: number = event.detail.value;
  event.detail.currency satisfies 'EUR';
  event.detail.items.map((item) => item.price * item.quantity);
  // @ts-expect-error the order's detail has no step
  event.detail.step;
  return [id, value];
});
element.addEventListener('order-form:step', (event) => event.detail.step.toUpperCase());
element.addEventListener('order-form:ready', (event) => event.detail.plan?.toLowerCase());
element.addEventListener('order-form:error', (event) => event.detail.status?.toFixed());
// the DOM's own events keep their types
element.addEventListener('click', (event) => event.clientX);
// @ts-expect-error a step's detail has no transactionId
element.addEventListener('order-form:step', (event) => event.detail.transactionId);
found?.removeEventListener('order-form:submitted', (event) => event.detail.transactionId);

const detail: OrderFormEventMap['order-form:step'] = { step: 'customer' };
const event: OrderFormEvent<'order-form:step'> = new CustomEvent('order-form:step', { detail });

const props: OrderFormProps = { plan: 'VOIPBIZ', routing: 'memory', onSubmitted: (submitted) => submitted.detail.transactionId };

export const host = (
  <>
    <order-form plan="VOIPBIZ" api-base="/api/" routing="memory" header="fixed" storage-key="host" nonce="abc" reporter={reporter} />
    {/* @ts-expect-error routing is history or memory */}
    <order-form routing="hash" />
    <OrderForm
      plan="VOIPBIZ"
      apiBase="/api/"
      basePath="/bestellen/"
      parentOrigins="https://partner.example"
      className="order"
      reporter={reporter}
      onReady={(ready) => ready.detail.lang}
      onStep={(step) => step.detail.step}
      onSubmitted={(submitted) => submitted.detail.transactionId.toUpperCase()}
      onError={(error) => error.detail.call}
      ref={(node) => {
        if (node) node.reporter = reporter;
      }}
    />
    <OrderForm {...props} />
    {/* @ts-expect-error the order's detail has no step */}
    <OrderForm onSubmitted={(submitted) => submitted.detail.step} />
    {/* @ts-expect-error an attribute is a camelCase prop: planCode is none */}
    <OrderForm planCode="VOIPBIZ" />
    {/* @ts-expect-error header is sticky, static or fixed */}
    <OrderForm header="floating" />
    {event.type}
  </>
);

// a host's server renders the first screen (order-form/server)
const serverOptions: FirstScreenOptions = { apiBase: 'https://shop.example/api/', lang: 'de', attributes: { 'api-base': '/api/' }, nonce: 'abc' };
export const firstScreen: Promise<FirstScreen> = renderFirstScreen({ ...serverOptions, fetch: (input, init) => fetch(input, init) });
export const css: string = firstScreenCss;
firstScreen.then(({ html, data }) => `${html}${data.lang}${data.planClasses.length}`);
// @ts-expect-error the form speaks de, en, nl and fr
void renderFirstScreen({ apiBase: '/api/', lang: 'es' });
