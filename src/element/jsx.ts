import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { OrderFormHtmlAttributes } from '../contract/attributes.ts';
import type { OrderFormElement } from './OrderFormElement.ts';
import type { ErrorReporter } from '../contract/reporter.ts';

/**
 * `<order-form>` in React 19's JSX: its attributes by their HTML names (the closed sets typed), and `reporter`,
 * which React 19 sets as the element's property. The colon events cannot be JSX props: listen through a ref, or use
 * the wrapper of `order-form/react`, which turns them into typed callbacks.
 */
export type OrderFormJsxProps = Omit<DetailedHTMLProps<HTMLAttributes<OrderFormElement>, OrderFormElement>, 'lang'> &
  OrderFormHtmlAttributes & { reporter?: ErrorReporter };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'order-form': OrderFormJsxProps;
    }
  }
}
