import r2wc from '@r2wc/react-to-web-component';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { isLanguage } from '../domain/countries.ts';
import { adoptStyles } from '../styles/adoptStyles.ts';
import { attributeOf, attributeProps, resolveAttributes, type OrderFormAttributes } from '../contract/attributes.ts';
import type * as PackageEntry from './index.ts';
import type { OrderFormElement } from './OrderFormElement.ts';
import type { ErrorReporter } from '../contract/reporter.ts';
import { createOrderRuntime, type OrderRuntime } from '../runtime/createOrderRuntime.ts';
import { afterFirstPaint } from './afterFirstPaint.ts';
import { markAsStartupPlaceholder, showStartupPlaceholder } from './startupPlaceholder.ts';
import { holdPlanChoice, takeServerAnswers } from './serverHtml.ts';
import type { FirstScreenData } from '../contract/firstScreen.ts';

/** The take-over of the server's HTML (./takeOver.ts): a chunk only a page with that HTML fetches. */
type TakeOver = typeof import('./takeOver.ts');

/*
 * The module the package ships (dist/order-form.js). Importing it must not touch the DOM where there is none: a
 * server-rendering framework imports it in Node. So the element's class (r2wc's class extends HTMLElement) is made
 * when it is first defined, and the module defines it only where `customElements` exists.
 */

// r2wc keeps the props and its render function under these registered symbols.
const propsKey = Symbol.for('r2wc.props');
const renderKey = Symbol.for('r2wc.render');
const rootKey = Symbol.for('r2wc.context');

interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
  [propsKey]: Record<string, unknown>;
  /** r2wc's mounted React root, once there is one */
  [rootKey]?: unknown;
  [renderKey](): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
}

type R2wcElementClass = { new (): R2wcElement; readonly observedAttributes: string[] };

const restartingProps = new Set(['apiBase', 'basePath', 'routing', 'initialUrl', 'storageKey', 'environment']);

const camelCase = (attribute: string) => attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `<order-form plan="...">`: the whole order form in one element with an open shadow root. */
function createOrderFormElement() {
  const R2wcOrderForm = r2wc(App, {
    shadow: 'open',
    props: Object.fromEntries(attributeProps.map((prop) => [prop, 'string'])),
  }) as unknown as R2wcElementClass;

  class OrderFormElementImpl extends R2wcOrderForm {
    #stylesAdopted = false;

    #startPending: (() => void) | undefined;

    /** waiting for the start-up to end before React takes the server's HTML over (cancel) */
    #takingOver: (() => void) | undefined;

    /** made inert while a plan's page of the server waits for React (and not by the host) */
    #inertUntilShown = false;

    private liveAgain(): void {
      if (this.#inertUntilShown) this.inert = false;
      this.#inertUntilShown = false;
    }

    /**
     * The server's declarative shadow root (order-form/server) is kept with its markup: the DOM's attachShadow
     * would empty it, and React hydrates it instead.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    /**
     * Made after the element's first paint (its start-up placeholder), or at once when something asks for it first;
     * kept when the element is moved: the form's state lives outside React.
     */
    get runtime(): OrderRuntime | undefined {
      if (!this.#made && this.#startPending) this.startRuntime();
      return this.#made;
    }

    /** the running form if it has been made: reading it starts nothing */
    get #made(): OrderRuntime | undefined {
      return this[propsKey].runtime as OrderRuntime | undefined;
    }

    override connectedCallback(): void {
      const root = this.shadowRoot!;
      const answers = this.#made || this.#startPending ? undefined : takeServerAnswers(root);
      // fetched while the start-up's session is asked: here long before its answer
      const takeOver = answers && import('./takeOver.ts');
      if (!this.#stylesAdopted) {
        // on connection, not in the constructor: a parser-made or script-made element has its nonce attribute by now
        const styles = { nonce: this.nonce || this.getAttribute('nonce') || undefined };
        // the server's HTML keeps its own styles until the take-over adopts them in the first screen's place
        if (takeOver) takeOver.then(({ adoptServerStyles }) => adoptServerStyles(root, styles), () => adoptStyles(root, styles));
        else adoptStyles(root, styles);
        this.#stylesAdopted = true;
      }
      // The boot screen is painted first: making the running form (the machine, i18next, the api client) and React's
      // first render of it take a long task on a slow phone, and the visitor would look at nothing through it. The
      // server's HTML is a painted screen already: the form is made at once, on its answers.
      if (answers && takeOver) {
        // A plan's page is a form: what is chosen or typed on its HTML before React holds it would be lost, so it
        // waits, inert, until then (the plan list's links stay live: a plan chosen there is held, `holdPlanChoice`).
        // Without JavaScript nothing sets this: the page is read as it is.
        if (answers.page?.name === 'plan' && !this.inert) this.#inertUntilShown = this.inert = true;
        this.startRuntime({ answers, takeOver });
      } else if (!this.#made && !this.#startPending) {
        showStartupPlaceholder(root, this.attributesNow());
        this.#startPending = afterFirstPaint(() => this.startRuntime());
      }
      super.connectedCallback();
    }

    /**
     * r2wc renders on every attribute and on connection, and its first render makes the React root (its listeners on
     * the shadow root). Before the running form is made, App renders nothing: the root is made with the form, after
     * the placeholder's first paint, not before it. Once made, every render goes through (App without a form
     * renders nothing again, a restart's placeholder alone).
     */
    override [renderKey](): void {
      if (this.#takingOver) return;
      if (this.#made || this[rootKey]) super[renderKey]();
    }

    private attributesNow() {
      return resolveAttributes(this[propsKey] as OrderFormAttributes);
    }

    /**
     * The running form, which sends the start-up's first call; React renders it (App removes the placeholder), or,
     * over the server's HTML, hydrates it once the start-up has ended where the server's did.
     */
    private startRuntime(server?: { answers: FirstScreenData; takeOver: Promise<TakeOver> }): void {
      this.#startPending?.();
      this.#startPending = undefined;
      if (!this.isConnected || this.#made) return;
      const serverAnswers = server?.takeOver.then(({ answering }) => answering(server.answers));
      const runtime = createOrderRuntime({ host: this, attributes: this.attributesNow(), reporter: () => this.reporter, serverAnswers });
      this[propsKey].runtime = runtime;
      if (server) this.takeOver(runtime, server.answers, server.takeOver);
      else this[renderKey]();
    }

    /**
     * React takes the server's HTML over (hydrates it), or renders its own screen in its place, once the take-over's
     * chunk has decided; a chunk that did not arrive is the element's own screen too.
     */
    private takeOver(runtime: OrderRuntime, answers: FirstScreenData, takeOver: Promise<TakeOver>): void {
      const heldChoice = holdPlanChoice(this.shadowRoot!);
      let cancel: (() => void) | undefined;
      let loaded: TakeOver | undefined;
      this.#takingOver = () => {
        cancel?.();
        cancel = () => undefined;
      };
      const mount = (hydrate: boolean) => {
        this.#takingOver = undefined;
        const plan = heldChoice();
        // chosen or typed before the module ran (the page is inert only since): done again once React holds the screen
        const input = loaded?.takeInputBeforeTakeOver(this.shadowRoot!) ?? [];
        // after React's first commit: a change of the machine before it would not be what the HTML shows
        this[propsKey].onShown = () => {
          performance.mark('order-form:taken-over');
          this.liveAgain();
          loaded?.removeServerStyles(this.shadowRoot!);
          if (plan) runtime.actor.send({ type: 'plan.chosen', plan });
          loaded?.replayInput(this.shadowRoot!, input);
        };
        if (!hydrate) {
          markAsStartupPlaceholder(this.shadowRoot!);
          return this[renderKey]();
        }
        // React takes a shadow root as it takes an element (r2wc renders into one)
        this[rootKey] = { root: hydrateRoot(this.shadowRoot! as unknown as Element, createElement(App, this[propsKey])), ReactComponent: App };
      };
      takeOver.then(
        (module) => {
          loaded = module;
          cancel ??= module.whenReadyToTakeOver(runtime, answers, mount);
        },
        () => cancel ?? mount(false),
      );
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

    /**
     * Kept for a move (disconnect + connect in one task); unmounted and stopped when the element really leaves the
     * page. After a microtask also because a React host removing the element is still committing when this runs, and
     * r2wc's unmount of the inner React root must not run inside that commit.
     */
    override disconnectedCallback(): void {
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#startPending?.();
        this.#startPending = undefined;
        super.disconnectedCallback();
        this.stopRuntime();
      });
    }

    /**
     * A host changing `plan` or `lang` after start-up moves the running form there; a change of where the form
     * talks to or keeps its data (api-base, base-path, routing, initial-url, storage-key) starts it anew.
     */
    private followAttribute(prop: string, value: string | null): void {
      // not made yet: it reads the attributes when it is
      const actor = this.#made?.actor;
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
      this.liveAgain();
      this.#takingOver?.();
      this.#takingOver = undefined;
      this.#made?.stop();
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

  // Each attribute is a property reflected to it (r2wc's own would write "undefined" for undefined, which Vue and
  // React 19 set when a bound value goes away); `lang` stays the DOM's own, which reflects already.
  for (const prop of attributeProps.filter((name) => name !== 'lang')) {
    const attribute = attributeOf(prop);
    Object.defineProperty(OrderFormElementImpl.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return this.getAttribute(attribute);
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined || value === '') this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }
  Object.defineProperty(OrderFormElementImpl.prototype, 'lang', Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'lang')!);

  return OrderFormElementImpl;
}

let elementClass: ReturnType<typeof createOrderFormElement> | undefined;
/** One class per name: a custom element registry takes a constructor once. */
const definedClasses = new Map<string, CustomElementConstructor>();

export function defineOrderForm(name = 'order-form'): void {
  if (typeof customElements === 'undefined' || customElements.get(name)) return;
  elementClass ??= createOrderFormElement();
  const constructor = definedClasses.size === 0 ? elementClass : class extends elementClass {};
  customElements.define(name, constructor);
  definedClasses.set(name, constructor);
}

// what the package's type declarations promise (src/element/index.ts)
defineOrderForm satisfies typeof PackageEntry.defineOrderForm;

defineOrderForm();

export type { OrderFormElement };

// In the repository (never in the shipped declarations, which src/element/index.ts makes), tests and stories reach
// the running form of an element.
declare module './OrderFormElement.ts' {
  interface OrderFormElement {
    /** the element's running order form, from its first connection until it leaves the page */
    readonly runtime?: OrderRuntime;
  }
}
