import { useEffect, useLayoutEffect, useRef } from 'react';
import { headerPositionOf, type OrderFormAttributes } from '../contract/attributes.ts';
import type { ErrorReporter } from '../contract/reporter.ts';
import { removeStartupPlaceholder } from './startupPlaceholder.ts';
import type { OrderRuntime } from '../runtime/createOrderRuntime.ts';
import { FormRoot } from '../shell/FormRoot.tsx';
import { OrderFormProvider } from '../shell/OrderFormContext.tsx';
import { Shell } from '../shell/Shell.tsx';
import { stepScreens } from '../steps/registry.ts';

export interface AppProps extends OrderFormAttributes {
  /** r2wc hands the shadow root over as `container`. */
  container?: ShadowRoot | HTMLElement;
  reporter?: ErrorReporter;
  /** the element's running order form, created when it is first connected */
  runtime?: OrderRuntime;
  /** called once, after the first commit with the running form (a plan chosen on the server's HTML is sent then) */
  onShown?: (() => void) | undefined;
}

/** The React tree inside the element. */
export function App({ container, runtime, plan, header, onShown }: AppProps) {
  // the element's start-up placeholder goes in the commit that brings React's first screen (the same boot screen)
  useLayoutEffect(() => {
    if (runtime) removeStartupPlaceholder(container);
  }, [runtime, container]);
  const shown = useRef(onShown);
  useEffect(() => {
    if (!runtime || !shown.current) return;
    shown.current();
    shown.current = undefined;
  }, [runtime]);
  if (!runtime) return null;
  return (
    <OrderFormProvider runtime={runtime} portalRoot={container ?? null} steps={stepScreens}>
      <FormRoot plan={plan}>
        <Shell headerPosition={headerPositionOf(header)} />
      </FormRoot>
    </OrderFormProvider>
  );
}
