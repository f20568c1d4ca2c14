import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { OrderActor, OrderEvent, OrderSnapshot } from '../../machines/order.machine.ts';
import type { OrderRuntime } from '../runtime/createOrderRuntime.ts';
import { PortalRootProvider } from '../ui/index.ts';

const RuntimeContext = createContext<OrderRuntime | null>(null);

export interface OrderFormProviderProps {
  runtime: OrderRuntime;
  /** the element's shadow root: floating parts (menus, tooltips, dialogs) render inside it */
  portalRoot?: ShadowRoot | HTMLElement | null | undefined;
  children: ReactNode;
}

/** Gives the connected screens the element's actor and its own i18next instance. */
export function OrderFormProvider({ runtime, portalRoot, children }: OrderFormProviderProps) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <I18nextProvider i18n={runtime.i18n}>
        <PortalRootProvider root={portalRoot ?? null}>{children}</PortalRootProvider>
      </I18nextProvider>
    </RuntimeContext.Provider>
  );
}

export function useOrderActor(): OrderActor {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useOrderActor needs an <OrderFormProvider>');
  return runtime.actor;
}

/** One narrow value of the machine's snapshot: a screen re-renders only when that value changes. */
export function useOrderSelector<T>(selector: (snapshot: OrderSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useOrderActor(), selector, compare);
}

export function useOrderSend(): (event: OrderEvent) => void {
  return useOrderActor().send;
}
