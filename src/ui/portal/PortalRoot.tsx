import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where floating parts (dialogs, tooltips) are portalled to. The element feeds its shadow root here:
 * FloatingPortal renders into document.body by default, outside the shadow root's styles, and ARIA id
 * references do not cross shadow roots. `null` means document.body (Storybook, component tests).
 */
const PortalRootContext = createContext<HTMLElement | ShadowRoot | null>(null);

export interface PortalRootProviderProps {
  /** The shadow root of the element (or any container); `null` falls back to document.body. */
  root: HTMLElement | ShadowRoot | null;
  children: ReactNode;
}

export function PortalRootProvider({ root, children }: PortalRootProviderProps) {
  return <PortalRootContext.Provider value={root}>{children}</PortalRootContext.Provider>;
}

/** The portal root for FloatingPortal's `root`; undefined lets floating-ui use document.body. */
export function usePortalRoot(): HTMLElement | ShadowRoot | undefined {
  return useContext(PortalRootContext) ?? undefined;
}
