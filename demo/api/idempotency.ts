/** What `POST orders` answered: kept under its Idempotency-Key once an order was made. */
export interface OrderAnswer {
  status: number;
  body: unknown;
}

export type IdempotentOutcome = { type: 'answered'; answer: OrderAnswer } | { type: 'otherBody' };

/** How long a key and its order's answer are kept: a visitor may come back to a lost answer within a day. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface Claim {
  bodyHash: Promise<string>;
  /** the answer once the order was made; null when the body was refused (the key is free again) */
  answer: Promise<OrderAnswer | null>;
  claimedAt: number;
}

/**
 * One key, one order (spec section 7 `POST orders`, issues 41 and 48). A key is the visitor's order, not a
 * session's: a renewed session, a reload or a second tab with the key reach the same order (the key is a random
 * UUID the visitor's element made, known to no one else). It is claimed before anything is awaited, so a second
 * request with it waits for the first's answer and repeats it (the same transactionId); another body with the key
 * is refused. A refused body (400) makes no order and frees the key. `fate` answers `GET orders/by-key/{key}`.
 */
export class IdempotencyKeys {
  #claims = new Map<string, Claim>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  async once(key: string, bodyHash: Promise<string>, place: () => Promise<OrderAnswer>): Promise<IdempotentOutcome> {
    this.#forgetExpired();
    for (let claim = this.#claims.get(key); claim; claim = this.#claims.get(key)) {
      if ((await claim.bodyHash) !== (await bodyHash)) return { type: 'otherBody' };
      const answer = await claim.answer;
      if (answer) return { type: 'answered', answer };
    }
    let settle: (answer: OrderAnswer | null) => void = () => undefined;
    const claim: Claim = { bodyHash, answer: new Promise((resolve) => (settle = resolve)), claimedAt: this.#now() };
    this.#claims.set(key, claim);
    try {
      const answer = await place();
      const made = answer.status >= 200 && answer.status < 300;
      if (!made) this.#claims.delete(key);
      settle(made ? answer : null);
      return { type: 'answered', answer };
    } catch (error) {
      this.#claims.delete(key);
      settle(null);
      throw error;
    }
  }

  /** The answer of the order placed under the key (waiting for one still on its way), or null when there is none. */
  async fate(key: string): Promise<OrderAnswer | null> {
    this.#forgetExpired();
    const claim = this.#claims.get(key);
    return claim ? claim.answer : null;
  }

  clear(): void {
    this.#claims.clear();
  }

  #forgetExpired(): void {
    const oldest = this.#now() - KEY_LIFETIME_MS;
    for (const [key, claim] of this.#claims) if (claim.claimedAt < oldest) this.#claims.delete(key);
  }
}

/** JSON with every object's keys sorted: the same order body, however its keys were written, gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/** SHA-256 of the canonical JSON, hex (Web Crypto: node and the browser alike). */
export async function canonicalHash(value: unknown): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalJson(value)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
