import { useSelector } from '@xstate/react';
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { OrderActor, OrderEvent, OrderSnapshot } from '../../machines/order.machine.ts';
import { addressOf, routePath } from '../../machines/routes.ts';
import type { OrderRuntime } from '../runtime/createOrderRuntime.ts';
import { PortalRootProvider } from '../ui/index.ts';
import { StepScreensContext, type StepScreens } from './steps/stepScreens.ts';

const RuntimeContext = createContext<OrderRuntime | null>(null);

export interface OrderFormProviderProps {
  runtime: OrderRuntime;
  /** the element's shadow root: floating parts (menus, tooltips, dialogs) render inside it */
  portalRoot?: ShadowRoot | HTMLElement | null | undefined;
  /** the steps' screens (src/steps/registry.ts), which the step frame and the plan list load: the App hands them over */
  steps?: StepScreens;
  children: ReactNode;
}

/** Gives the connected screens the element's actor, its own i18next instance and the steps' screens. */
export function OrderFormProvider({ runtime, portalRoot, steps, children }: OrderFormProviderProps) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <StepScreensContext.Provider value={steps}>
        <I18nextProvider i18n={runtime.i18n}>
          <PortalRootProvider root={portalRoot ?? null}>{children}</PortalRootProvider>
        </I18nextProvider>
      </StepScreensContext.Provider>
    </RuntimeContext.Provider>
  );
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

/**
 * Per element, the keystrokes its step's fields have not sent yet (`src/shell/typedChanges.ts` registers them; kept
 * out of the first screen, which has no field): any other event sends them first.
 */
export const unsentTyping = new WeakMap<OrderActor, () => void>();
const senders = new WeakMap<OrderActor, (event: OrderEvent) => void>();

/** Sends an event to the root machine, after what was typed (`useOrderTyping`); one function per element. */
export function useOrderSend(): (event: OrderEvent) => void {
  const actor = useOrderActor();
  let send = senders.get(actor);
  if (!send) {
    send = (event) => {
      unsentTyping.get(actor)?.();
      actor.send(event);
    };
    senders.set(actor, send);
  }
  return send;
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
      if (!isPlainClick(event)) return;
      event.preventDefault();
      send({ type: 'route.requested', route: { name: 'plans' } });
    },
  };
}

/**
 * A plan of the plan list as a real link to its page, with the page's query (the address a choice leads to): it
 * works without JavaScript (the server's HTML), copied, or opened in a new tab; a plain click chooses the plan.
 */
export function usePlanLink(plan: string): { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } {
  const send = useOrderSend();
  const href = useOrderSelector((snapshot) => addressOf({ name: 'plan', plan }, snapshot.context.search, snapshot.context.basePath));
  return {
    href,
    onClick: (event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      send({ type: 'plan.chosen', plan });
    },
  };
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
