import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, type MouseEvent, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { OrderActor, OrderEvent, OrderSnapshot } from '../../machines/order.machine.ts';
import { routePath } from '../../machines/routes.ts';
import type { OrderRuntime } from '../runtime/createOrderRuntime.ts';
import { PortalRootProvider } from '../ui/index.ts';
import { typedChanges, type FieldChanged, type TypedChanges } from './typedChanges.ts';

const RuntimeContext = createContext<OrderRuntime | null>(null);
const TypedChangesContext = createContext<TypedChanges | null>(null);

export interface OrderFormProviderProps {
  runtime: OrderRuntime;
  /** the element's shadow root: floating parts (menus, tooltips, dialogs) render inside it */
  portalRoot?: ShadowRoot | HTMLElement | null | undefined;
  children: ReactNode;
}

/** Gives the connected screens the element's actor and its own i18next instance. */
export function OrderFormProvider({ runtime, portalRoot, children }: OrderFormProviderProps) {
  const changes = useMemo(() => typedChanges(runtime.actor), [runtime.actor]);
  useFlushedOnLeave(changes);
  return (
    <RuntimeContext.Provider value={runtime}>
      <TypedChangesContext.Provider value={changes}>
        <I18nextProvider i18n={runtime.i18n}>
          <PortalRootProvider root={portalRoot ?? null}>{children}</PortalRootProvider>
        </I18nextProvider>
      </TypedChangesContext.Provider>
    </RuntimeContext.Provider>
  );
}

/**
 * What was typed reaches the machine before the page is hidden or left, ahead of the storage's own write (a capturing
 * listener on the target runs first), and when the screens unmount.
 */
function useFlushedOnLeave(changes: TypedChanges) {
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') changes.flush();
    };
    window.addEventListener('pagehide', changes.flush, { capture: true });
    document.addEventListener('visibilitychange', onHidden, { capture: true });
    return () => {
      window.removeEventListener('pagehide', changes.flush, { capture: true });
      document.removeEventListener('visibilitychange', onHidden, { capture: true });
      changes.flush();
    };
  }, [changes]);
}

function useTypedChanges(): TypedChanges {
  const changes = useContext(TypedChangesContext);
  if (!changes) throw new Error('The order form screens need an <OrderFormProvider>');
  return changes;
}

function useRuntime(): OrderRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('The order form screens need an <OrderFormProvider>');
  return runtime;
}

/** The element's running form: its actor, i18next instance and api client. */
export function useOrderRuntime(): OrderRuntime {
  return useRuntime();
}

/** The element's api client, for the actors of a child machine that a lazy chunk creates. */
export function useApi(): OrderRuntime['api'] {
  return useRuntime().api;
}

export function useOrderActor(): OrderActor {
  return useRuntime().actor;
}

/** One narrow value of the machine's snapshot: a screen re-renders only when that value changes. */
export function useOrderSelector<T>(selector: (snapshot: OrderSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useOrderActor(), selector, compare);
}

/** Sends an event to the root machine, after what was typed (see `useOrderTyping`). */
export function useOrderSend(): (event: OrderEvent) => void {
  return useTypedChanges().send;
}

/** A keystroke's `field.changed`: it reaches the root machine after the frame that shows it (issue 24). */
export function useOrderTyping(): (event: FieldChanged) => void {
  return useTypedChanges().typed;
}

/**
 * A real link to the plan list (copyable, opens in a new tab); a plain click routes inside the element, modified
 * clicks keep the browser's own behaviour.
 */
export function usePlanListLink(): { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } {
  const send = useOrderSend();
  const basePath = useOrderSelector((snapshot) => snapshot.context.basePath);
  return {
    href: routePath({ name: 'plans' }, basePath),
    onClick: (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      send({ type: 'route.requested', route: { name: 'plans' } });
    },
  };
}
