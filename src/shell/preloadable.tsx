import { lazy, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Renders the chunk's component: at once when it was preloaded, else through Suspense. */
  Component: ComponentType<P>;
  /** Fetches the chunk in the background; a failed fetch may be tried again. */
  preload(): Promise<unknown>;
}

/**
 * A lazy chunk that can be fetched before it is shown. React.lazy suspends on its first render even when the
 * module is already there, which would flash the loading skeleton; a chunk preloaded this way renders at once.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Component(props: P) {
    // Chosen once per mount. A chunk that arrives while React waits in a render is committed by rendering the lazy
    // part again, not this wrapper; chosen on every render, the wrapper's next render would swap the lazy part for
    // the module's component and mount it anew, losing its state (an open address check started empty).
    const [Shown] = useState(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return { Component, preload };
}
