import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following its changes (false where there is no matchMedia). One media query
 * list per query and one listener for as long as the component is mounted: a subscribe function made anew on every
 * render would make React remove and add the listener on each render.
 */
export function useMediaQuery(query: string): boolean {
  const list = useMemo(() => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query) : null), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list?.matches ?? false, () => false);
}
