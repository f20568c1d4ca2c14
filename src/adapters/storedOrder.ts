import type { RestoredOrder } from '../../machines/order/context.ts';
import type { OrderForm } from '../../machines/order/form.ts';

/* What the storage adapter's restoring (./persistence.ts) and its writes (./orderWrites.ts, a chunk) share. */

/** Bump when the stored shape changes: older data is then dropped, never half-read. */
export const STORAGE_VERSION = 1;

/** Never written to browser storage (DESIGN.md, "Data that must not be lost"). */
export const neverStored = ['password', 'repeatPassword'] as const;

/** What is written: the restored order, without the password and its repeat. */
export interface StoredOrder extends Omit<RestoredOrder, 'form'> {
  version: typeof STORAGE_VERSION;
  form: Omit<OrderForm, 'customer'> & { customer: Omit<OrderForm['customer'], (typeof neverStored)[number]> };
  /** memory mode's address, to come back to the same step */
  address: string;
}

/** Runs a write later (and returns its cancel), or now when it returns null. */
export type WriteScheduler = (write: () => void) => (() => void) | null;

/** A timer's longest delay (2^31 - 1 ms, about 24 days): a longer one fires at once. */
export const MAX_DELAY = 2 ** 31 - 1;

/** The visitor's activity in the element (./visitorActivity.ts): calls back on each, returns the removal of its listeners. */
export type ActivitySource = (onActivity: () => void) => () => void;

// Storage can be full or forbidden (private mode): the form keeps working, it just will not survive a reload.
export function setItemSafely(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    /* ignored on purpose */
  }
}
