/**
 * `order-form/react`: the element for React 19 hosts (react is a peer dependency: the host's own React renders the
 * wrapper, the element keeps its own inside). Importing it registers `<order-form>` and brings the JSX typing of
 * the bare element too.
 */
export { OrderForm } from './OrderForm.tsx';
export type { OrderFormAttributeProps, OrderFormCallbackName, OrderFormCallbacks, OrderFormProps } from './OrderForm.tsx';
export type { OrderFormJsxProps } from '../element/jsx.ts';
export type { ErrorReporter, OrderFormElement, OrderFormEvent, OrderFormEventMap } from '../element/index.ts';
