import type { OrderActor } from '../../machines/order.machine.ts';
import { storedOrderKey } from '../domain/orderKey.ts';
import { MAX_DELAY, STORAGE_VERSION, setItemSafely, type ActivitySource, type StoredOrder, type WriteScheduler } from './storedOrder.ts';

/*
 * What the storage adapter writes (./persistence.ts, DESIGN.md "Data that must not be lost", "Data at rest"): the
 * order's projection, the token, the time of the last activity, and the bank details' and token's expiry. A chunk of
 * its own, loaded by the adapter with the first change to keep (restoring is the first module's).
 */

/**
 * The order's write waits 250 ms, then for idle time (at most 500 ms more), so a keystroke's task does not
 * serialise the whole order and a burst of keys is written once (issue 24); where the platform has no idle
 * callback (node, jsdom), it is written at once.
 */
export const idleWrite: WriteScheduler = (write) => {
  if (typeof requestIdleCallback !== 'function') return null;
  let idle: number | undefined;
  const timer = setTimeout(() => {
    idle = requestIdleCallback(write, { timeout: 500 });
  }, 250);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
};

export interface OrderWrites {
  storage: Storage;
  keys: { orderKey: string; tokenKey: string; activityKey: string };
  actor: OrderActor;
  address: () => string;
  activity?: ActivitySource | undefined;
  /** when typing is written; by default in idle time */
  schedule?: WriteScheduler | undefined;
  paymentDataTtl: number;
  /** the visitor's last activity (epoch ms) the adapter saw before this chunk came */
  lastActivity: number;
}

/** Writes the order from now on, and expires the bank details and the token after the time without activity. */
export function attachOrderWrites({ storage, keys, actor, address, activity, schedule = idleWrite, paymentDataTtl, lastActivity: lastSeen }: OrderWrites): () => void {
  let lastOrder = '';
  let lastToken: string | null | undefined;
  // the token left the storage for want of activity: it is written again with the next
  let tokenWithheld = false;
  let pending: (() => void) | null = null;
  let written = actor.getSnapshot().context;
  let lastActivity = lastSeen;
  let stamped = 0;
  let expiry: ReturnType<typeof setTimeout> | undefined;
  const stamp = () => {
    stamped = lastActivity;
    setItemSafely(storage, keys.activityKey, String(lastActivity));
  };
  const expireWhenIdle = () => {
    expiry = undefined;
    const left = lastActivity + paymentDataTtl - Date.now();
    if (left > 0) {
      expiry = setTimeout(expireWhenIdle, Math.min(left, MAX_DELAY));
      return;
    }
    tokenWithheld = true;
    lastToken = null;
    storage.removeItem(keys.tokenKey);
    // the machine's form loses the bank details; that change is no typing, so it is written at once
    actor.send({ type: 'paymentData.expired' });
  };
  const onActivity = () => {
    lastActivity = Date.now();
    // a time to the second is enough, and a burst of keys writes it once
    if (lastActivity - stamped >= 1000) stamp();
    if (tokenWithheld) {
      tokenWithheld = false;
      write();
    }
    expiry ??= setTimeout(expireWhenIdle, Math.min(paymentDataTtl, MAX_DELAY));
  };
  const writeOrder = () => {
    pending = null;
    const stored = JSON.stringify(projection(actor.getSnapshot().context, address()));
    if (stored !== lastOrder) {
      lastOrder = stored;
      setItemSafely(storage, keys.orderKey, stored);
    }
  };
  const write = () => {
    const { context } = actor.getSnapshot();
    if (context.authToken !== lastToken && !tokenWithheld) {
      lastToken = context.authToken;
      if (context.authToken) setItemSafely(storage, keys.tokenKey, context.authToken);
      else storage.removeItem(keys.tokenKey);
    }
    const typed = isTyping(written, context);
    written = context;
    // what typing changes waits (a keystroke's task stays short); anything else, such as a step reached, a plan
    // chosen or an order completed and cleared, is written at once
    if (typed && pending === null) pending = schedule(writeOrder);
    if (!typed || pending === null) {
      pending?.();
      writeOrder();
    }
  };
  // what is still to be written goes before the page is left, hidden or reloaded: nothing typed is lost
  const flush = () => {
    if (stamped !== lastActivity) stamp();
    if (pending === null) return;
    pending();
    writeOrder();
  };
  const onVisibility = () => {
    if (globalThis.document?.visibilityState === 'hidden') flush();
    // a page coming back from the background (its timers slowed, a laptop asleep) expires what is due at once
    else if (expiry !== undefined && Date.now() - lastActivity >= paymentDataTtl) {
      clearTimeout(expiry);
      expireWhenIdle();
    }
  };
  // what there is to keep so far, and the time of the last activity
  stamp();
  write();
  const subscription = actor.subscribe(write);
  const stopActivity = activity?.(onActivity);
  globalThis.addEventListener?.('pagehide', flush);
  globalThis.document?.addEventListener('visibilitychange', onVisibility);
  // timed from the last activity the adapter saw before this chunk came: already due when its time brought it
  expireWhenIdle();
  return () => {
    subscription.unsubscribe();
    stopActivity?.();
    clearTimeout(expiry);
    globalThis.removeEventListener?.('pagehide', flush);
    globalThis.document?.removeEventListener('visibilitychange', onVisibility);
    flush();
  };
}

/** The form sections a visitor types into: a change to these alone is typing. */
const typedSections = new Set<string>(['connection', 'customer', 'quoteForm', 'planLinkEmail', 'referenceNumber']);

type OrderContext = ReturnType<OrderActor['getSnapshot']>['context'];

/** Whether the change from one context to the next is typing only: some typed form section changed, nothing else that is stored. */
function isTyping(before: OrderContext, after: OrderContext): boolean {
  if (before.flow !== after.flow || before.plan !== after.plan || before.partner !== after.partner) return false;
  const keys = Object.keys(after.form) as Array<keyof OrderContext['form']>;
  return keys.every((key) => before.form[key] === after.form[key] || typedSections.has(key)) && keys.some((key) => before.form[key] !== after.form[key]);
}

function projection(context: ReturnType<OrderActor['getSnapshot']>['context'], address: string): StoredOrder {
  const { password: _password, repeatPassword: _repeat, ...customer } = context.form.customer;
  return {
    version: STORAGE_VERSION,
    form: { ...context.form, customer, orderKey: storedOrderKey(context.form.orderKey) },
    flow: context.flow,
    planCode: context.plan?.code ?? null,
    partner: context.partner,
    address,
  };
}

