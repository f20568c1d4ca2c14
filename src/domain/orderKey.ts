/**
 * The order's `Idempotency-Key` (issue 48): one key from the first press of the order button to the success page.
 * The root machine and the session storage of the first screen hold it; its making (hashing, UUID) is
 * ./idempotencyKey.ts, loaded with the confirm step.
 */
export interface OrderKey {
  idempotencyKey: string;
  /**
   * Each top-level block of the body the key last went out with (the password left out), hashed: stored with the
   * form, so that a reload knows whether the body changed, and which blocks, without a second copy of the data (the
   * bank details' hash only in memory: `memoryOnlySections`)
   */
  sections: Record<string, string>;
  /**
   * the password's hash, kept in memory only (never written to storage, like the password): a body that differs in
   * the password alone gets a new key while the page lives
   */
  passwordFingerprint?: string;
  /**
   * Whether the server placed an order under the key: `unknown` from the moment the order goes out until an answer
   * says so (a lost answer, a time-out or a 5xx leave it unknown, and the next submit asks the server first);
   * `none` once an answer said it did not (a refusal, or the server's "no order under this key").
   */
  fate: 'unknown' | 'none';
}

/**
 * Blocks whose hash is kept in memory only, as the password's: a fast hash of the bank details can be brute-forced
 * (the bank code is in the BIC, the account number has 10 digits), and the details themselves leave storage after
 * `payment-data-ttl`. After a reload such a block is not told apart: the stored key is taken for it.
 */
export const memoryOnlySections: ReadonlySet<string> = new Set(['bankAccount']);

/** The key as it is written to storage: without the password's hash nor the memory-only blocks' hashes. */
export function storedOrderKey(key: OrderKey | null): OrderKey | null {
  if (!key) return null;
  const { passwordFingerprint: _password, sections, ...stored } = key;
  return { ...stored, sections: Object.fromEntries(Object.entries(sections).filter(([name]) => !memoryOnlySections.has(name))) };
}

/** A stored key read back: the shape checked, anything else is no key. */
export function isOrderKey(value: unknown): value is OrderKey {
  if (typeof value !== 'object' || value === null) return false;
  const { idempotencyKey, sections, fate } = value as Partial<OrderKey>;
  return (
    typeof idempotencyKey === 'string' &&
    typeof sections === 'object' &&
    sections !== null &&
    Object.values(sections).every((hash) => typeof hash === 'string') &&
    (fate === 'unknown' || fate === 'none')
  );
}
