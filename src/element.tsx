import r2wc from '@r2wc/react-to-web-component';
import { App } from './App.tsx';
import { adoptStyles } from './adoptStyles.ts';
import { attributeProps } from './attributes.ts';
import type { ErrorReporter } from './reporter.ts';

// r2wc keeps the props and its render function under these registered symbols.
const propsKey = Symbol.for('r2wc.props');
const renderKey = Symbol.for('r2wc.render');

interface R2wcElement extends HTMLElement {
  [propsKey]: Record<string, unknown>;
  [renderKey](): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
}

const R2wcOrderForm = r2wc(App, {
  shadow: 'open',
  props: Object.fromEntries(attributeProps.map((prop) => [prop, 'string'])),
}) as unknown as { new (): R2wcElement; readonly observedAttributes: string[] };

const camelCase = (attribute: string) => attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `<order-form plan="...">`: the whole order form in one element with an open shadow root. */
export class OrderFormElement extends R2wcOrderForm {
  constructor() {
    super();
    adoptStyles(this.shadowRoot!);
  }

  override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
    super.attributeChangedCallback(name, oldValue, value);
    // r2wc parses only truthy values, so a removed or emptied attribute would keep its old prop.
    if (!value) {
      this[propsKey][camelCase(name)] = undefined;
      this[renderKey]();
    }
  }

  /** A Sentry-compatible error reporter; a property, not an attribute. */
  get reporter(): ErrorReporter | undefined {
    return this[propsKey].reporter as ErrorReporter | undefined;
  }

  set reporter(reporter: ErrorReporter | undefined) {
    this[propsKey].reporter = reporter;
    this[renderKey]();
  }
}

export function defineOrderForm(name = 'order-form'): void {
  if (!customElements.get(name)) customElements.define(name, OrderFormElement);
}

defineOrderForm();

declare global {
  interface HTMLElementTagNameMap {
    'order-form': OrderFormElement;
  }
}
