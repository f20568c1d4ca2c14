import { addressOf } from '../../machines/routes.ts';
import type { OrderActor } from '../../machines/order.machine.ts';
import type { OrderLocation } from '../../machines/order/context.ts';

export interface UrlAdapter {
  /** the address the element started at */
  readonly initial: OrderLocation;
  /** memory mode's address; history mode reads the page's */
  current(): string;
  attach(actor: OrderActor): () => void;
}

/**
 * History mode: the page's address mirrors the machine (a user's move is pushed, a redirect replaced), and back
 * and forward become `location.changed`. The hash's auth_token leaves the address on the first write.
 */
export function historyUrl(view: Window): UrlAdapter {
  const initial = { pathname: view.location.pathname, search: view.location.search, hash: view.location.hash };
  return {
    initial,
    current: () => view.location.pathname + view.location.search,
    attach(actor) {
      // what the address is made of: a snapshot that changed none of it (a keystroke's) is passed by
      let written: readonly unknown[] = [];
      const write = () => {
        const { route, search, basePath, history } = actor.getSnapshot().context;
        if (route === written[0] && search === written[1] && basePath === written[2]) return;
        written = [route, search, basePath];
        const target = addressOf(route, search, basePath);
        const showsToken = view.location.hash.includes('auth_token');
        if (target === view.location.pathname + view.location.search && !showsToken) return;
        const url = target + (showsToken ? '' : view.location.hash);
        if (history === 'push' && !showsToken) view.history.pushState(null, '', url);
        else view.history.replaceState(null, '', url);
      };
      const onPopState = () =>
        actor.send({ type: 'location.changed', pathname: view.location.pathname, search: view.location.search, hash: view.location.hash });
      write();
      const subscription = actor.subscribe(write);
      view.addEventListener('popstate', onPopState);
      return () => {
        subscription.unsubscribe();
        view.removeEventListener('popstate', onPopState);
      };
    },
  };
}

/** Memory mode: the element keeps its own address (Storybook, tests, a second element on the page). */
export function memoryUrl(initialUrl: string): UrlAdapter {
  const parsed = new URL(initialUrl || '/', 'http://memory.invalid');
  const initial = { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
  let address = parsed.pathname + parsed.search;
  return {
    initial,
    current: () => address,
    attach(actor) {
      const write = () => {
        const { route, search, basePath } = actor.getSnapshot().context;
        address = addressOf(route, search, basePath);
      };
      write();
      const subscription = actor.subscribe(write);
      return () => subscription.unsubscribe();
    },
  };
}
