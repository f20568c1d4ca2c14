/**
 * A test-only probe, installed into the page before any of its scripts runs (`page.addInitScript(installTeardownProbe)`):
 * it keeps a list of what is alive that outlives a component unless it is taken down: listeners on `window`,
 * `document` and media query lists, pending timeouts, intervals and idle callbacks, observers observing (resize,
 * mutation, intersection) and fetches in flight. `window.teardownProbe.alive()` lists them, each with the stack
 * that made it. Self-contained: Playwright sends the function's source to the page.
 */

export interface AliveThing {
  kind: 'listener' | 'timeout' | 'interval' | 'idleCallback' | 'observer' | 'fetch';
  what: string;
  stack: string;
}

declare global {
  interface Window {
    teardownProbe: { alive(): AliveThing[]; collectAfter(ms: number): Promise<void> };
  }
}

export function installTeardownProbe(): void {
  const alive = new Map<object, AliveThing>();
  const stack = () => (new Error().stack ?? '').split('\n').slice(3, 9).join('\n');
  const keep = (key: object, kind: AliveThing['kind'], what: string) => alive.set(key, { kind, what, stack: stack() });
  const original = { setTimeout: window.setTimeout.bind(window), clearTimeout: window.clearTimeout.bind(window) };

  // listeners: one key per target, type, listener and capture, as the DOM counts them
  const listenerKeys = new Map<string, object>();
  const ids = new WeakMap<object, number>();
  let nextId = 0;
  const idOf = (value: object) => {
    if (!ids.has(value)) ids.set(value, (nextId += 1));
    return ids.get(value)!;
  };
  const watched = (target: EventTarget) => target === window || target === document || target instanceof MediaQueryList;
  const targetName = (target: EventTarget) => (target === window ? 'window' : target === document ? 'document' : `matchMedia(${(target as MediaQueryList).media})`);
  const capturing = (options: unknown) => (typeof options === 'boolean' ? options : Boolean((options as AddEventListenerOptions | undefined)?.capture));
  const listenerKey = (target: EventTarget, type: string, listener: object, options: unknown) =>
    `${idOf(target)} ${type} ${idOf(listener)} ${capturing(options)}`;
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
    if (listener && watched(this)) {
      const key = listenerKey(this, type, listener, options);
      if (!listenerKeys.has(key)) {
        const entry = {};
        listenerKeys.set(key, entry);
        keep(entry, 'listener', `${targetName(this)} ${type}`);
        const forget = () => {
          listenerKeys.delete(key);
          alive.delete(entry);
        };
        if (typeof options === 'object' && options.signal) options.signal.addEventListener('abort', forget, { once: true });
        if (typeof options === 'object' && options.once) add.call(this, type, forget, { once: true, capture: capturing(options) });
      }
    }
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) {
    if (listener && watched(this)) {
      const key = listenerKey(this, type, listener, options);
      const entry = listenerKeys.get(key);
      if (entry) alive.delete(entry);
      listenerKeys.delete(key);
    }
    return remove.call(this, type, listener, options);
  };
  const addListener = MediaQueryList.prototype.addListener;
  const removeListener = MediaQueryList.prototype.removeListener;
  MediaQueryList.prototype.addListener = function (this: MediaQueryList, listener) {
    if (listener) EventTarget.prototype.addEventListener.call(this, 'change', listener as EventListener);
    else addListener.call(this, listener);
  };
  MediaQueryList.prototype.removeListener = function (this: MediaQueryList, listener) {
    if (listener) EventTarget.prototype.removeEventListener.call(this, 'change', listener as EventListener);
    else removeListener.call(this, listener);
  };

  // timers: pending from their start until they run or are cleared
  const timers = new Map<number, object>();
  const clearKept = (handle: number | undefined) => {
    const entry = handle === undefined ? undefined : timers.get(handle);
    if (entry) alive.delete(entry);
    if (handle !== undefined) timers.delete(handle);
  };
  const wrapTimer = (name: 'setTimeout' | 'setInterval', kind: 'timeout' | 'interval') => {
    const start = window[name].bind(window) as (handler: TimerHandler, delay?: number, ...args: unknown[]) => number;
    window[name] = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      const entry = {};
      const run =
        typeof handler === 'function'
          ? (...given: unknown[]) => {
              if (kind === 'timeout') clearKept(handle);
              return (handler as (...values: unknown[]) => unknown)(...given);
            }
          : handler;
      const handle: number = start(run, delay, ...args);
      timers.set(handle, entry);
      keep(entry, kind, `${name}(${delay ?? 0} ms)`);
      return handle;
    }) as typeof window.setTimeout;
  };
  wrapTimer('setTimeout', 'timeout');
  wrapTimer('setInterval', 'interval');
  const clearTimeout = window.clearTimeout.bind(window);
  const clearInterval = window.clearInterval.bind(window);
  window.clearTimeout = ((handle?: number) => {
    clearKept(handle);
    clearTimeout(handle);
  }) as typeof window.clearTimeout;
  window.clearInterval = ((handle?: number) => {
    clearKept(handle);
    clearInterval(handle);
  }) as typeof window.clearInterval;
  if ('requestIdleCallback' in window) {
    const request = window.requestIdleCallback.bind(window);
    const cancel = window.cancelIdleCallback.bind(window);
    const idle = new Map<number, object>();
    window.requestIdleCallback = (callback, options) => {
      const entry = {};
      const handle = request((deadline) => {
        alive.delete(entry);
        idle.delete(handle);
        callback(deadline);
      }, options);
      idle.set(handle, entry);
      keep(entry, 'idleCallback', 'requestIdleCallback');
      return handle;
    };
    window.cancelIdleCallback = (handle) => {
      const entry = idle.get(handle);
      if (entry) alive.delete(entry);
      idle.delete(handle);
      cancel(handle);
    };
  }

  // observers: observing from their first observe() until disconnect()
  for (const name of ['ResizeObserver', 'MutationObserver', 'IntersectionObserver'] as const) {
    const Observer = window[name] as unknown as { prototype: { observe: (...args: unknown[]) => void; disconnect: () => void } };
    const observe = Observer.prototype.observe;
    const disconnect = Observer.prototype.disconnect;
    Observer.prototype.observe = function (this: object, ...args: unknown[]) {
      if (!alive.has(this)) keep(this, 'observer', name);
      return observe.apply(this, args);
    };
    Observer.prototype.disconnect = function (this: object) {
      alive.delete(this);
      return disconnect.call(this);
    };
  }

  // fetches: in flight until they answer or fail (an aborted one fails)
  const fetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const entry = {};
    keep(entry, 'fetch', `${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${input instanceof Request ? input.url : String(input)}`);
    const settled = () => alive.delete(entry);
    const answer = fetch(input, init);
    answer.then(settled, settled);
    return answer;
  };

  window.teardownProbe = {
    alive: () => [...alive.values()],
    /** resolves after `ms` with a timer the probe does not count */
    collectAfter: (ms: number) => new Promise((resolve) => original.setTimeout(resolve, ms)),
  };
}
