/**
 * The package's main entry as its type declarations give it (`npm run build` emits them from this file): the module
 * itself is src/element/element.tsx (dist/order-form.js), which registers `<order-form>` when it is imported where
 * there is a `customElements` registry, and touches nothing of the DOM where there is none (a server rendering the
 * page). element.tsx checks at compile time that it implements what this file declares. The contract's tables and
 * types live in src/contract/ (the bottom layer, which imports nothing else of ours) and are re-exported here.
 */
export type { OrderFormAttributeProperties, OrderFormElement, OrderFormElementEventMap } from './OrderFormElement.ts';
export type { OrderFormElementEventName, OrderFormEvent, OrderFormEventMap, OrderFormEventName } from '../contract/hostEvents.ts';
export type { OrderFormAttributes, OrderFormHtmlAttributes } from '../contract/attributes.ts';
export type { ErrorReporter } from '../contract/reporter.ts';
export type { OrderFormPart } from '../contract/parts.ts';
export type { OrderFormThemeProperty } from '../contract/themeProperties.ts';

/**
 * Registers the element under `name` (default `order-form`), once: a name already defined (a second bundle of the
 * element on the page, or the page's own element) is left as it is. Does nothing where there is no
 * `customElements` registry. Importing the module calls it with the default name.
 */
export declare function defineOrderForm(name?: string): void;
