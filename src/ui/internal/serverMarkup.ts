import { useSyncExternalStore } from 'react';

// React's own way of telling markup made on the server (and its hydration) from a render in the browser: the store
// hook reads its server snapshot there, and its snapshot everywhere else
const noChanges = () => () => undefined;
const notOnServer = () => false;
const onServer = () => true;

/** True while React renders on the server or hydrates the server's markup; false in every other render. */
export function useServerMarkup(): boolean {
  return useSyncExternalStore(noChanges, notOnServer, onServer);
}
