import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useServerMarkup } from '../ui/internal/serverMarkup.ts';

/** What a preloadable chunk's component takes: its own props, and what shows until the chunk is there. */
export type WithFallback<P extends object> = P & {
  /** shown until the chunk has arrived (nothing by default) */
  fallback?: ReactNode;
};

export interface Preloadable<P extends object> {
  /**
   * Renders the chunk's component: at once when it was fetched before, else `fallback` while it is fetched; a failed
   * fetch is thrown to the nearest error boundary.
   */
  Component: ComponentType<WithFallback<P>>;
  /** Fetches the chunk in the background; a failed fetch may be tried again. */
  preload(): Promise<unknown>;
}

type Loaded<P extends object> = { component: ComponentType<P> } | { error: unknown };

/**
 * A lazy chunk that can be fetched before it is shown, without Suspense. React.lazy suspends on its first render
 * even when the module is already there, and what it suspended is shown again by a retry render, which React holds
 * back for up to 300 ms after the last fallback it showed while anything else in the tree is still suspended, and
 * starts over on every chunk that arrives meanwhile. On a plan clicked before its flow was fetched, that held the
 * product step back for about 300 ms after it was ready, rendering it eight times over (DESIGN.md, "Chunks").
 * Here a chunk's arrival is a store change: the components waiting for it render it in React's synchronous lane,
 * in the task it arrived in. Once shown, the component stays mounted (it is never swapped for another).
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, name?: string): Preloadable<P> {
  let loaded: Loaded<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const waiting = new Set<() => void>();
  const settle = (result: Loaded<P>) => {
    loaded = result;
    waiting.forEach((render) => render());
  };
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        settle({ component: module.default });
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        settle({ error });
        throw error;
      },
    ));
  const subscribe = (render: () => void) => {
    waiting.add(render);
    return () => waiting.delete(render);
  };
  const current = () => loaded;

  function Component({ fallback = null, ...props }: WithFallback<P>) {
    const chunk = useSyncExternalStore(subscribe, current, current);
    const serverMarkup = useServerMarkup();
    if (serverMarkup && name) renderedNames.add(name);
    if (chunk && 'component' in chunk) return <chunk.component {...(props as P)} />;
    if (chunk && 'error' in chunk && !pending) throw chunk.error;
    // as React.lazy does: the fetch starts with the first render that needs it (once: `pending`)
    const loading = preload();
    loading.catch(() => undefined);
    // On the server the chunk is waited for (React suspends the render: order-form/server renders again once it is
    // here), and in a hydration of its markup too (the element fetches the chunks its HTML names first, see
    // `loadChunks`): no boundary is added, so the browser's own renders work as they always did.
    if (serverMarkup) throw loading;
    return fallback;
  }
  const made = { Component, preload };
  if (name) byName.set(name, made);
  return made;
}

/**
 * The named preloadables made so far (a chunk's own are made when it arrives; the take-over fetches those the server's
 * HTML names, src/element/takeOver.ts) and the names a server render met.
 */
export const byName = new Map<string, Pick<Preloadable<object>, 'preload'>>();
const renderedNames = new Set<string>();

/**
 * The names of the chunks a synchronous server render of `render` rendered (order-form/server puts them into its
 * HTML): `render` is one `renderToString`, so no other render interleaves.
 */
export function chunksRenderedBy<T>(render: () => T): { result: T; chunks: string[] } {
  renderedNames.clear();
  const result = render();
  const chunks = [...renderedNames];
  renderedNames.clear();
  return { result, chunks };
}
