import r2wc from '@r2wc/react-to-web-component';
import { App } from './App.tsx';
import { isLanguage } from '../domain/countries.ts';
import { adoptStyles } from '../styles/adoptStyles.ts';
import { attributeProps, resolveAttributes, type OrderFormAttributes } from './attributes.ts';
import type { ErrorReporter } from './reporter.ts';
import { createOrderRuntime, type OrderRuntime } from '../runtime/createOrderRuntime.ts';

// r2wc keeps the props and its render function under these registered symbols.
const propsKey = Symbol.for('r2wc.props');
const renderKey = Symbol.for('r2wc.render');

interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
  [propsKey]: Record<string, unknown>;
  [renderKey](): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
}

const R2wcOrderForm = r2wc(App, {
  shadow: 'open',
  props: Object.fromEntries(attributeProps.map((prop) => [prop, 'string'])),
}) as unknown as { new (): R2wcElement; readonly observedAttributes: string[] };

const restartingProps = new Set(['apiBase', 'basePath', 'routing', 'initialUrl', 'storageKey', 'environment']);

const camelCase = (attribute: string) => attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `<order-form plan="...">`: the whole order form in one element with an open shadow root. */
export class OrderFormElement extends R2wcOrderForm {
  constructor() {
    super();
    adoptStyles(this.shadowRoot!);
  }

  /** Started on first connection and kept when the element is moved: the form's state lives outside React. */
  get runtime(): OrderRuntime | undefined {
    return this[propsKey].runtime as OrderRuntime | undefined;
  }

  override connectedCallback(): void {
    if (!this.runtime) {
      this[propsKey].runtime = createOrderRuntime({
        host: this,
        attributes: resolveAttributes(this[propsKey] as OrderFormAttributes),
        reporter: () => this.reporter,
      });
    }
    super.connectedCallback();
  }

  override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
    super.attributeChangedCallback(name, oldValue, value);
    // r2wc parses only truthy values, so a removed or emptied attribute would keep its old prop.
    if (!value) {
      this[propsKey][camelCase(name)] = undefined;
      this[renderKey]();
    }
    if (oldValue !== value) this.followAttribute(camelCase(name), value);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Kept for a move (disconnect + connect in one task); stopped when the element really leaves the page.
    queueMicrotask(() => {
      if (!this.isConnected) this.stopRuntime();
    });
  }

  /**
   * A host changing `plan` or `lang` after start-up moves the running form there; a change of where the form
   * talks to or keeps its data (api-base, base-path, routing, initial-url, storage-key) starts it anew.
   */
  private followAttribute(prop: string, value: string | null): void {
    const actor = this.runtime?.actor;
    if (!actor) return;
    if (restartingProps.has(prop)) {
      this.stopRuntime();
      if (this.isConnected) this.connectedCallback();
      return;
    }
    if (!value) return;
    if (prop === 'plan') actor.send({ type: 'route.requested', route: { name: 'plan', plan: value } });
    if (prop === 'lang' && isLanguage(value)) actor.send({ type: 'language.changed', language: value });
  }

  private stopRuntime(): void {
    this.runtime?.stop();
    this[propsKey].runtime = undefined;
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
