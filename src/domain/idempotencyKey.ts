import { memoryOnlySections, type OrderKey } from './orderKey.ts';

/*
 * Making the order's Idempotency-Key, when the confirm step's submit is pressed (the submission machine, a lazy
 * chunk). The key itself is ./orderKey.ts, apart: the root machine and the session storage of the first screen hold
 * it, and a module is in one chunk whole, so the hashing would otherwise travel in the first screen.
 */

type Body = { password?: string | undefined } & Record<string, unknown>;

/**
 * The key the order `body` goes out under: the order's key while the body is the one it last went out with (its
 * password included, while the page knows it), else a new one (`newKey`, a random UUID in the element). Call it
 * only once the key's fate is known (`fate: 'none'`) or for the order's first send: a key whose fate is unknown is
 * asked about first (the submission machine's `learningFate`). The key returned goes out now: its fate is unknown.
 */
export function orderKeyFor(current: OrderKey | null, body: Body, newKey: () => string = randomUuid): OrderKey {
  const sections = sectionFingerprints(body);
  const passwordFingerprint = fingerprint(body.password ?? null);
  const same =
    current !== null &&
    changedSections(current, body).length === 0 &&
    (current.passwordFingerprint ?? passwordFingerprint) === passwordFingerprint;
  return { idempotencyKey: same ? current.idempotencyKey : newKey(), sections, passwordFingerprint, fate: 'unknown' };
}

/**
 * The top-level blocks of `body` (the password left out) that differ from what the key last went out with; a
 * memory-only block the key does not know (restored from storage) is taken as unchanged.
 */
export function changedSections(key: OrderKey, body: Body): string[] {
  const now = sectionFingerprints(body);
  const names = new Set([...Object.keys(key.sections), ...Object.keys(now)]);
  const unknown = (name: string) => memoryOnlySections.has(name) && !(name in key.sections);
  return [...names].filter((name) => key.sections[name] !== now[name] && !unknown(name)).sort();
}

function sectionFingerprints(body: Body): Record<string, string> {
  const { password: _password, ...rest } = body;
  return Object.fromEntries(
    Object.entries(rest)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, fingerprint(value)]),
  );
}

/**
 * A random (version 4) UUID. `crypto.randomUUID` exists in secure contexts only (https, localhost) and from Safari
 * 15.4: a host page served over plain http, or an older engine, makes it from `crypto.getRandomValues`, which every
 * engine has in any context.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A 106-bit hash of the value's JSON with the object keys sorted (a body restored after a reload may list its
 * keys in another order): two cyrb53 hashes with different seeds. Not the body itself, so that the stored form
 * holds no second copy of the payment data; synchronous, so the key is decided in the press's own transition.
 */
export function fingerprint(value: unknown): string {
  const text = canonicalJson(value);
  return `${cyrb53(text, 0x9e3779b9).toString(36)}.${cyrb53(text, 0x85ebca6b).toString(36)}`;
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  ) ?? 'undefined';
}

// cyrb53 (bryc, public domain): a fast 53-bit string hash with good spread
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
