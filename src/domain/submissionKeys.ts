/**
 * The `Idempotency-Key` of `POST orders` belongs to one order body (issue 41): the same body goes out under the
 * same key (a retry, a reload, a send after another body was tried), a changed body under a new one, and a key
 * never goes out with another body.
 */
export interface SubmissionKey {
  idempotencyKey: string;
  /** the body without its password, hashed: stored with the form, so a reload finds the key of the same body */
  bodyFingerprint: string;
  /**
   * the password's hash, kept in memory only (never written to storage, like the password): a body that differs in
   * the password alone gets a new key while the page lives; after a reload it is not known, and the first send
   * takes it on
   */
  passwordFingerprint?: string;
}

/** How many keys an order keeps: one for each different body it sent, the oldest dropped past this. */
export const KEPT_SUBMISSION_KEYS = 20;

/** The order's keys with `key` as the newest (a key already there is replaced, so it is kept once). */
export function withSubmissionKey(keys: readonly SubmissionKey[], key: SubmissionKey): SubmissionKey[] {
  return [...keys.filter((kept) => kept.idempotencyKey !== key.idempotencyKey), key].slice(-KEPT_SUBMISSION_KEYS);
}

/** The keys as they are written to storage: without the passwords' hashes. */
export function storedSubmissionKeys(keys: readonly SubmissionKey[]): SubmissionKey[] {
  return keys.map(({ idempotencyKey, bodyFingerprint }) => ({ idempotencyKey, bodyFingerprint }));
}
